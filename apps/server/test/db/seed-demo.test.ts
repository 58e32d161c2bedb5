import {
  DAYS_OF_WEEK,
  eventLines,
  haversineMiles,
  lineFreshness,
  tabDates,
  todayIn,
} from '@trivia/shared';
import { verifyPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  account,
  adminUsers,
  events,
  nightResults,
  notifications,
  providerUsers,
  seasons,
  triviaProviders,
  user,
  userProfiles,
  userVenues,
  venues,
} from '../../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.ts';
import { DEMO_LEAGUE_NAME } from '../../src/db/seed/demo-league.ts';
import { demoTrust } from '../../src/db/seed/demo-trust.ts';
import { DEMO_VENUES } from '../../src/db/seed/demo-venues.ts';
import { isDatabaseEmpty, seedDemoData } from '../../src/db/seed/seed-demo.ts';
import { findNearbyVenues } from '../../src/services/nearby/index.ts';
import { findSeasonStandings } from '../../src/services/seasons/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

const DOWNTOWN_NASHVILLE = { latitude: 36.1627, longitude: -86.7816 };

describe('the demo data', () => {
  let database: Database;
  let firstRun: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    firstRun = await seedDemoData(database.db, { now: new Date('2026-11-21T18:00:00Z') });
  });
  afterAll(() => database.close());

  it('has about 60 venues and more than 100 events in five or more metro areas', async () => {
    expect(firstRun.venues).toBeGreaterThanOrEqual(55);
    expect(firstRun.events).toBeGreaterThan(100);
    const states = await database.db
      .selectDistinct({
        state: sql<string>`substring(${venues.addressOriginal} from ', ([A-Z]{2}) \\d{5}$')`,
      })
      .from(venues);
    expect(states.length).toBeGreaterThanOrEqual(5);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const again = await seedDemoData(database.db);
    expect(again).toEqual({ users: 0, providers: 0, venues: 0, events: 0 });
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(venues);
    expect(row?.n).toBe(firstRun.venues);
  });

  it("has a provider's league with three past nights of results at two venues, seeded once", async () => {
    const [league] = await database.db
      .select()
      .from(seasons)
      .where(eq(seasons.name, DEMO_LEAGUE_NAME));
    expect(league?.providerId).toBeTruthy();
    const posted = await database.db.select().from(nightResults);
    expect(posted).toHaveLength(6);
    // The last three Fridays and Saturdays before the seeding day (Saturday 21 November 2026),
    // after its second run (above): each night once.
    expect(posted.map((night) => night.occurrenceDate).sort()).toEqual([
      '2026-10-31',
      '2026-11-06',
      '2026-11-07',
      '2026-11-13',
      '2026-11-14',
      '2026-11-20',
    ]);
    const standings = await findSeasonStandings({ db: database.db, slug: league?.slug ?? '' });
    const rows = standings?.rows ?? [];
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.qualified).length).toBeGreaterThanOrEqual(5);
    expect(rows[0]?.rank).toBe(1);
  });

  it('has events of every frequency, self-hosted events and inactive ones', async () => {
    const rows = await database.db.select().from(events);
    expect(new Set(rows.map((event) => event.frequency))).toEqual(
      new Set(['weekly', 'monthly', 'one-time']),
    );
    expect(rows.some((event) => event.providerId === null)).toBe(true);
    expect(rows.some((event) => !event.isActive)).toBe(true);
    for (const event of rows.filter((row) => row.frequency === 'monthly'))
      expect(event.weekOfMonth).not.toBeNull();
    for (const event of rows.filter((row) => row.frequency === 'one-time')) {
      expect(event.eventDate && event.eventDate > '2026-11-21').toBe(true);
    }
  });

  it('has imported venues with Google data and every verification status', async () => {
    const rows = await database.db.select().from(venues);
    const imported = rows.filter((venue) => venue.isImported);
    expect(imported.length).toBeGreaterThanOrEqual(5);
    for (const venue of imported) {
      expect(venue.googlePlaceId).toBeTruthy();
      expect(venue.googleName).toBeTruthy();
    }
    expect(new Set(rows.map((venue) => venue.verificationStatus))).toEqual(
      new Set(['verified', 'pending', 'failed', 'needs_review']),
    );
    for (const venue of rows) expect(venue.timezone).toMatch(/^America\//);
  });

  it('has providers for every contact case, one as a JSON string, one inactive, one pending', async () => {
    const rows = await database.db.select().from(triviaProviders);
    const contacts = rows.map((provider) => ({
      provider,
      info: (typeof provider.contactInfo === 'string'
        ? JSON.parse(provider.contactInfo)
        : provider.contactInfo) as {
        emails?: string[];
        phones?: string[];
        note?: string | null;
      } | null,
    }));
    expect(contacts.some(({ info }) => (info?.emails?.length ?? 0) > 0)).toBe(true);
    expect(
      contacts.some(({ info }) => !info?.emails?.length && (info?.phones?.length ?? 0) > 0),
    ).toBe(true);
    expect(contacts.some(({ info }) => /research needed/i.test(info?.note ?? ''))).toBe(true);
    expect(contacts.some(({ info }) => info === null)).toBe(true);
    // Drizzle parses a JSON string on the way out, so ask the database how it is stored.
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(triviaProviders)
      .where(sql`jsonb_typeof(${triviaProviders.contactInfo}) = 'string'`);
    expect(stored?.n).toBe(1);
    expect(rows.some((provider) => !provider.isActive)).toBe(true);
    expect(rows.some((provider) => provider.name === 'Nerdy Talk')).toBe(true);
    const pending = rows.filter((provider) => provider.status === 'pending');
    expect(pending).toHaveLength(1);
    const [notice] = await database.db.select().from(notifications);
    expect(notice?.relatedId).toBe(pending[0]?.id);
  });

  it('has the three demo accounts with their passwords and roles', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await database.db
        .select({ id: user.id, hash: account.password, role: userProfiles.role })
        .from(user)
        .innerJoin(account, eq(account.userId, user.id))
        .innerJoin(userProfiles, eq(userProfiles.id, user.id))
        .where(eq(user.email, demo.email));
      expect(row?.role).toBe(demo.role);
      expect(await verifyPassword({ hash: row?.hash ?? '', password: demo.password })).toBe(true);
    }
    const admins = await database.db.select().from(adminUsers);
    expect(admins.map((admin) => admin.role)).toEqual(['god']);
  });

  it('gives the owner some venues but not all, and the provider user an approved provider', async () => {
    const [owner] = await database.db
      .select()
      .from(user)
      .where(eq(user.email, 'owner@example.com'));
    const links = await database.db
      .select()
      .from(userVenues)
      .where(eq(userVenues.userId, owner?.id ?? ''));
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links.length).toBeLessThan(firstRun.venues);
    expect(links.some((link) => link.role === 'owner')).toBe(true);

    const [member] = await database.db
      .select({ status: triviaProviders.status, role: providerUsers.role })
      .from(providerUsers)
      .innerJoin(user, eq(user.id, providerUsers.userId))
      .innerJoin(triviaProviders, eq(triviaProviders.id, providerUsers.providerId))
      .where(eq(user.email, 'provider@example.com'));
    expect(member).toEqual({ status: 'approved', role: 'admin' });
  });

  it('has an active weekly event every day of the week within 30 miles of downtown Nashville', async () => {
    const rows = await database.db
      .select({ day: events.dayOfWeek, latitude: venues.latitude, longitude: venues.longitude })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(sql`${events.isActive} and ${events.frequency} = 'weekly'`);
    const nearbyDays = new Set(
      rows
        .filter(
          (row) =>
            haversineMiles(DOWNTOWN_NASHVILLE, {
              latitude: row.latitude ?? 0,
              longitude: row.longitude ?? 0,
            }) <= 30,
        )
        .map((row) => row.day),
    );
    expect([...nearbyDays].sort()).toEqual([...DAYS_OF_WEEK].sort());
  });

  it('has no venue in Montana or Wyoming', async () => {
    const rows = await database.db.select().from(venues);
    const inBox = (lat: number, lng: number, box: [number, number, number, number]) =>
      lat >= box[0] && lat <= box[1] && lng >= box[2] && lng <= box[3];
    for (const venue of rows) {
      const { latitude, longitude } = venue;
      expect(
        inBox(latitude ?? 0, longitude ?? 0, [44.35, 49.0, -116.05, -104.04]),
        venue.nameOriginal,
      ).toBe(false);
      expect(
        inBox(latitude ?? 0, longitude ?? 0, [40.99, 45.01, -111.06, -104.05]),
        venue.nameOriginal,
      ).toBe(false);
      expect(venue.addressOriginal).not.toMatch(/, (MT|WY) \d{5}/);
    }
  });
});

describe("the demo data's trust words", () => {
  let database: Database;
  const now = new Date();
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, { now });
  });
  afterAll(() => database.close());

  it("shows a first visitor to Nashville's week a mix: Confirmed, Checked and not checked lately", async () => {
    const date = todayIn('America/Chicago', now);
    const { venues: found } = await findNearbyVenues({
      db: database.db,
      query: { ...DOWNTOWN_NASHVILLE, radiusMiles: 30, limit: 100, date },
    });
    const words = found.flatMap((venue) =>
      eventLines(venue, tabDates('week', date)).map((line) => lineFreshness(line, date).label),
    );
    const share = (pattern: RegExp) =>
      words.filter((word) => pattern.test(word)).length / words.length;
    expect(share(/^Confirmed$/)).toBeGreaterThan(0.15);
    expect(share(/^Checked [A-Z][a-z]{2} \d{1,2}$/)).toBeGreaterThan(0.15);
    expect(share(/^Not checked recently$/)).toBeGreaterThan(0.1);
    expect(share(/^Not checked recently$/)).toBeLessThan(0.5);
  });

  it("gives the demo's events every kind of care, by their keys", () => {
    const kinds = new Set(
      DEMO_VENUES.flatMap((venue) =>
        venue.events.map((_, index) => demoTrust(`${venue.key}:${index}`).kind),
      ),
    );
    expect(kinds).toEqual(new Set(['confirmed', 'checked', 'stale']));
  });
});
