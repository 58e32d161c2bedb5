import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  etagFor,
  matchesEtag,
  pageEncodingFor,
  type RenderedPage,
} from '../services/page-cache.ts';

/** An HTML answer, revalidated on each use (the pages' data changes under the same URL). */
export function sendHtml(reply: FastifyReply, status: number, html: string | Buffer) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

/**
 * A kept page (decision 072), for the pages and the embeds alike: sent with its ETag, 304 to a
 * browser that holds it, and in the compression the browser takes. Kept pages are compressed
 * once; the compress plugin leaves an encoded answer alone.
 */
export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const encoding = page.encoded ? pageEncodingFor(request.headers['accept-encoding']) : null;
  const etag = etagFor(page, encoding);
  reply.header('etag', etag).header('vary', 'accept-encoding');
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
    return reply.status(304).header('cache-control', 'no-cache').send();
  }
  if (encoding && page.encoded) {
    reply.header('content-encoding', encoding);
    return sendHtml(reply, page.status, page.encoded[encoding]);
  }
  return sendHtml(reply, page.status, page.body);
}
