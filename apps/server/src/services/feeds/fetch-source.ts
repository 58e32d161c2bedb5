import type { FeedReadInput } from '@trivia/shared';
import type { z } from 'zod';
import type { providerFeeds } from '../../db/schema/index.ts';
import { FeedFetchError, type FeedFetchOptions, fetchFeed } from '../../lib/safe-fetch.ts';
import { charsetOf, decodeFeedBytes } from './read/decode.ts';
import { FeedSourceError } from './read/source-error.ts';

/**
 * A feed's text: an upload's, or what its address answers, in the source's own character set
 * (decision 174). Every way this fails is a `FeedSourceError`, a sentence about the source.
 */

/** An uploaded file: its text, or its bytes and the character set it was said to be in. */
export type FeedUpload = { content: string } | { bytes: Uint8Array; charset: string | null };

/** The upload a read request carries, if any. */
export function feedUploadOf(input: z.output<typeof FeedReadInput>): FeedUpload | undefined {
  if (input.file) {
    return { bytes: Buffer.from(input.file.data, 'base64'), charset: input.file.charset || null };
  }
  return input.content === undefined ? undefined : { content: input.content };
}

export type FeedText =
  | { status: 'read'; text: string; etag: string | null; lastModified: string | null }
  | { status: 'not-modified' };

export const UNASKED_NOT_MODIFIED =
  "The feed's host answered 304 Not Modified to a request for the whole feed, which it had not sent before; nothing was changed. Its server should answer 200 with the feed.";

export async function fetchFeedText(options: {
  fetch: FeedFetchOptions;
  feed: typeof providerFeeds.$inferSelect;
  upload?: FeedUpload | undefined;
  /** Send the validators of the last read (the job's reads); a person's read asks for all. */
  conditional: boolean;
}): Promise<FeedText> {
  const { feed, upload, conditional } = options;
  const none = { etag: null, lastModified: null };
  if (upload && 'content' in upload) return { status: 'read', text: upload.content, ...none };
  if (upload) {
    const source = { source: 'The uploaded file', kind: 'upload' as const };
    return {
      status: 'read',
      text: decodeFeedBytes({ ...upload, ...source }, feed.format),
      ...none,
    };
  }
  if (!feed.url) throw new FeedSourceError('This feed has no address: upload its file.');
  const validators = {
    etag: conditional ? feed.etag : null,
    lastModified: conditional ? feed.lastModified : null,
  };
  let fetched: Awaited<ReturnType<typeof fetchFeed>>;
  try {
    fetched = await fetchFeed(feed.url, { ...options.fetch, ...validators });
  } catch (error) {
    if (error instanceof FeedFetchError) throw new FeedSourceError(error.message);
    throw error;
  }
  if (fetched.status === 'not-modified') {
    // A 304 answers a question we asked: to a read that sent no validators it says nothing.
    if (validators.etag || validators.lastModified) return fetched;
    throw new FeedSourceError(UNASKED_NOT_MODIFIED);
  }
  const text = decodeFeedBytes(
    {
      bytes: fetched.bytes,
      charset: charsetOf(fetched.contentType),
      source: `The feed at ${fetched.finalUrl}`,
      kind: 'url',
    },
    feed.format,
  );
  return { status: 'read', text, etag: fetched.etag, lastModified: fetched.lastModified };
}
