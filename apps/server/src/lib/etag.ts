import { createHash } from 'node:crypto';

/**
 * Entity tags and `If-None-Match` (RFC 9110 §8.8.3, §13.1.2), one way for every answer that sends
 * an ETag: the pages and embeds, the calendar feeds, `/embed.js` and the public API (decision 177).
 */

/** The opaque part of a tag, quotes included: `"abc"` of `W/"abc"`. */
function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * An entity tag: an optional `W/`, then a quoted string of any characters but the quote (so a
 * comma inside the quotes is part of the tag, and the commas and spaces between tags are not).
 */
const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether `If-None-Match` holds for a representation tagged `etag`, so that a GET answers 304:
 * `*`, or any tag of its list equal to `etag` by the weak comparison (the same opaque tag, either
 * side weak or strong), as RFC 9110 §13.1.2 asks of GET and HEAD.
 */
export function ifNoneMatchHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const tags = ifNoneMatch.match(ENTITY_TAG) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}

/** A SHA-256 of `chunks` one after the other, 162 bits of it in base64url. */
export function hashOf(chunks: Iterable<Buffer | string>): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('base64url').slice(0, 27);
}

/** A strong tag of these exact bytes. */
export function strongEtagOf(body: Buffer | string): string {
  return `"${hashOf([body])}"`;
}

/**
 * A weak tag of a representation's data whatever its content coding (decision 177): the hash of
 * its bytes before compression, so that gzip, br and identity answers share it.
 */
export function weakEtagOf(chunks: Iterable<Buffer | string>): string {
  return `W/"${hashOf(chunks)}"`;
}
