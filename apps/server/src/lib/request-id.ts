import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { isFromTrustedProxy, type TrustFunction } from './trust-proxy.ts';

/**
 * Every request has an id: the proxy's `X-Request-Id` when the request comes from a proxy
 * TRUST_PROXY trusts (decision 162) and it looks like an id, else a new UUID. It is answered as `X-Request-Id`, put in error bodies, and written on every
 * log line written while the request is handled, by `request.log` (Fastify's binding) or by any
 * other logger of the app (the mailer, better-auth: through `requestIdMixin`).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_LOG_KEY = 'requestId';
const INCOMING_ID = /^[\w.:@-]{1,128}$/;

const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

export function requestIdGenerator(
  trustProxy: TrustFunction | false,
): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      INCOMING_ID.test(incoming) &&
      isFromTrustedProxy(trustProxy, request.socket.remoteAddress)
    )
      return incoming;
    return randomUUID();
  };
}

/** Runs the rest of the request's handling with its id known to `requestIdMixin`. */
export function runWithRequestId(requestId: string, next: () => void): void {
  currentRequest.run({ requestId }, next);
}

interface BindingsLogger {
  bindings(): Record<string, unknown>;
}

/** pino's `mixin`: adds the current request's id unless the logger is already bound to it. */
function requestIdMixin(
  _merge: object,
  _level: number,
  logger: BindingsLogger,
): Record<string, string> {
  const store = currentRequest.getStore();
  if (!store || REQUEST_ID_LOG_KEY in logger.bindings()) return {};
  return { [REQUEST_ID_LOG_KEY]: store.requestId };
}

/** The app's logger options with the request id mixed in (a logger given as `true` gets defaults). */
export function withRequestIdLogging(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  return { ...(logger === true ? {} : logger), mixin: requestIdMixin };
}
