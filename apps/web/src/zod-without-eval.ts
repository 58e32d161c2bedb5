import { config } from 'zod/v4/core';

/**
 * Zod probes for `new Function` to compile faster parsers, as each object schema is created. Our
 * Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is a CSP violation
 * (an issue in DevTools and in Lighthouse). The browser validates a few forms: it runs without
 * the compiler. The admin routes load this module before their own code (`app/routes.tsx`).
 */
config({ jitless: true });
