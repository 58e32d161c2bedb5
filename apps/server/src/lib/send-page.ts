import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagFor, pageEncodingFor, type RenderedPage } from '../services/page-cache.ts';
import { ifNoneMatchHolds } from './etag.ts';

/** An HTML answer, revalidated on each use (the pages' data changes under the same URL). */
export function sendHtml(reply: FastifyReply, status: number, html: string | Buffer) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

/**
 * A permanent redirect of a merged venue's address to the kept venue's `location` (a path), with
 * the request's query kept (an embed's look, a calendar's night; decision 158). Revalidated like
 * the pages, since the kept venue's own slug changes with its name.
 */
export function sendMoved(
  request: FastifyRequest,
  reply: FastifyReply,
  location: string,
  cacheControl = 'no-cache',
) {
  const query = request.url.indexOf('?');
  return reply
    .header('cache-control', cacheControl)
    .redirect(query === -1 ? location : `${location}${request.url.slice(query)}`, 301);
}

/**
 * A kept page (decision 072), for the pages, the embeds and the nearby searches of named places
 * (decision 180) alike: sent with its ETag, 304 to a
 * browser that holds it, and in the compression the browser takes. Kept pages are compressed
 * once; the compress plugin leaves an encoded answer alone.
 */
export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  if (page.location) return sendMoved(request, reply, page.location);
  const encoding = page.encoded ? pageEncodingFor(request.headers['accept-encoding']) : null;
  const etag = etagFor(page, encoding);
  reply.header('etag', etag).header('vary', 'accept-encoding');
  if (page.status === 200 && ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
    return reply.status(304).header('cache-control', 'no-cache').send();
  }
  const body = encoding && page.encoded ? page.encoded[encoding] : page.body;
  if (encoding && page.encoded) reply.header('content-encoding', encoding);
  if (!page.contentType) return sendHtml(reply, page.status, body);
  return reply
    .status(page.status)
    .header('content-type', page.contentType)
    .header('cache-control', 'no-cache')
    .send(body);
}
