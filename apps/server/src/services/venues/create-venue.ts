import {
  type Actor,
  type CreateVenueInput,
  canCreateVenue,
  type VenueDetail,
} from '@trivia/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userVenues, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { timezoneAt } from '../../geo/timezone.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { permissionsFor } from '../access/index.ts';
import { recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { type Location, locateAddress } from './locate-address.ts';
import { toVenueDetail } from './serialize.ts';

export const ADDRESS_NOT_FOUND =
  "We couldn't find this address. Make sure it ends with a ZIP code or a city and state (like Nashville, TN), or enter the latitude and longitude.";

/** The venue's location: the coordinates given, or the address's, or a 400 asking for them. */
export async function resolveLocation(input: {
  addressOriginal: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
}): Promise<Location> {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return {
      latitude: input.latitude,
      longitude: input.longitude,
      timezone: timezoneAt(input.latitude, input.longitude),
    };
  }
  const located = await locateAddress(input.addressOriginal);
  if (!located) {
    throw new AppError('VALIDATION_FAILED', ADDRESS_NOT_FOUND, {
      details: [
        { field: 'addressOriginal', message: ADDRESS_NOT_FOUND, code: 'ADDRESS_NOT_FOUND' },
      ],
    });
  }
  return located;
}

/**
 * A new venue (spec §4, §7): pending, not imported, created by the user; a non-admin creator gets
 * a user_venues row with role owner — in one transaction. That membership, not `created_by`, is
 * what lets them manage it (decision 098).
 */
export async function createVenue(options: {
  db: Db;
  actor: Actor;
  input: z.output<typeof CreateVenueInput>;
}): Promise<VenueDetail> {
  const { db, actor, input } = options;
  requirePermission(canCreateVenue(actor));
  const location = await resolveLocation(input);
  const venue = await writeTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(venues)
      .values({
        nameOriginal: input.nameOriginal,
        addressOriginal: input.addressOriginal,
        ...location,
        verificationStatus: 'pending',
        isImported: false,
        createdBy: actor.userId,
      })
      .returning();
    if (!created) throw new Error('createVenue: nothing inserted');
    if (!actor.isAdmin)
      await tx
        .insert(userVenues)
        .values({ userId: actor.userId, venueId: created.id, role: 'owner' });
    await recordAudit({
      tx,
      actor,
      action: 'created',
      entity: { type: 'venue', id: created.id, label: displayName(created) },
      before: null,
      after: created,
      venueId: created.id,
    });
    return created;
  });
  const members = actor.isAdmin ? [] : [actor.userId];
  const facts = {
    managerUserIds: members,
    ownerUserIds: members,
    isImported: false,
    verificationStatus: venue.verificationStatus,
  };
  return toVenueDetail(venue, [], permissionsFor(actor, facts));
}
