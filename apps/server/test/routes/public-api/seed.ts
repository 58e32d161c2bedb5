import { addDays, dayOfWeekOf, providerPageSlug, todayIn } from '@trivia/shared';
import type { Db } from '../../../src/db/client.ts';
import {
  createEvent,
  createOccurrence,
  createProvider,
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
  return {
    provider,
    venue,
    event,
    inTwoDays,
    venueSlug: `main-street-taproom-franklin-tn-${venue.id.slice(0, 4)}`,
    providerSlug: providerPageSlug(provider),
  };
}
