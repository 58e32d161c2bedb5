import { ADMIN_ONLY_PAGE, VENUE_IMPORT_ADMIN_ONLY } from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProvider, createUser } from '../../src/db/factories.ts';
import { loadActor, type ServerActor } from '../../src/services/actor.ts';
import {
  getNotificationSummary,
  markAllProviderNotificationsRead,
} from '../../src/services/notifications.ts';
import { approveProvider, rejectProvider } from '../../src/services/provider-review.ts';
import { listProviders, updateProviderContacts } from '../../src/services/providers.ts';
import { importVenues } from '../../src/services/venues/import-venues.ts';
import { useTestApp } from '../helpers/app.ts';

/**
 * Admin-only services refuse everyone else themselves (decision 026): the routes' early refusal
 * only moves the 403 ahead of input validation, it is not what keeps these services safe.
 */
describe('admin-only services, called without their routes', () => {
  const testApp = useTestApp();
  let owner: ServerActor;
  let staff: ServerActor;
  let providerId: string;

  beforeAll(async () => {
    const db = testApp.database.db;
    const load = async (role: 'venue_owner' | null) =>
      loadActor({ db, user: (await createUser(db, { role })).user, adminEmails: [] });
    owner = await load('venue_owner');
    staff = await load(null);
    providerId = (await createProvider(db, { status: 'pending', isActive: false })).id;
  });

  const refusals = (actor: ServerActor) => {
    const { db } = testApp.database;
    const logger = testApp.app.log;
    const review = { db, actor, providerId, mailer: testApp.app.mailer, publicUrl: '', logger };
    return [
      [ADMIN_ONLY_PAGE, () => listProviders({ db, actor, logger })],
      [
        ADMIN_ONLY_PAGE,
        () =>
          updateProviderContacts({
            db,
            actor,
            providerId,
            input: { emails: [], phones: [], address: null, note: null },
            logger,
          }),
      ],
      [ADMIN_ONLY_PAGE, () => approveProvider(review)],
      [ADMIN_ONLY_PAGE, () => rejectProvider(review)],
      [ADMIN_ONLY_PAGE, () => getNotificationSummary({ db, actor })],
      [ADMIN_ONLY_PAGE, () => markAllProviderNotificationsRead({ db, actor })],
      [
        VENUE_IMPORT_ADMIN_ONLY,
        () => importVenues({ db, actor, format: 'csv', content: 'name,address\nA,B' }),
      ],
    ] as const;
  };

  it.each(['a venue owner', 'read-only staff'])('refuse %s with 403', async (who) => {
    const actor = who === 'a venue owner' ? owner : staff;
    for (const [message, call] of refusals(actor)) {
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN', statusCode: 403, message });
    }
    const [provider] = (
      await listProviders({
        db: testApp.database.db,
        actor: { ...actor, isAdmin: true },
        logger: testApp.app.log,
      })
    ).providers.filter((entry) => entry.id === providerId);
    expect(provider?.status).toBe('pending');
  });
});
