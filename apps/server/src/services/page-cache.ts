import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { chooseEncoding } from '../lib/accept-encoding.ts';

/**
 * Rendered pages kept in memory (decision 072): each keyed by what it shows (a
 * place and its local date, a venue and the hour) and by the data version, which every write of
 * public data bumps in its own transaction (migration 0008). The version is read from the database
 * on each request, so a write in any process shows on the next request in every process.
 */

/** What a process keeps: a few hundred city pages (decision 072; sizes in docs/performance.md). */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** The compressions a kept page is held in, the browser's first choice first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

export interface RenderedPage {
  status: number;
  /** The HTML as UTF-8 bytes: sent as they are, not encoded again on every request. */
  body: Buffer;
  /** A strong validator: the page's own hash (each compression adds its name). */
  etag: string;
  /** The body compressed once, when the page is kept (no compression per request). */
  encoded?: Record<PageEncoding, Buffer>;
  /** A merged venue's address: the path it moved to, sent as a 301 (decision 158). */
  location?: string;
  /** The body's media type when it is not HTML (a kept nearby search's JSON, decision 180). */
  contentType?: string;
}

/** What a page rendered for `render` gives the cache. */
export interface PageRender {
  status: number;
  html: string;
  keep: boolean;
  /** Where the page moved (a merged venue's, decision 158); `status` 301, `html` empty. */
  location?: string;
  /** The media type of `html` when it is not HTML (decision 180). */
  contentType?: string;
  /**
   * The instant (ms since the epoch) from which the page is wrong whatever the data: the end of
   * the first night it shows as to come (decision 219). It is not kept past it.
   */
  expiresAt?: number;
}

/** A page that moved for good to `location` (a path): kept like a page, by the data version. */
export function movedPage(location: string): PageRender {
  return { status: 301, html: '', keep: true, location };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality 5: near quality 9's size at a fraction of its time (decision 079). */
async function compress(body: Buffer): Promise<Record<PageEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/**
 * The compression to answer with for an `Accept-Encoding` header: br, else gzip, unless refused
 * with `q=0`; none when neither is accepted.
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  return chooseEncoding(acceptEncoding, PAGE_ENCODINGS);
}

/** The ETag of the representation sent: the page's, with the compression's name inside. */
export function etagFor(page: RenderedPage, encoding: PageEncoding | null): string {
  return encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
}

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The local hour in UTC: within one, every US place has one local date ('2031-12-01T18'). */
export function utcHour(now = new Date()): string {
  return now.toISOString().slice(0, 13);
}

export class PageCache {
  readonly #pages: LRUCache<string, RenderedPage>;
  /** Pages being rendered: requests that arrive meanwhile wait for the same one. */
  readonly #rendering = new Map<string, Promise<RenderedPage>>();

  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  /** The page of `key` at `version`, rendered by `render` when not kept. */
  async page(
    key: string,
    version: string,
    render: () => Promise<PageRender>,
  ): Promise<RenderedPage> {
    const versioned = `${key}|${version}`;
    const kept = this.#pages.get(versioned);
    if (kept !== undefined) return kept;
    const pending = this.#rendering.get(versioned);
    if (pending !== undefined) return pending;
    const rendering = (async () => {
      const { status, html, keep, location, contentType, expiresAt } = await render();
      const body = Buffer.from(html);
      const page: RenderedPage = {
        status,
        body,
        etag: etagOf(body),
        ...(location && { location }),
        ...(contentType && { contentType }),
      };
      // lru-cache's ttl 0 is "for ever".
      const ttl = expiresAt === undefined ? 0 : Math.ceil(expiresAt - Date.now());
      if (!keep || (expiresAt !== undefined && ttl <= 0)) return page;
      page.encoded = await compress(body);
      this.#pages.set(versioned, page, { ttl });
      return page;
    })();
    this.#rendering.set(versioned, rendering);
    try {
      return await rendering;
    } finally {
      this.#rendering.delete(versioned);
    }
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#pages.calculatedSize;
  }
}

function sizeOf(page: RenderedPage): number {
  const encoded = page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0;
  return page.body.length + encoded + 128;
}
