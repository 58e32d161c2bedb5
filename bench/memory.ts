import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { CITY_PAGE } from './city-page.ts';
import { MEMORY_TARGETS } from './resident-memory.ts';
import { residentMb, restingMb, startServer, stopServer } from './server.ts';

/**
 * `npm run bench:memory` (decisions 077 and 082): the server's resident memory on
 * the demo data, the way `npm run bench` measures it but without the load — on a fresh embedded
 * database (PGlite, the demo data loaded at start) and again once it exists, and on PostgreSQL
 * when DATABASE_URL is set (one server process on a fresh database). Each server answers the
 * Nashville city page, then rests. Needs `npm run build` first (the page is rendered from the
 * build). Exits 1 above the targets.
 */

async function measure(label: string, env: Record<string, string>) {
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
    return atRestMb;
  } finally {
    await stopServer(child);
  }
}

const missed: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-memory-'));
try {
  // The first start creates the database and loads the demo data (in a child process, decision
  // 082); a restart opens the existing one.
  for (const start of ['first start', 'restart']) {
    const mb = await measure(`PGlite, demo data, ${start}`, { DATA_DIR: dataDir });
    if (mb > MEMORY_TARGETS.pgliteRssMb) {
      missed.push(`PGlite (${start}) ${mb.toFixed(0)} MB > ${MEMORY_TARGETS.pgliteRssMb}`);
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
    const mb = await measure('PostgreSQL, demo data, one process', env);
    if (mb > MEMORY_TARGETS.postgresRssMb)
      missed.push(`PostgreSQL ${mb.toFixed(0)} MB > ${MEMORY_TARGETS.postgresRssMb}`);
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
console.info(
  missed.length === 0 ? 'Every memory target met.' : `Targets missed: ${missed.join('; ')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
