import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type EmbedBenchResult, measureEmbeds } from './embed.ts';
import { load } from './load.ts';
import type { MemoryRow } from './resident-memory.ts';
import { residentMb, restingMb, startServer, stopServer } from './server.ts';
import type { Row } from './table.ts';

/** The city page people arrive on from search engines (the demo data's Nashville). */
export const CITY_PAGE = '/trivia-near-nashville-tn';

/** At 10 connections: requests a second and p99 in ms; the page's size uncompressed, in KB. */
const CITY_PAGE_TARGETS = { rps: 1_000, p99Ms: 20, kb: 60 };

export interface CityPageResult {
  rows: Row[];
  bytes: number;
  gzipBytes: number;
  /** The embeds, measured on the same server (bench/embed.ts). */
  embeds: EmbedBenchResult;
}

/**
 * The Nashville city page on the demo data (PGlite), rendered on the server from the
 * production build, at 10 and 200 connections, and its size; the server's resident memory at rest
 * and after the load; then the embeds on the same server.
 */
export async function measureCityPage(options: {
  memory: MemoryRow[];
  seconds: number;
  log: (message: string) => void;
}): Promise<CityPageResult> {
  const { memory, seconds, log } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-city-'));
  const rows: Row[] = [];
  try {
    log('city page: starting the server on the demo data');
    const { url, child } = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
    try {
      const html = await fetch(`${url}${CITY_PAGE}`).then((response) => response.text());
      const atRestMb = await restingMb(child.pid);
      await load(url, [CITY_PAGE], 10, 2); // warm-up
      for (const connections of [10, 200]) {
        log(`city page, ${connections} connections, ${seconds} s`);
        rows.push({
          name: 'city page (PGlite, demo data)',
          connections,
          ...(await load(url, [CITY_PAGE], connections, seconds)),
        });
      }
      memory.push({ label: 'PGlite, demo data', atRestMb, afterLoadMb: residentMb(child.pid) });
      const embeds = await measureEmbeds({ url, seconds, log });
      return {
        embeds,
        rows,
        bytes: Buffer.byteLength(html),
        gzipBytes: gzipSync(html, { level: 6 }).length,
      };
    } finally {
      await stopServer(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printCityPageSize(city: CityPageResult): void {
  console.info(
    `City page ${CITY_PAGE}: ${(city.bytes / 1024).toFixed(1)} KB, ${(city.gzipBytes / 1024).toFixed(1)} KB gzip (target ≤ ${CITY_PAGE_TARGETS.kb} KB uncompressed)`,
  );
}

/** The city page's runs that failed requests or missed a target at 10 connections. */
export function cityPageRowMisses(rows: Row[]): string[] {
  const missed: string[] = [];
  for (const row of rows) {
    if (row.errors > 0) missed.push(`${row.name} at ${row.connections}: ${row.errors} errors`);
    if (row.connections === 10 && row.rps < CITY_PAGE_TARGETS.rps)
      missed.push(`${row.name} ${row.rps.toFixed(0)} requests/s`);
    if (row.connections === 10 && row.p99 > CITY_PAGE_TARGETS.p99Ms)
      missed.push(`${row.name} p99 ${row.p99} ms`);
  }
  return missed;
}

export function cityPageSizeMisses(city: Omit<CityPageResult, 'embeds'>): string[] {
  return city.bytes / 1024 > CITY_PAGE_TARGETS.kb
    ? [`city page ${(city.bytes / 1024).toFixed(1)} KB`]
    : [];
}
