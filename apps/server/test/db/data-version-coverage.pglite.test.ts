import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { addDays, dayOfWeekOf, providerPageSlug, todayIn } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, fromPglite, queryRows } from '../../src/db/client.ts';
import {
  createEvent,
  createNightResult,
  createOccurrence,
  createProvider,
  createSeason,
  createVenue,
} from '../../src/db/factories.ts';
import { venueMerges } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Kept pages (and the nearby searches kept with them) are fresh because every write to a table they read bumps the data version (decisions 072, 080). This reads
 * what the public answers and pages really ask the database, and the catalogue's triggers, and
 * fails when a table a public answer reads has no data-version trigger: a new table read by a
 * page would otherwise serve stale pages silently.
 */

/** Tables whose own rows are the version, not data it stands for. */
const NOT_DATA = new Set(['data_version']);

/** A PGlite from the migrated template, recording the text of every statement it runs. */
async function recordingDatabase(): Promise<{ database: Database; statements: string[] }> {
  const target = inject('testDatabase');
  if (target.kind !== 'pglite') throw new Error('this test reads PGlite');
  const client = new PGlite({ loadDataDir: new Blob([await fs.readFile(target.templatePath)]) });
  await client.waitReady;
  const statements: string[] = [];
  // Recorded, then run as they were: the database and its answers are untouched.
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    statements.push(args[0]);
    return query(...args);
  }) as PGlite['query'];
  return { database: fromPglite(client), statements };
}

/** The tables `statements` read from: names after FROM or JOIN that the catalogue holds. */
function tablesRead(statements: readonly string[], tables: ReadonlySet<string>): Set<string> {
  const read = new Set<string>();
  for (const text of statements) {
    for (const match of text.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
      const name = match[1]?.toLowerCase() ?? '';
      if (tables.has(name)) read.add(name);
    }
  }
  return read;
}

describe('the data version covers every table a public answer reads', () => {
  let testApp: TestApp;
  let statements: string[];

  beforeAll(async () => {
    const recording = await recordingDatabase();
    statements = recording.statements;
    testApp = await buildTestApp({}, { database: recording.database });
  }, 60_000);

  afterAll(() => testApp?.close());

  /** Tables without a trigger that bumps the data version, of those given. */
  async function uncovered(read: Set<string>): Promise<string[]> {
    const triggered = await queryRows<{ table: string }>(
      testApp.database.db,
      sql`select distinct c.relname as "table"
        from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
        where p.proname like 'bump_data_version%'`,
    );
    const covered = new Set(triggered.map((row) => row.table));
    return [...read].filter((table) => !covered.has(table) && !NOT_DATA.has(table)).sort();
  }

  it('finds a trigger on each table the public pages and answers read', async () => {
    const db = testApp.database.db;
    const today = todayIn('America/Chicago');
    const provider = await createProvider(db, { name: 'Coverage Quiz Co.' });
    const venue = await createVenue(db, { nameOriginal: 'Coverage Tavern' });
    const event = await createEvent(db, {
      venueId: venue.id,
      providerId: provider.id,
      dayOfWeek: dayOfWeekOf(addDays(today, 1)),
    });
    await createOccurrence(db, {
      eventId: event.id,
      occurrenceDate: addDays(today, 1),
      status: 'cancelled',
    });
    const tables = new Set(
      (
        await queryRows<{ tablename: string }>(
          db,
          sql`select tablename from pg_tables where schemaname = 'public'`,
        )
      ).map((row) => row.tablename),
    );

    statements.length = 0;
    const get = async (url: string) => {
      const answer = await testApp.app.inject(url);
      expect(answer.statusCode, url).toBeLessThan(400);
      return answer;
    };
    const nearby = await get(
      `/api/venues/nearby?lat=${venue.latitude}&lng=${venue.longitude}&date=${today}`,
    );
    const slug: string = nearby.json().venues[0].slug;
    // A venue merged into this one: its old addresses redirect (decision 158).
    const mergedId = randomUUID();
    const mergedSlug = `old-coverage-inn-nashville-tn-${mergedId.slice(0, 4)}`;
    await db
      .insert(venueMerges)
      .values({ mergedVenueId: mergedId, keptVenueId: venue.id, mergedSlug });
    // A night's posted results, read by anyone (decision 205), and a season over them whose
    // standings anyone reads (decision 207).
    await createNightResult(db, {
      eventId: event.id,
      occurrenceDate: addDays(today, -6),
      entries: [{ team: 'Coverage Owls', score: 12 }],
    });
    const season = await createSeason(db, {
      providerId: provider.id,
      startsOn: addDays(today, -30),
      endsOn: today,
      eventIds: [event.id],
    });
    for (const url of [
      '/',
      '/trivia-near-nashville-tn',
      `/trivia-at-${slug}`,
      `/api/venue-pages/${slug}`,
      `/trivia-by-${providerPageSlug(provider)}`,
      `/api/provider-pages/${providerPageSlug(provider)}`,
      '/api/places/nashville-tn',
      `/api/v1/nearby?lat=${venue.latitude}&lng=${venue.longitude}`,
      `/api/v1/venues/${slug}`,
      `/api/v1/providers/${providerPageSlug(provider)}`,
      '/api/v1/cities/nashville-tn',
      `/api/venues/nearest?lat=${venue.latitude}&lng=${venue.longitude}`,
      `/trivia-at-${slug}/calendar.ics`,
      `/calendar.ics?venues=${venue.id}`,
      `/trivia-by-${providerPageSlug(provider)}/calendar.ics`,
      '/trivia-near-nashville-tn/calendar.ics?radius=50&cash=1',
      '/sitemap.xml',
      `/api/reports/night?event=${event.id}&date=${addDays(today, 1)}`,
      `/report/${event.id}/${addDays(today, 1)}`,
      `/embed/venue/${slug}`,
      `/trivia-at-${mergedSlug}`,
      `/embed/venue/${mergedSlug}`,
      `/api/v1/venues/${mergedSlug}`,
      `/calendar.ics?venues=${mergedId}`,
      `/embed/provider/${providerPageSlug(provider)}`,
      '/embed/near/nashville-tn',
      `/api/results/${event.id}/${addDays(today, -6)}`,
      `/api/v1/seasons/${season.slug}/standings`,
    ]) {
      await get(url);
    }
    const read = tablesRead(statements, tables);
    // The recording saw the search's own tables: it works.
    expect([...read]).toEqual(expect.arrayContaining(['venues', 'events', 'team_rsvps']));
    expect(await uncovered(read)).toEqual([]);

    // And the rule can fail: a table read without its trigger is named.
    await db.execute(sql`drop trigger events_data_version on events`);
    await db.execute(sql`drop trigger events_data_version_truncate on events`);
    expect(await uncovered(read)).toEqual(['events']);
  });
});
