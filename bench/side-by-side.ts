import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { GazetteerData } from '../apps/server/src/geo/gazetteer-data.ts';
import { ANCHOR_PATH, STATIC_PREFIX } from './anchor.ts';
import { namedPlaces, type Point, queryPoints } from './generate.ts';
import { load } from './load.ts';
import { judgeRatios, type RatioResult, RUNS, type RunName } from './ratios.ts';
import { startServer, stopServer } from './server.ts';
import type { Row } from './table.ts';

/**
 * One server's side-by-side runs (decision 181): the anchor, the floor (`/api/health` and a static
 * file of the nearby answer's size) and our routes, each with autocannon at the same connections
 * for the same seconds, on the bench's own server process (bench/app-server.ts), then the ratios.
 */

export const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const STATIC_FILE = 'nearby.json';

/** What the autocomplete is asked: names, part names, ZIP codes. */
export const AUTOCOMPLETE_QUERIES = [
  'nash',
  'spring',
  'portland, or',
  'san',
  '37064',
  'chic',
  'austin',
  'den',
  'new y',
  'atlanta, ga',
  'sea',
  'boston',
  '606',
  'saint lo',
  'phoenix az',
];

const search = (point: Point, date: string) =>
  `?lat=${point.latitude}&lng=${point.longitude}&radius_miles=30&limit=50&date=${date}`;

/** Each run's paths, rotated request after request. */
function runPaths(gazetteer: GazetteerData): Record<RunName, string[]> {
  const date = new Date().toISOString().slice(0, 10);
  // Positions people search from, to four decimals as a browser's geolocation gives them.
  const cold = queryPoints(gazetteer, 500).map((point) => ({
    latitude: Number(point.latitude.toFixed(4)),
    longitude: Number(point.longitude.toFixed(4)),
  }));
  return {
    health: ['/api/health'],
    'static file': [`${STATIC_PREFIX}${STATIC_FILE}`],
    anchor: cold.map((point) => `${ANCHOR_PATH}${search(point, date)}`),
    nearby: cold.map((point) => `/api/venues/nearby${search(point, date)}`),
    'nearby, named place': namedPlaces(gazetteer, 50).map(
      (point) => `/api/venues/nearby${search(point, date)}`,
    ),
    autocomplete: AUTOCOMPLETE_QUERIES.map(
      (query) =>
        `/api/nominatim/search?format=json&q=${encodeURIComponent(query)}&limit=5&countrycodes=us&addressdetails=1`,
    ),
    'city page': ['/trivia-near-nashville-tn'],
    embed: ['/embed/near/nashville-tn?theme=dark&accent=%23c2410c'],
  };
}

/**
 * Writes the static file: the first named place's nearby answer, with the pre-compressed variants
 * the web build writes beside its assets.
 */
async function writeStaticFile(url: string, namedPath: string, dir: string): Promise<number> {
  const response = await fetch(`${url}${namedPath}`);
  if (!response.ok) throw new Error(`${namedPath} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const file = path.join(dir, STATIC_FILE);
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  fs.writeFileSync(file, body);
  return body.length;
}

export interface SideBySideResult {
  label: string;
  rows: Row[];
  ratios: RatioResult[];
  staticBytes: number;
}

export async function measureSideBySide(options: {
  label: string;
  env: Record<string, string>;
  gazetteer: GazetteerData;
  seconds: number;
  log: (message: string) => void;
}): Promise<SideBySideResult> {
  const { label, env, gazetteer, seconds, log } = options;
  const paths = runPaths(gazetteer);
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-static-'));
  log(`${label}: starting the bench's server`);
  const { url, child } = await startServer({ ...env, BENCH_STATIC_DIR: staticDir }, 'bench');
  try {
    const staticBytes = await writeStaticFile(
      url,
      paths['nearby, named place'][0] ?? '',
      staticDir,
    );
    for (const run of RUNS) {
      const first = await fetch(`${url}${paths[run][0]}`);
      if (!first.ok) throw new Error(`${run}: ${paths[run][0]} answered ${first.status}`);
      await first.arrayBuffer();
    }
    const rows: Row[] = [];
    const measure = async (run: RunName): Promise<Row> => {
      await load(url, paths[run], CONNECTIONS, WARMUP_SECONDS); // JIT, caches, connection pools
      log(`${label}: ${run}, ${CONNECTIONS} connections, ${seconds} s`);
      const row = {
        name: `${run} (${label})`,
        connections: CONNECTIONS,
        ...(await load(url, paths[run], CONNECTIONS, seconds)),
      };
      rows.push(row);
      return row;
    };
    const measured = new Map<RunName, Row>();
    for (const run of RUNS) measured.set(run, await measure(run));
    const ratios = await judgeRatios({ label, rows: measured, measure, log });
    return { label, rows, ratios, staticBytes };
  } finally {
    await stopServer(child);
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}
