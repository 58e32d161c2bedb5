import { z } from 'zod';

/**
 * Zod probes for `new Function` to compile faster parsers, as each object schema is created. Our
 * Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is a CSP violation
 * (an issue in DevTools and in Lighthouse). The browser validates a few forms: it runs without
 * the compiler. `main.tsx` imports this module first, before any schema exists.
 */
z.config({ jitless: true });
