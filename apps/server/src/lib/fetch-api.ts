import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * better-auth speaks the Fetch API: these carry a Fastify request's headers to it and its
 * response's headers (cookies included) back onto our reply.
 */

/**
 * The client's address as better-auth reads it (`ipAddressHeaders` in lib/auth.ts): always
 * `request.ip`, Fastify's reading of TRUST_PROXY (decision 162), never a header the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-trivia-client-address';

/** Headers of a Fastify request as a Fetch API `Headers`, with the client's address. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
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
