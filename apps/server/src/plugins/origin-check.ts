import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes nothing whatever the method (the public API's 405s, decision 179): no
     * cross-site request can do harm there, and its answer must reach any origin.
     */
    changesNothing?: boolean;
  }
}

/**
 * Whether a request reaches an `/api` handler, judged by the route the router matched (decision
 * 164): the router decodes the path, so `/%61pi/...` reaches `/api/...`, and the raw URL would
 * not say so. A request no route matched reaches no handler (404).
 */
function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true;
}

/**
 * CSRF defence for the cookie-authenticated API: every state-changing `/api` request must carry
 * an Origin header naming this site — the public URL, or the host the request was sent to.
 * Browsers always send Origin on such requests and a page elsewhere cannot forge it.
 */
export const originCheckPlugin = fp<{ publicUrl: string }>(
  async (app: FastifyInstance, { publicUrl }) => {
    const publicOrigin = new URL(publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
      if (request.routeOptions.config.changesNothing) return;
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.host}`;
      if (origin === publicOrigin || origin === ownOrigin) return;
      throw AppError.forbidden(
        origin
          ? `Requests from ${origin} are not accepted. Use ${publicOrigin}.`
          : 'This request has no Origin header; state-changing requests must come from the Trivia Near Me site.',
      );
    });
  },
  { name: 'origin-check' },
);
