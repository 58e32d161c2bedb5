import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import type { GazetteerData } from '../apps/server/src/geo/gazetteer-data.ts';
import { loadGazetteerData } from '../apps/server/src/geo/load-gazetteer.ts';
import { installAnchor } from './anchor.ts';
import { buildWebApp } from './build-web.ts';
import { generateVenues } from './generate.ts';
import { benchImportHealth, reportImportHealth } from './import-health.ts';
import { benchMemory, SIZE_TARGETS } from './memory.ts';
import { printRatios } from './ratios.ts';
import { gazetteerMemoryMisses, gazetteerRssMb, printGazetteerMemory } from './resident-memory.ts';
import { CONNECTIONS, measureSideBySide, type SideBySideResult } from './side-by-side.ts';
import { printTable } from './table.ts';

/**
 * `npm run bench`: performance as ratios measured side by side in one run (decision 181).
 *
 * 1. Builds the web app (the pages' first-load budgets are a test's, decision 190).
 * 2. /api/health p99 during the largest venue import, as a ratio to its p99 at rest
 *    (bench/import-health.ts).
 * 3. Generates BENCH_VENUES venues (100,000) with 3 events each, spread like the US population,
 *    into a fresh PGlite DATA_DIR, and into a fresh PostgreSQL database when DATABASE_URL is set;
 *    copies them for the anchor (bench/anchor.ts); starts the bench's server on each and measures,
 *    with autocannon at the same connections for the same seconds: the anchor, the floor and our
 *    routes; then the ratios (bench/ratios.ts), each missed one measured again once.
 * 4. Resident memory at rest on the demo data (bench/memory.ts), the city page's and the largest
 *    embed's sizes there, and what the gazetteer adds to a server's memory.
 *
 * Prints every figure and ratio, exits 1 on a missed target. The background work and the admin's
 * history have their own run, `npm run bench:jobs` (bench/jobs.ts).
 *
 * Environment: DATABASE_URL (PostgreSQL as well), BENCH_VENUES (100000), BENCH_SECONDS (10 per
 * run), BENCH_IMPORT_HEALTH (1; 0 skips it).
 */

const VENUES = Number(process.env.BENCH_VENUES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EVENTS_PER_VENUE = 3;
const IMPORT_HEALTH = process.env.BENCH_IMPORT_HEALTH !== '0';

function log(message: string): void {
  console.info(`[bench] ${message}`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** Fills a migrated database with the generated venues and the anchor's copy of them. */
async function prepare(database: Database, gazetteer: GazetteerData, label: string) {
  log(`${label}: generating ${VENUES.toLocaleString('en-US')} venues`);
  const started = Date.now();
  await database.migrate();
  await generateVenues({ database, gazetteer, venues: VENUES, eventsPerVenue: EVENTS_PER_VENUE });
  await installAnchor(database);
  await database.close();
  log(`${label}: loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function sideBySideOnPglite(gazetteer: GazetteerData): Promise<SideBySideResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-'));
  try {
    await prepare(await openPglite(dataDir), gazetteer, 'PGlite');
    return await measureSideBySide({
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      gazetteer,
      seconds: SECONDS,
      log,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sideBySideOnPostgres(
  serverUrl: string,
  gazetteer: GazetteerData,
): Promise<SideBySideResult> {
  const name = `trivia_bench_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await prepare(await openPostgres(url.toString()), gazetteer, 'PostgreSQL');
    return await measureSideBySide({
      label: 'PostgreSQL',
      env: { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir(), WORKERS: '1' },
      gazetteer,
      seconds: SECONDS,
      log,
    });
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  log(`load average at the start: ${loadAverage()}`);
  // First: the city page and the embed are rendered from the build.
  buildWebApp(log);
  const importHealth = IMPORT_HEALTH ? await benchImportHealth(log) : null;
  const gazetteer = await loadGazetteerData();
  const servers = [await sideBySideOnPglite(gazetteer)];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) servers.push(await sideBySideOnPostgres(serverUrl, gazetteer));
  else log('PostgreSQL not measured: set DATABASE_URL');
  log('memory at rest on the demo data');
  const memory = await benchMemory();
  const gazetteerMb = gazetteerRssMb();

  console.info('');
  console.info(
    `Load average at the end (1/5/15 min): ${loadAverage()}. ${os.cpus().length} cores, shared by the servers, their databases and the load generator.`,
  );
  console.info(
    `${VENUES.toLocaleString('en-US')} venues, ${EVENTS_PER_VENUE} events each; searches radius 30 miles, limit 50; ${CONNECTIONS} connections, ${SECONDS} s a run; static file of ${servers[0]?.staticBytes.toLocaleString('en-US')} bytes.`,
  );
  console.info('');
  printTable(servers.flatMap((server) => server.rows));
  console.info('');
  printRatios(servers.flatMap((server) => server.ratios));
  const missed = servers.flatMap((server) => server.ratios.flatMap((ratio) => ratio.missed));
  if (importHealth) missed.push(...reportImportHealth(importHealth));
  console.info('');
  for (const reading of memory.readings) {
    console.info(`Resident memory at rest (${reading.label}): ${reading.atRestMb.toFixed(0)} MB`);
  }
  const [demo] = memory.readings;
  if (demo) {
    console.info(
      `Demo data: city page ${demo.cityPageKb.toFixed(1)} KB (target ≤ ${SIZE_TARGETS.cityPageKb}), near embed ${demo.embedKb.toFixed(1)} KB (target ≤ ${SIZE_TARGETS.embedKb})`,
    );
  }
  missed.push(...memory.missed);
  printGazetteerMemory(gazetteerMb);
  missed.push(...gazetteerMemoryMisses(gazetteerMb));
  console.info('');
  console.info(
    missed.length === 0 ? 'Every target met.' : `Targets missed:\n  ${missed.join('\n  ')}`,
  );
  console.info(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

await main();
