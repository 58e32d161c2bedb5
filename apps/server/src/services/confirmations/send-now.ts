import type { Actor, IsoDate, SendConfirmationsResult } from '@trivia/shared';
import type { Db } from '../../db/client.ts';
import { requireConfirmationSender } from '../../lib/guards.ts';
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
  const queued = await db.transaction((tx) => queueConfirmationRequests(tx, { from, settings }));
  return { queued };
}
