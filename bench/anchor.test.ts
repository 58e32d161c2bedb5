import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  type Database,
  openPglite,
  openPostgres,
  queryRows,
} from '../apps/server/src/db/client.ts';
import { loadGazetteerData } from '../apps/server/src/geo/load-gazetteer.ts';
import { machineTime } from '../apps/server/test/helpers/machine-time.ts';
import { ANCHOR_PATH, anchorRoute, installAnchor } from './anchor.ts';
import { generateVenues } from './generate.ts';

/**
 * The anchor is the spec's search (decision 181): on the same data it finds the venues our search
 * finds, nearest first — on PGlite with the distance in plain SQL, and on PostgreSQL with PostGIS
 * when TEST_DATABASE_URL is set.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const kinds = ['pglite', ...(serverUrl ? ['postgres'] : [])] as const;

async function openDatabase(kind: string, name: string, dataDir: string): Promise<Database> {
  if (kind === 'pglite' || !serverUrl) return openPglite(dataDir);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

describe.each(kinds)('the anchor on %s', (kind) => {
  const name = `trivia_anchor_test_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-anchor-test-'));
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openDatabase(kind, name, dataDir);
    await database.migrate();
    const gazetteer = await loadGazetteerData();
    await generateVenues({ database, gazetteer, venues: 400, eventsPerVenue: 3 });
    await installAnchor(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO: '0',
      JOBS_POLL_MS: '0',
    });
    app = await buildApp({ config, database, logger: false });
    anchorRoute(app, database);
  }, machineTime(120_000));

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres' && serverUrl) {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, machineTime(60_000));

  it(
    'finds the venues our search finds, nearest first, with their active events',
    async () => {
      // Where the most venues are: around the first venue of the largest town's cluster.
      const [centre] = await queryRows<{ latitude: number; longitude: number }>(
        database.db,
        sql`select latitude, longitude from venues order by (
          select count(*) from venues near
          where abs(near.latitude - venues.latitude) < 0.3
            and abs(near.longitude - venues.longitude) < 0.3) desc, id limit 1`,
      );
      const query = `lat=${centre?.latitude}&lng=${centre?.longitude}&radius_miles=30&limit=20`;
      const anchor = await app.inject({ url: `${ANCHOR_PATH}?${query}` });
      const ours = await app.inject({ url: `/api/venues/nearby?${query}` });
      expect(anchor.statusCode).toBe(200);
      expect(ours.statusCode).toBe(200);
      const found = anchor.json<{
        venues: { id: string; distance_miles: number; events: { is_active: boolean }[] }[];
      }>().venues;
      const ourIds = ours.json<{ venues: { id: string }[] }>().venues.map((venue) => venue.id);
      expect(found.length).toBeGreaterThan(5);
      expect(found.map((venue) => venue.id)).toEqual(ourIds);
      const distances = found.map((venue) => venue.distance_miles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.at(-1)).toBeLessThanOrEqual(30);
      for (const venue of found) {
        expect(venue.events.length).toBeGreaterThan(0);
        expect(venue.events.every((event) => event.is_active)).toBe(true);
      }
    },
    machineTime(30_000),
  );
});
