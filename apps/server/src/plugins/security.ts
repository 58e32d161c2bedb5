import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { HEIGHT_SCRIPT_HASH } from '../embeds/height-script.ts';

export interface SecurityOptions {
  config: Config;
  /** `'sha256-…'` sources of the inline scripts in the web app's HTML (the theme script). */
  inlineScriptHashes: string[];
}

/**
 * Security headers with a Content-Security-Policy. Scripts come from our origin plus the hashed
 * inline theme script; nothing is loaded from third parties. HTTPS-only headers are sent only when
 * the public URL is https, so that a plain-http deployment on a LAN keeps working.
 *
 * helmet's middleware is made once and applied to every request: `@fastify/helmet` made it again
 * for every request, parsing the same policy each time (decision 085).
 *
 * Embed pages (`/embed/*`, decision 139) are the one thing another site may frame: their
 * policy says `frame-ancestors *`, allows nothing but their inline style and their one hashed
 * script, and they carry no X-Frame-Options. Every other answer keeps `frame-ancestors 'none'`.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { config, inlineScriptHashes }) => {
    const isHttps = config.publicUrl.startsWith('https://');
    const common = {
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    } as const;
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // The map's style, with its tiles, glyphs and sprites, comes from MAP_STYLE_URL's origin.
          connectSrc: ["'self'", new URL(config.mapStyleUrl).origin],
          manifestSrc: ["'self'"],
          // MapLibre's worker (decision 054) starts from a blob when its script is fetched.
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      ...common,
    });
    const setEmbedHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          scriptSrc: [`'${HEIGHT_SCRIPT_HASH}'`],
          imgSrc: ['https:', 'data:', "'self'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
          frameAncestors: ['*'],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      xFrameOptions: false,
      // Meant for other sites' pages: a page that isolates itself (COEP) may load it too.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      ...common,
    });
    app.addHook('onRequest', (request, reply, done) => {
      const set = request.url.startsWith('/embed/') ? setEmbedHeaders : setHeaders;
      set(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security' },
);
