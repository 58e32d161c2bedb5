import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MEMORY_TARGETS } from './resident-memory.ts';
import { residentMb, restingMb, startServer, stopServer } from './server.ts';

/**
 * The server's resident memory at rest on the demo data (decisions 077 and 201), part of
 * `npm run bench` and alone as `npm run bench:memory`: on a fresh embedded database (PGlite, the
 * demo data loaded at start) and again once it exists, and on PostgreSQL when DATABASE_URL is set
 * (one server process on a fresh database). Each server, as `npm run serve` runs it, answers the
 * Nashville city page, then rests. Needs `npm run build` first (the page is rendered from the
 * build). Returns the targets missed.
 */

export const CITY_PAGE = '/trivia-near-nashville-tn';
/** The largest embed, as a bar's site frames it (a theme and an accent). */
const NEAR_EMBED = '/embed/near/nashville-tn?theme=dark&accent=%23c2410c';

/** Sizes on the demo data, uncompressed, in KB (decisions 073, 078, 139 and 213). */
export const SIZE_TARGETS = { cityPageKb: 80, embedKb: 20 };

export interface MemoryReading {
  label: string;
  atRestMb: number;
  /** The city page's and the largest embed's sizes as this server sent them, in KB. */
  cityPageKb: number;
  embedKb: number;
}

async function pageKb(url: string, pathname: string): Promise<number> {
  const response = await fetch(`${url}${pathname}`);
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return Buffer.byteLength(await response.text()) / 1024;
}

async function measure(label: string, env: Record<string, string>): Promise<MemoryReading> {
  const { url, child } = await startServer({ ...env, DEMO: '1' });
  try {
    const cityPageKb = await pageKb(url, CITY_PAGE);
    const embedKb = await pageKb(url, NEAR_EMBED);
    const afterPageMb = residentMb(child.pid);
    const atRestMb = await restingMb(child.pid);
    console.info(
      `${label}: ${afterPageMb.toFixed(0)} MB right after the city page, ${atRestMb.toFixed(0)} MB at rest`,
    );
    return { label, atRestMb, cityPageKb, embedKb };
  } finally {
    await stopServer(child);
  }
}

function sizeMisses(reading: MemoryReading): string[] {
  const missed: string[] = [];
  if (reading.cityPageKb > SIZE_TARGETS.cityPageKb)
    missed.push(`city page ${reading.cityPageKb.toFixed(1)} KB > ${SIZE_TARGETS.cityPageKb}`);
  if (reading.embedKb > SIZE_TARGETS.embedKb)
    missed.push(`near embed ${reading.embedKb.toFixed(1)} KB > ${SIZE_TARGETS.embedKb}`);
  return missed;
}

export async function benchMemory(): Promise<{ readings: MemoryReading[]; missed: string[] }> {
  const readings: MemoryReading[] = [];
  const missed: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-memory-'));
  try {
    // The first start creates the database and loads the demo data; a restart opens it.
    for (const start of ['first start', 'restart']) {
      const reading = await measure(`PGlite, demo data, ${start}`, { DATA_DIR: dataDir });
      readings.push(reading);
      if (start === 'first start') missed.push(...sizeMisses(reading));
      const target =
        start === 'first start' ? MEMORY_TARGETS.pgliteFirstStartRssMb : MEMORY_TARGETS.pgliteRssMb;
      if (reading.atRestMb > target) {
        missed.push(`PGlite (${start}) ${reading.atRestMb.toFixed(0)} MB > ${target}`);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `trivia_bench_memory_${process.pid}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const env = { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir(), WORKERS: '1' };
      // The first start loads the demo data; the second is a process as it runs day to day.
      await measure('PostgreSQL, demo data, first start', env);
      const reading = await measure('PostgreSQL, demo data, one process', env);
      readings.push(reading);
      if (reading.atRestMb > MEMORY_TARGETS.postgresRssMb)
        missed.push(
          `PostgreSQL ${reading.atRestMb.toFixed(0)} MB > ${MEMORY_TARGETS.postgresRssMb}`,
        );
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  return { readings, missed };
}

if (process.argv[1] === import.meta.filename) {
  const { missed } = await benchMemory();
  console.info(
    missed.length === 0 ? 'Every memory target met.' : `Targets missed: ${missed.join('; ')}`,
  );
  process.exitCode = missed.length === 0 ? 0 : 1;
}
