import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createEvent, createProvider, createVenue } from '../../src/db/factories.ts';
import { findProviderPage, listProviderSitemapEntries } from '../../src/services/provider-pages.ts';
import { createTestDatabase } from '../helpers/database.ts';

/** Downtown Franklin, TN. */
const FRANKLIN = { latitude: 35.9251, longitude: -86.8689 };

describe('provider pages', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("lists the provider's venues by name with only its own events, and finds it by its slug", async () => {
    const db = database.db;
    const provider = await createProvider(db, { name: 'Harpeth Quiz Co.', status: 'approved' });
    const other = await createProvider(db, { name: 'Other Quiz', status: 'approved' });
    const day = dayOfWeekOf(addDays(todayIn('America/Chicago'), 2));
    const taproom = await createVenue(db, { nameOriginal: 'Taproom', ...FRANKLIN });
    const alehouse = await createVenue(db, { nameOriginal: 'Alehouse', ...FRANKLIN });
    const mine = await createEvent(db, {
      venueId: taproom.id,
      providerId: provider.id,
      dayOfWeek: day,
      startTime: '19:00',
    });
    await createEvent(db, {
      venueId: taproom.id,
      providerId: other.id,
      dayOfWeek: day,
      startTime: '20:00',
    });
    await createEvent(db, { venueId: alehouse.id, providerId: provider.id, dayOfWeek: day });
    await createEvent(db, {
      venueId: alehouse.id,
      providerId: provider.id,
      dayOfWeek: day,
      isActive: false,
    });

    const slug = `harpeth-quiz-co-${provider.id.slice(0, 4)}`;
    const page = await findProviderPage({ db, slug });
    expect(page.provider).toMatchObject({ id: provider.id, slug, name: 'Harpeth Quiz Co.' });
    expect(page.venues.map((entry) => entry.venue.name)).toEqual(['Alehouse', 'Taproom']);
    expect(page.venues[1]?.events.map((event) => event.id)).toEqual([mine.id]);
    expect(page.venues[0]?.events).toHaveLength(1);

    expect(
      (await findProviderPage({ db, slug: `harpeth-quiz-co-${other.id.slice(0, 4)}` })).provider,
    ).toBeNull();
    const sitemap = await listProviderSitemapEntries({ db });
    expect(sitemap.map((entry) => entry.path)).toContain(`/trivia-by-${slug}`);
  });

  it('has no page for a rejected or inactive provider, or one without an active event', async () => {
    const db = database.db;
    const venue = await createVenue(db, { nameOriginal: 'Pub', ...FRANKLIN });
    for (const options of [{ status: 'rejected' as const }, { isActive: false }, {}]) {
      const provider = await createProvider(db, { name: 'Quiet Quiz', ...options });
      if (Object.keys(options).length > 0) {
        await createEvent(db, { venueId: venue.id, providerId: provider.id });
      }
      const slug = `quiet-quiz-${provider.id.slice(0, 4)}`;
      expect(await findProviderPage({ db, slug })).toEqual({ provider: null, venues: [] });
      const sitemap = await listProviderSitemapEntries({ db });
      expect(sitemap.map((entry) => entry.path)).not.toContain(`/trivia-by-${slug}`);
    }
  });
});
