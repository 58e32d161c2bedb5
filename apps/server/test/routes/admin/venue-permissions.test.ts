import {
  IMPORTED_ORIGINAL_PROTECTED,
  IMPORTED_VENUE_DELETE,
  NOT_YOUR_VENUE,
  ORIGINAL_LOCKED_AFTER_REVIEW,
  STAFF_READ_ONLY,
  VENUE_STATUS_ADMIN_ONLY,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CreateUserOptions,
  createEvent,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { events, venues } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { signInNewUser, TestClient } from '../../helpers/auth.ts';

type Who = 'admin' | 'creator' | 'linked owner' | 'other owner' | 'no-profile user' | 'anonymous';
type Action = 'view' | 'edit' | 'edit original data' | 'change status' | 'delete';
const WHO: Who[] = [
  'admin',
  'creator',
  'linked owner',
  'other owner',
  'no-profile user',
  'anonymous',
];
const ACTIONS: Action[] = ['view', 'edit', 'edit original data', 'change status', 'delete'];

/** Spec §6, written out here on its own so that the server is checked against the spec itself. */
function expected(
  who: Who,
  action: Action,
  isImported: boolean,
  status: VerificationStatus,
): number | string {
  if (who === 'anonymous') return 401;
  if (who === 'admin') {
    if (
      action === 'edit original data' &&
      isImported &&
      status !== 'failed' &&
      status !== 'needs_review'
    ) {
      return IMPORTED_ORIGINAL_PROTECTED;
    }
    return 200;
  }
  if (who === 'no-profile user') return action === 'view' ? 200 : STAFF_READ_ONLY;
  if (who === 'other owner') return NOT_YOUR_VENUE;
  // The creator or a linked owner.
  if (action === 'change status') return VENUE_STATUS_ADMIN_ONLY;
  if (action === 'delete' && isImported) return IMPORTED_VENUE_DELETE;
  if (action === 'edit original data' && isImported && status !== 'pending')
    return ORIGINAL_LOCKED_AFTER_REVIEW;
  return 200;
}

describe('venue permissions on the API (spec §6)', () => {
  const testApp = useTestApp();
  const clients = new Map<Who, TestClient>();
  let creatorId = '';
  let linkedId = '';

  beforeAll(async () => {
    const make = async (who: Who, options: CreateUserOptions) => {
      const client = await signInNewUser(testApp, options);
      clients.set(who, client);
      return client.userId;
    };
    await make('admin', { role: 'admin' });
    creatorId = await make('creator', { role: 'venue_owner' });
    linkedId = await make('linked owner', { role: 'venue_owner' });
    await make('other owner', { role: 'venue_owner' });
    await make('no-profile user', { role: null });
    clients.set('anonymous', new TestClient(testApp));
  });

  async function act(
    client: TestClient,
    action: Action,
    venueId: string,
    status: VerificationStatus,
  ) {
    const url = `/api/admin/venues/${venueId}`;
    switch (action) {
      case 'view':
        return client.get(url);
      case 'edit':
        return client.request({
          method: 'PATCH',
          url,
          payload: { thumbnailUrl: 'https://photos.example/new.jpg' },
        });
      case 'edit original data':
        return client.request({
          method: 'PATCH',
          url,
          payload: { nameOriginal: 'Renamed Tavern' },
        });
      case 'change status': {
        const other = VERIFICATION_STATUSES.find((candidate) => candidate !== status);
        return client.request({ method: 'PATCH', url, payload: { verificationStatus: other } });
      }
      case 'delete':
        return client.request({ method: 'DELETE', url });
    }
  }

  const outcome = (response: LightMyRequestResponse) =>
    response.statusCode < 300
      ? 200
      : response.statusCode === 401
        ? 401
        : (response.json().error.message as string);

  for (const isImported of [false, true]) {
    for (const status of VERIFICATION_STATUSES) {
      it(`answers every actor and action as §6 says on a${isImported ? 'n imported' : ' non-imported'} ${status} venue`, async () => {
        const db = testApp.database.db;
        const cells: string[] = [];
        for (const who of WHO) {
          for (const action of ACTIONS) {
            const venue = await createVenue(db, {
              ownedBy: creatorId,
              isImported,
              verificationStatus: status,
              googlePlaceId: isImported ? `place-${crypto.randomUUID()}` : null,
              googleName: isImported ? 'Google Name' : null,
            });
            await linkUserToVenue(db, { userId: linkedId, venueId: venue.id });
            await createEvent(db, { venueId: venue.id });
            const [before] = await db.select().from(venues).where(eq(venues.id, venue.id));

            const client = clients.get(who);
            if (!client) throw new Error(`no client for ${who}`);
            const response = await act(client, action, venue.id, status);
            const want = expected(who, action, isImported, status);
            const got = outcome(response);
            if (got !== want) cells.push(`${who} / ${action}: expected ${want}, got ${got}`);

            const [after] = await db.select().from(venues).where(eq(venues.id, venue.id));
            if (want !== 200) {
              // A refused request changes nothing.
              if (JSON.stringify(after) !== JSON.stringify(before))
                cells.push(`${who} / ${action}: changed the venue`);
              expect(
                await db.select().from(events).where(eq(events.venueId, venue.id)),
              ).toHaveLength(1);
            } else if (action === 'delete') {
              expect(after).toBeUndefined();
              expect(
                await db.select().from(events).where(eq(events.venueId, venue.id)),
              ).toHaveLength(0);
            } else if (action !== 'view') {
              expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(
                before?.updatedAt.getTime() ?? 0,
              );
              expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
            }
          }
        }
        expect(cells).toEqual([]);
      });
    }
  }
});
