import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { feedVenues, nightReports, venues } from '../../../src/db/schema/index.ts';
import { signInNewUser, useAdminApp } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/** Every column of every table that points at a venue, read from the catalogue. */
async function venueReferences(db: Parameters<typeof queryRows>[0]) {
  return queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'venues'::regclass
      order by 1, 2`,
  );
}

async function countWhere(
  db: Parameters<typeof queryRows>[0],
  table: string,
  column: string,
  id: string,
) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return row?.n ?? 0;
}

async function countAll(db: Parameters<typeof queryRows>[0], table: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
}

describe('merging two venues that are one', () => {
  const source = useFeedServer();
  const { testApp, admin, db } = useAdminApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });

  it('moves events, nights, reports, memberships and history to the kept venue and leaves no orphan', async () => {
    const kept = await createVenue(db(), {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St, Nashville, TN 37203',
    });
    const merged = await createVenue(db(), {
      nameOriginal: 'The Crown & Anchor Pub',
      addressOriginal: '123 Main Street, Nashville, TN 37203',
    });
    const event = await createEvent(db(), {
      venueId: merged.id,
      dayOfWeek: 'Tuesday',
      startTime: '19:00',
    });
    await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: '2027-01-05',
      status: 'confirmed',
    });
    await db().insert(nightReports).values({
      eventId: event.id,
      occurrenceDate: '2027-01-05',
      reason: 'not_happening',
      reporterKey: 'k',
    });
    const owner = await createUser(db());
    await linkUserToVenue(db(), { userId: owner.user.id, venueId: merged.id });
    // A change on the merged venue's own page before the merge.
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/venues/${merged.id}`,
      payload: { verificationStatus: 'verified' },
    });

    const references = await venueReferences(db());
    expect(references.length).toBeGreaterThanOrEqual(6);
    const tables = [...new Set(references.map((ref) => ref.table_name))].filter(
      // Answers about the merged venue go with it; the merge itself is remembered.
      (table) => table !== 'distinct_venue_pairs' && table !== 'venue_merges',
    );
    const before = new Map(
      await Promise.all(tables.map(async (t) => [t, await countAll(db(), t)] as const)),
    );
    const nightsBefore = await countAll(db(), 'event_occurrences');
    const reportsBefore = await countAll(db(), 'night_reports');

    const response = await admin.post(`/api/admin/venues/${kept.id}/merge`, {
      mergedVenueId: merged.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ movedEvents: 1 });

    for (const { table_name, column_name } of references) {
      expect(
        await countWhere(db(), table_name, column_name, merged.id),
        `${table_name}.${column_name}`,
      ).toBe(0);
    }
    for (const table of tables) expect(await countAll(db(), table), table).toBe(before.get(table));
    expect(await countAll(db(), 'event_occurrences')).toBe(nightsBefore);
    expect(await countAll(db(), 'night_reports')).toBe(reportsBefore);
    expect(await countWhere(db(), 'events', 'venue_id', kept.id)).toBe(1);
    expect(await countWhere(db(), 'user_venues', 'venue_id', kept.id)).toBe(1);
    expect(await countWhere(db(), 'venue_merges', 'kept_venue_id', kept.id)).toBe(1);

    const history = (await admin.get(`/api/admin/venues/${kept.id}/history`)).json();
    const actions = history.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('merged');
    expect(actions).toContain('updated');
    expect((await admin.get(`/api/admin/venues/${merged.id}`)).statusCode).toBe(404);
  });

  it('never makes a hand-kept venue feed-owned: merged with one a feed brought in, it stays editable', async () => {
    const provider = await createProvider(db(), { name: 'Lamplight Quiz Co.' });
    source.contentType = 'application/json';
    source.body = JSON.stringify({
      venues: [
        {
          id: 'v-lamp',
          name: 'The Lamplighter',
          address: '9 Gaslight Ave, Nashville, TN 37203',
          latitude: 36.171,
          longitude: -86.79,
          events: [{ id: 'e-lamp-mon', dayOfWeek: 'Monday', startTime: '19:00' }],
        },
      ],
    });
    const feed = await admin.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Lamplight schedule',
      format: 'json',
      url: source.url('/lamp.json'),
    });
    expect(feed.statusCode).toBe(201);
    const feedId: string = feed.json().id;
    const applied = await admin.post(`/api/admin/feeds/${feedId}/apply`);
    expect(applied.json().changes.counts).toMatchObject({ venuesNew: 1 });
    const [link] = await db().select().from(feedVenues).where(eq(feedVenues.feedId, feedId));
    expect(link).toMatchObject({ created: true });
    const feedVenueId = link?.venueId ?? '';

    const owner = await signInNewUser(testApp);
    const handKept = await createVenue(db(), {
      nameOriginal: 'Lamplighter Pub',
      addressOriginal: '9 Gaslight Avenue, Nashville, TN 37203',
      ownedBy: owner.userId,
    });
    const merged = await admin.post(`/api/admin/venues/${handKept.id}/merge`, {
      mergedVenueId: feedVenueId,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ movedEvents: 1 });

    // The feed's link moved with its event; the ownership of the name and address did not.
    expect(await db().select().from(feedVenues).where(eq(feedVenues.feedId, feedId))).toMatchObject(
      [{ venueId: handKept.id, created: false }],
    );
    const rename = () =>
      owner.request({
        method: 'PATCH',
        url: `/api/admin/venues/${handKept.id}`,
        payload: {
          nameOriginal: 'The Lamplighter Pub',
          addressOriginal: '9 Gaslight Ave, Nashville, TN 37203',
        },
      });
    const renamed = await rename();
    expect(renamed.statusCode, renamed.body).toBe(200);

    // The feed's next read finds its venue through the moved link and leaves the name alone.
    const again = await admin.post(`/api/admin/feeds/${feedId}/apply`);
    expect(again.statusCode).toBe(200);
    expect(again.json().changes.counts).toMatchObject({ venuesNew: 0 });
    const [after] = await db().select().from(venues).where(eq(venues.id, handKept.id));
    expect(after).toMatchObject({
      nameOriginal: 'The Lamplighter Pub',
      addressOriginal: '9 Gaslight Ave, Nashville, TN 37203',
    });
    expect((await rename()).statusCode).toBe(200);
  });

  it('is for platform admins only, and refuses merging a venue into itself', async () => {
    const venue = await createVenue(db());
    const other = await createVenue(db());
    const owner = await signInNewUser(testApp);
    await linkUserToVenue(db(), { userId: owner.userId, venueId: venue.id });
    await linkUserToVenue(db(), { userId: owner.userId, venueId: other.id });
    const refused = await owner.post(`/api/admin/venues/${venue.id}/merge`, {
      mergedVenueId: other.id,
    });
    expect(refused.statusCode).toBe(403);
    expect((await owner.get('/api/admin/venues/duplicates')).statusCode).toBe(403);
    const self = await admin.post(`/api/admin/venues/${venue.id}/merge`, {
      mergedVenueId: venue.id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toContain('mergedVenueId');
  });

  it('finds likely duplicates, and forgets a pair answered "different venues"', async () => {
    const a = await createVenue(db(), {
      nameOriginal: 'Tin Roof',
      addressOriginal: '1516 Demonbreun St, Nashville, TN 37203',
      latitude: 36.1522,
      longitude: -86.7932,
    });
    const b = await createVenue(db(), {
      nameOriginal: 'The Tin Roof Bar',
      addressOriginal: '1516 Demonbreun Street, Nashville, TN 37203',
      latitude: 36.1522,
      longitude: -86.7933,
    });
    const listed = (await admin.get('/api/admin/venues/duplicates')).json().pairs;
    const pair = listed.find(
      (p: { a: { id: string }; b: { id: string } }) =>
        [p.a.id, p.b.id].sort().join() === [a.id, b.id].sort().join(),
    );
    expect(pair).toBeDefined();
    const answered = await admin.post('/api/admin/venues/duplicates/distinct', {
      venueIds: [a.id, b.id],
    });
    expect(answered.statusCode).toBe(204);
    const after = (await admin.get('/api/admin/venues/duplicates')).json().pairs;
    expect(
      after.some(
        (p: { a: { id: string }; b: { id: string } }) =>
          [p.a.id, p.b.id].sort().join() === [a.id, b.id].sort().join(),
      ),
    ).toBe(false);
  });
});
