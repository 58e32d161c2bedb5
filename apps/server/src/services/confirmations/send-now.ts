import {
  type Actor,
  formatShortDate,
  type IsoDate,
  type SendConfirmationsResult,
} from '@trivia/shared';
import type { Db } from '../../db/client.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { requireConfirmationSender } from '../../lib/guards.ts';
import { recordAudit } from '../audit/index.ts';
import { type ConfirmationSettings, queueConfirmationRequests } from './requests.ts';

/**
 * An admin's "Send confirmation requests now": this week's requests for every time zone, queued as
 * the same jobs as the weekly run's, so that nobody gets a second mail this week either way.
 */
export async function sendConfirmationsNow(options: {
  db: Db;
  actor: Actor;
  from: IsoDate;
  settings: ConfirmationSettings;
}): Promise<SendConfirmationsResult> {
  const { db, actor, from, settings } = options;
  requireConfirmationSender(actor);
  const queued = await writeTransaction(db, async (tx) => {
    const count = await queueConfirmationRequests(tx, { from, settings });
    // Who pressed it, when, for which week, and how many requests it queued.
    await recordAudit({
      tx,
      actor,
      action: 'sent',
      entity: { type: 'confirmation_run', id: from, label: `Week of ${formatShortDate(from)}` },
      before: null,
      after: { queued: count },
    });
    return count;
  });
  return { queued };
}
