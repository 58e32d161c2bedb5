import {
  type Actor,
  GOOGLE_DATA_READ_ONLY,
  GOOGLE_FIELDS,
  type UpdateVenueInput,
  type VenueDetail,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { permissionsFor, requireVenue } from '../access/index.ts';
import { recordAudit } from '../audit/index.ts';
import { requireFeedVenueFieldsKept } from '../feed-ownership.ts';
import { displayName } from '../venue-name.ts';
import { resolveLocation } from './create-venue.ts';
import { getVenue } from './get-venue.ts';

/**
 * Changes a venue. Every field is checked against its own rule of spec §6 before anything is
 * written: plain edits need `edit`, the original name/address and the coordinates `editOriginal`
 * (coordinates of an imported venue are Google's), the status `changeStatus`, and Google data is
 * never editable. A refused request changes nothing.
 */
export async function updateVenue(options: {
  db: Db;
  actor: Actor;
  venueId: string;
  input: z.output<typeof UpdateVenueInput>;
}): Promise<VenueDetail> {
  const { db, actor, venueId, input } = options;
  const { venue, facts } = await requireVenue(db, venueId);
  const permissions = permissionsFor(actor, facts);
  requirePermission(permissions.edit);
  if (GOOGLE_FIELDS.some((field) => input[field] !== undefined)) {
    throw AppError.forbidden(GOOGLE_DATA_READ_ONLY);
  }

  await requireFeedVenueFieldsKept({ db, actor, venue, changes: input });
  const changes: Partial<typeof venues.$inferInsert> = {};
  const nameChanged = input.nameOriginal !== undefined && input.nameOriginal !== venue.nameOriginal;
  const addressChanged =
    input.addressOriginal !== undefined && input.addressOriginal !== venue.addressOriginal;
  const coordinatesGiven = input.latitude !== undefined && input.longitude !== undefined;
  if (nameChanged || addressChanged || coordinatesGiven) {
    requirePermission(permissions.editOriginal);
    if (coordinatesGiven && venue.isImported) throw AppError.forbidden(GOOGLE_DATA_READ_ONLY);
  }
  if (
    input.verificationStatus !== undefined &&
    input.verificationStatus !== venue.verificationStatus
  ) {
    requirePermission(permissions.changeStatus);
    changes.verificationStatus = input.verificationStatus;
  }
  if (nameChanged) changes.nameOriginal = input.nameOriginal;
  if (addressChanged) changes.addressOriginal = input.addressOriginal;
  if ((addressChanged && !venue.isImported) || coordinatesGiven) {
    Object.assign(
      changes,
      await resolveLocation({
        addressOriginal: input.addressOriginal ?? venue.addressOriginal,
        latitude: input.latitude,
        longitude: input.longitude,
      }),
    );
  }
  if (input.thumbnailUrl !== undefined) changes.thumbnailUrl = input.thumbnailUrl;

  if (Object.keys(changes).length > 0) {
    await writeTransaction(db, async (tx) => {
      const [updated] = await tx
        .update(venues)
        .set(changes)
        .where(eq(venues.id, venueId))
        .returning();
      if (!updated) throw AppError.notFound();
      await recordAudit({
        tx,
        actor,
        action: 'updated',
        entity: { type: 'venue', id: venueId, label: displayName(updated) },
        before: venue,
        after: updated,
        venueId,
      });
    });
  }
  return getVenue({ db, actor, venueId });
}
