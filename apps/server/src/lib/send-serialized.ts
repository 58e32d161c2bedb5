import type { FastifyReply } from 'fastify';

/**
 * Sends `body`, already serialised as the route's documented response schema (for example the
 * nearby search's JSON, decision 180). Fastify sends a Buffer as it is, with no
 * serialisation per request; the route's reply type names the schema's object, which these bytes
 * are the JSON of, so this is the one place that says so to the type checker. Tests parse such
 * answers with the schema.
 */
export function sendSerialized(reply: FastifyReply, body: Buffer | string): FastifyReply {
  return reply.send(body);
}
