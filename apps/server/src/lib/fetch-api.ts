import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * better-auth speaks the Fetch API: these carry a Fastify request's headers to it and its
 * response's headers (cookies included) back onto our reply.
 */

/** Headers of a Fastify request as a Fetch API `Headers`. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Copies a Fetch API response's headers (cookies included) onto the reply. */
export function copyResponseHeaders(response: Response, reply: FastifyReply): void {
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
