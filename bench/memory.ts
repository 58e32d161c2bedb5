import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MEMORY_TARGETS } from './resident-memory.ts';
import { residentMb, restingMb, startServer, stopServer } from './server.ts';

/**
 * The server's resident memory at rest on the demo data (decisions 077 and 082), part of
 * `npm run bench` and alone as `npm run bench:memory`: on a fresh embedded database (PGlite, the
 * demo data loaded at start) and again once it exists, and on PostgreSQL when DATABASE_URL is set
 * (one server process on a fresh database). Each server, as `npm run serve` runs it, answers the
 * Nashville city page, then rests. Needs `npm run build` first (the page is rendered from the
 * build). Returns the targets missed.
 */

export const CITY_PAGE = '/trivia-near-nashville-tn';

export interface MemoryReading {
  label: string;
  atRestMb: number;
}

async function measure(label: string, env: Record<string, string>): Promise<MemoryReading> {
  const { url, child } = await startServer({ ...env, DEMO: '1' });
  try {
    const response = await fetch(`${url}${CITY_PAGE}`);
    if (!response.ok) throw new Error(`${CITY_PAGE} answered ${response.status}`);
    await response.text();
    const afterPageMb = residentMb(child.pid);
    const atRestMb = await restingMb(child.pid);
    console.info(
      `${label}: ${afterPageMb.toFixed(0)} MB right after the city page, ${atRestMb.toFixed(0)} MB at rest`,
    );
    return { label, atRestMb };
  } finally {
    await stopServer(child);
  }
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
      if (reading.atRestMb > MEMORY_TARGETS.pgliteRssMb) {
        missed.push(
          `PGlite (${start}) ${reading.atRestMb.toFixed(0)} MB > ${MEMORY_TARGETS.pgliteRssMb}`,
        );
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
