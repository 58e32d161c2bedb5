import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DAYS_OF_WEEK, type FeedCounts, type FeedVenueInput } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  type Database,
  openPglite,
  openPostgres,
  queryRows,
} from '../apps/server/src/db/client.ts';
import { providerFeeds } from '../apps/server/src/db/schema/index.ts';
import type { GazetteerData } from '../apps/server/src/geo/gazetteer-data.ts';
import { matchVenues, readFeedNow } from '../apps/server/src/services/feeds/index.ts';
import { generateVenues, seededRandom } from './generate.ts';
import { healthWhile } from './health-while.ts';

/**
 * The budgets, on PGlite with 100,000 venues held: a provider's feed of 2,000 venues (half
 * of them ours under a slightly different name or address, half new) and 6,000 weekly events —
 * preview ≤ 10 s, apply ≤ 30 s, a second unchanged read ≤ 3 s that changes nothing, and
 * `/api/health` p99 ≤ 50 ms while each runs; matching the 2,000 venues alone ≤ 5 s.
 */

const TARGETS = { previewS: 10, applyS: 30, secondReadS: 3, matchS: 5, healthP99Ms: 50 };
const EVENTS_PER_VENUE = 3;

export interface FeedBenchResult {
  label: string;
  held: number;
  venues: number;
  events: number;
  matchS: number;
  phases: { name: string; seconds: number; healthP99Ms: number; healthSamples: number }[];
  secondReadCounts: FeedCounts;
  changedBySecondRead: number;
}

/** The feed: `count` venues, every other one ours with its name and street written differently. */
async function feedDocument(db: Parameters<typeof queryRows>[0], count: number) {
  const held = await queryRows<{
    name: string;
    address: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`select name_original as name, address_original as address, latitude, longitude
      from venues order by id limit ${Math.ceil(count / 2)}`,
  );
  const random = seededRandom(30);
  const venues: FeedVenueInput[] = [];
  for (let index = 0; index < count; index += 1) {
    const ours = index % 2 === 0 ? held[index / 2] : undefined;
    const base = ours
      ? {
          name: `The ${ours.name}`,
          address: ours.address.replace(' St,', ' Street,'),
          latitude: ours.latitude + 0.0001,
          longitude: ours.longitude,
        }
      : {
          name: `Feed Tavern ${index}`,
          address: `${index} Feed Avenue, Springfield, IL 62701`,
          latitude: 39.78 + random() * 0.2,
          longitude: -89.65 + random() * 0.2,
        };
    venues.push({
      id: `venue-${index}`,
      ...base,
      events: Array.from({ length: EVENTS_PER_VENUE }, (_, event) => ({
        id: `event-${index}-${event}`,
        dayOfWeek: DAYS_OF_WEEK[(index + event * 2) % 7] ?? 'Monday',
        startTime: `${18 + event}:00`,
        prizeAmount: 25 * (1 + (index % 4)),
      })),
    });
  }
  return JSON.stringify({ venues });
}

async function counted(db: Parameters<typeof queryRows>[0]) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from events)::int + (select count(*) from venues)::int
      + (select count(*) from audit_log)::int + (select count(*) from event_occurrences)::int as n`,
  );
  return row?.n ?? 0;
}

interface FeedBenchOptions {
  gazetteer: GazetteerData;
  held: number;
  feedVenues: number;
  log: (message: string) => void;
}

/** On PGlite, and on PostgreSQL too when `postgresUrl` is given (a database of its own there). */
export async function benchFeeds(
  options: FeedBenchOptions & { postgresUrl?: string | undefined },
): Promise<FeedBenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-feeds-'));
  const results: FeedBenchResult[] = [];
  try {
    results.push(await benchFeedOn('PGlite', await openPglite(dataDir), dataDir, options));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!options.postgresUrl) return results;
  const name = `trivia_bench_feeds_${process.pid}`;
  const admin = postgres(options.postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openPostgres(url.toString());
    results.push(await benchFeedOn('PostgreSQL', database, os.tmpdir(), options));
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  return results;
}

async function benchFeedOn(
  label: string,
  database: Database,
  dataDir: string,
  options: FeedBenchOptions,
): Promise<FeedBenchResult> {
  const { gazetteer, held, feedVenues } = options;
  const log = (message: string) => options.log(`${label}: ${message}`);
  const source = http.createServer();
  try {
    await database.migrate();
    log(`feeds: generating ${held.toLocaleString('en-US')} venues`);
    await generateVenues({ database, gazetteer, venues: held, eventsPerVenue: 3 });
    const body = await feedDocument(database.db, feedVenues);
    source.on('request', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/feed.json`;

    const [provider] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into trivia_providers (name, status) values ('Feed Bench Trivia', 'approved') returning id`,
    );
    const [feed] = await database.db
      .insert(providerFeeds)
      .values({ providerId: provider?.id ?? '', name: 'Bench feed', format: 'json', url: feedUrl })
      .returning();
    if (!feed) throw new Error('the bench feed was not stored');

    const incoming = JSON.parse(body).venues.map((venue: FeedVenueInput, index: number) => ({
      key: String(index),
      name: venue.name,
      address: venue.address,
      latitude: venue.latitude ?? null,
      longitude: venue.longitude ?? null,
    }));
    log(`feeds: matching ${feedVenues.toLocaleString('en-US')} venues`);
    const matchStarted = performance.now();
    await matchVenues({ db: database.db, incoming });
    const matchS = (performance.now() - matchStarted) / 1000;

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO: '0',
      JOBS_POLL_MS: '0',
      FEED_ALLOW_HOSTS: '127.0.0.1',
    });
    const app = await buildApp({ config, database, logger: { level: 'warn' } });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      for (let warm = 0; warm < 50; warm += 1) await fetch(`${base}/api/health`);
      const phases: FeedBenchResult['phases'] = [];
      const run = async (name: string, apply: boolean) => {
        log(`feeds: ${name}`);
        const started = performance.now();
        const { result, p99, samples } = await healthWhile(
          base,
          readFeedNow({ reader: app.feedReader, feed, apply, userId: null }),
        );
        phases.push({
          name,
          seconds: (performance.now() - started) / 1000,
          healthP99Ms: p99,
          healthSamples: samples,
        });
        return result;
      };
      await run('preview', false);
      await run('apply', true);
      const before = await counted(database.db);
      const second = await run('second read (unchanged)', true);
      return {
        label,
        held,
        venues: feedVenues,
        events: feedVenues * EVENTS_PER_VENUE,
        matchS,
        phases,
        secondReadCounts: second.changes.counts,
        changedBySecondRead: (await counted(database.db)) - before,
      };
    } finally {
      await app.close();
    }
  } finally {
    source.close();
    await database.close().catch(() => undefined);
  }
}

/** Prints the feed lines and returns the targets missed. */
export function reportFeeds(result: FeedBenchResult): string[] {
  const missed: string[] = [];
  console.info(
    `Provider feed (${result.label}, ${result.held.toLocaleString('en-US')} venues held): ${result.venues.toLocaleString('en-US')} venues, ${result.events.toLocaleString('en-US')} weekly events; matching alone ${result.matchS.toFixed(1)} s (target ≤ ${TARGETS.matchS} s)`,
  );
  if (result.matchS > TARGETS.matchS) {
    missed.push(`${result.label}: feed matching ${result.matchS.toFixed(1)} s`);
  }
  const limits: Record<string, number> = {
    preview: TARGETS.previewS,
    apply: TARGETS.applyS,
    'second read (unchanged)': TARGETS.secondReadS,
  };
  for (const phase of result.phases) {
    const limit = limits[phase.name] ?? 0;
    console.info(
      `  ${phase.name}: ${phase.seconds.toFixed(1)} s (target ≤ ${limit} s); /api/health p99 ${phase.healthP99Ms.toFixed(1)} ms over ${phase.healthSamples} requests (target ≤ ${TARGETS.healthP99Ms} ms)`,
    );
    const where = `${result.label}: feed ${phase.name}`;
    if (phase.seconds > limit) missed.push(`${where} ${phase.seconds.toFixed(1)} s`);
    if (phase.healthP99Ms > TARGETS.healthP99Ms) {
      missed.push(`${where}: /api/health p99 ${phase.healthP99Ms.toFixed(1)} ms`);
    }
  }
  const c = result.secondReadCounts;
  const changes = c.venuesNew + c.venuesMatched + c.eventsNew + c.eventsChanged + c.eventsGone;
  console.info(
    `  the second read found ${changes} changes and wrote ${result.changedBySecondRead} rows (target: none)`,
  );
  if (changes > 0 || result.changedBySecondRead !== 0)
    missed.push('the second feed read changed something');
  return missed;
}
