import { addDays, dayOfWeekOf, providerPageSlug, todayIn } from '@trivia/shared';
import type { Db } from '../../../src/db/client.ts';
import {
  createEvent,
  createNightResult,
  createOccurrence,
  createProvider,
  createSeason,
  createVenue,
} from '../../../src/db/factories.ts';

/** Downtown Franklin, TN. */
export const FRANKLIN = { latitude: 35.9251, longitude: -86.8689 };

/** A provider's weekly night at a Franklin taproom, with one night cancelled. */
export async function seedFranklin(db: Db) {
  const provider = await createProvider(db, {
    name: 'Harpeth Quiz Co.',
    website: 'https://harpeth-quiz.example',
  });
  const venue = await createVenue(db, {
    nameOriginal: 'Main Street Taproom',
    addressOriginal: '100 Main St, Franklin, TN 37064',
    ...FRANKLIN,
  });
  const inTwoDays = addDays(todayIn('America/Chicago'), 2);
  const event = await createEvent(db, {
    venueId: venue.id,
    providerId: provider.id,
    eventType: 'General Trivia',
    dayOfWeek: dayOfWeekOf(inTwoDays),
    startTime: '19:30',
    prizeAmount: 50,
  });
  await createOccurrence(db, { eventId: event.id, occurrenceDate: inTwoDays, status: 'cancelled' });
  // The taproom's league: last week's night, its results posted (decisions 205, 207).
  const lastWeek = addDays(inTwoDays, -7);
  await createNightResult(db, {
    eventId: event.id,
    occurrenceDate: lastWeek,
    entries: [
      { team: 'Quizly Bears', score: 52 },
      { team: 'Franklin Owls', score: 47.5 },
    ],
  });
  const season = await createSeason(db, {
    providerId: provider.id,
    name: 'Main Street Taproom League',
    startsOn: addDays(lastWeek, -30),
    endsOn: addDays(lastWeek, 60),
    eventIds: [event.id],
    rule: {
      scoring: { kind: 'placement', points: [10, 8, 6], rest: 2 },
      minNights: 0,
      tieBreaks: ['wins'],
    },
  });
  return {
    provider,
    venue,
    event,
    inTwoDays,
    venueSlug: `main-street-taproom-franklin-tn-${venue.id.slice(0, 4)}`,
    providerSlug: providerPageSlug(provider),
    seasonSlug: season.slug,
  };
}

/** Downtown Nashville, TN: 18 miles from Franklin. */
export const NASHVILLE = { latitude: 36.1627, longitude: -86.7816 };

/**
 * Franklin's taproom and a second provider with two Nashville venues (one night each, one of
 * them self-hosted): a few venues, providers and towns that the public API's slugs can name.
 */
export async function seedFew(db: Db) {
  const franklin = await seedFranklin(db);
  const provider = await createProvider(db, { name: 'Music Row Trivia' });
  const today = todayIn('America/Chicago');
  const venueSlugs = [franklin.venueSlug];
  for (const [index, name] of ['The Broadway Tap', 'Cumberland Alehouse'].entries()) {
    const venue = await createVenue(db, {
      nameOriginal: name,
      addressOriginal: `${200 + index} Broadway, Nashville, TN 37203`,
      latitude: NASHVILLE.latitude + index / 100,
      longitude: NASHVILLE.longitude,
    });
    await createEvent(db, {
      venueId: venue.id,
      providerId: index === 0 ? provider.id : null,
      dayOfWeek: dayOfWeekOf(addDays(today, index + 1)),
      startTime: '20:00',
    });
    venueSlugs.push(
      `${name.toLowerCase().replaceAll(' ', '-')}-nashville-tn-${venue.id.slice(0, 4)}`,
    );
  }
  return {
    venueSlugs,
    providerSlugs: [franklin.providerSlug, providerPageSlug(provider)],
    citySlugs: ['franklin-tn', 'nashville-tn', '37064'],
    seasonSlugs: [franklin.seasonSlug],
  };
}
