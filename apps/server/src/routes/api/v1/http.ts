import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { ifNoneMatchHolds, weakEtagOf } from '../../../lib/etag.ts';

/**
 * The HTTP manners of the public API (decision 142): readable from any origin, cacheable for a
 * minute, and revalidated with a weak ETag of the answer's JSON, whatever its compression
 * (decision 177).
 */

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** The headers a script on another origin may read besides the safelisted ones. */
const EXPOSED = [
  'ETag',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
];

/** `Access-Control-Allow-Origin: *` and the headers it may read, on every public answer. */
export function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', EXPOSED.join(', '));
  done();
}

/** The methods every public path answers: it only reads (decision 179). */
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** The answer to a browser's preflight (sent for a GET with If-None-Match, say). */
export function answerPreflight(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(204)
    .header('access-control-allow-methods', READ_METHODS.join(', '))
    .header('access-control-allow-headers', 'If-None-Match, Accept, Accept-Encoding')
    .header('access-control-max-age', '86400')
    .send();
}

/**
 * Sends `body` (the JSON of the route's documented 200 schema, maybe gzipped with its headers
 * set) with its ETag and Cache-Control, or 304 with no body when the client holds it already.
 * `etag` is the tag of the JSON when `body` is compressed; an uncompressed body is its own.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  etag = weakEtagOf([body]),
): FastifyReply {
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
  return reply.send(body);
}

/** The JSON of `value` as its schema has it (as the zod serializer would send it). */
export function jsonBytes<T>(schema: { parse(value: unknown): T }, value: unknown): Buffer {
  return Buffer.from(JSON.stringify(schema.parse(value)));
}

/** The path a request named, without its query. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

/**
 * 405 with `Allow` for another method on a public path (RFC 9110 §15.5.6), before its body is
 * read, so that whatever it sent, the answer is the same (decision 179).
 */
export async function refuseMethod(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('allow', READ_METHODS.join(', '));
  throw new AppError(
    'METHOD_NOT_ALLOWED',
    `The public API only reads: ${pathOf(request)} answers ${READ_METHODS.join(', ')}, not ${request.method}.`,
  );
}

/** 404 for a path under /api/v1 that is none of its routes, with the API's CORS (decision 179). */
export async function refuseUnknownPath(request: FastifyRequest): Promise<void> {
  throw AppError.notFound(`There is no ${request.method} ${pathOf(request)}.`);
}
