import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryPrepared } from '../db/prepared.ts';
import { ByteLru } from '../lib/byte-lru.ts';

/**
 * Rendered pages kept in memory (issue 18 point 1, decision 072): each keyed by what it shows (a
 * place and its local date, a venue and the hour) and by the data version, which every write of
 * public data bumps in its own transaction (migration 0008). The version is read from the database
 * on each request, so a write in any process shows on the next request in every process.
 */

/** What a process keeps: a Nashville-sized page is about 100 KB, so a few hundred pages. */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export interface RenderedPage {
  status: number;
  html: string;
  /** A strong validator: the page's own hash. */
  etag: string;
}

/** The data version now, as text (it only ever grows). */
export async function readDataVersion(db: DbOrTx): Promise<string> {
  const [row] = await queryPrepared<{ version: number | string }>(
    db,
    'data_version_v1',
    sql`select version from data_version where id = 1`,
  );
  return String(row?.version ?? 0);
}

export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The local hour in UTC: within one, every US place has one local date ('2031-12-01T18'). */
export function utcHour(now = new Date()): string {
  return now.toISOString().slice(0, 13);
}

export class PageCache {
  readonly #pages: ByteLru<RenderedPage>;

  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.#pages = new ByteLru(maxBytes, (page) => page.html.length + 128);
  }

  /** The page of `key` at `version`, rendered by `render` when not kept. */
  async page(
    key: string,
    version: string,
    render: () => Promise<{ status: number; html: string; keep: boolean }>,
  ): Promise<RenderedPage> {
    const versioned = `${key}|${version}`;
    const kept = this.#pages.get(versioned);
    if (kept) return kept;
    const { status, html, keep } = await render();
    const page = { status, html, etag: etagOf(html) };
    if (keep) this.#pages.set(versioned, page);
    return page;
  }

  get size(): number {
    return this.#pages.size;
  }
}
