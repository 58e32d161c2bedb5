import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import type { TestApp } from '../helpers/app.ts';
import { signedInPerson } from '../helpers/auth.ts';

/** Factories' venues are in Nashville: their nights are Chicago's. */
export const TODAY = todayIn('America/Chicago');
export const weeksAgo = (weeks: number) => addDays(TODAY, -7 * weeks);
export const A_WHILE_AGO = new Date(Date.now() - 365 * 24 * 3600 * 1000);

/**
 * A league's people and place: a provider (its host Pam, signed in) running a weekly night at a
 * pub on last week's weekday at 19:00; Ivan of another provider; Otto, who owns an unrelated bar.
 */
export async function leagueWorld(testApp: TestApp, providerName: string) {
  const db = testApp.database.db;
  const provider = await createProvider(db, { name: providerName });
  const otherProvider = await createProvider(db, {});
  const pam = await signedInPerson(testApp, 'Pam Host');
  const ivan = await signedInPerson(testApp, 'Ivan Other');
  const otto = await signedInPerson(testApp, 'Otto Owner');
  await addProviderUser(db, { userId: pam.user.id, providerId: provider.id });
  await addProviderUser(db, { userId: ivan.user.id, providerId: otherProvider.id });
  await createVenue(db, { ownedBy: otto.user.id });
  const pub = await createVenue(db, {});
  const event = await createEvent(db, {
    venueId: pub.id,
    providerId: provider.id,
    dayOfWeek: dayOfWeekOf(weeksAgo(1)),
    startTime: '19:00',
    createdAt: A_WHILE_AGO,
  });
  return { provider, otherProvider, pam, ivan, otto, pub, event };
}
