import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/** `events.verified_at`: the schedule was checked ("Checked {Mon d}"). */
export async function markSchedulesChecked(tx: DbOrTx, eventIds: string[], now: Date) {
  if (eventIds.length === 0) return;
  await tx.update(events).set({ verifiedAt: now }).where(inArray(events.id, eventIds));
}
