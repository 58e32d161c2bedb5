import { type Actor, type EventDetail, eventPermissions } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { triviaProviders } from '../../db/schema/index.ts';
import { requirePermission } from '../../lib/guards.ts';
import { requireEvent } from '../access/index.ts';
import { feedNameOf } from '../feed-ownership.ts';
import { toEventDetail } from './serialize.ts';

export async function getEvent(options: {
  db: Db;
  actor: Actor;
  eventId: string;
}): Promise<EventDetail> {
  const { db, actor, eventId } = options;
  const { event, venue, facts } = await requireEvent(db, eventId);
  const permissions = eventPermissions(actor, facts);
  requirePermission(permissions.view);
  const [provider] = event.providerId
    ? await db
        .select({ name: triviaProviders.name })
        .from(triviaProviders)
        .where(eq(triviaProviders.id, event.providerId))
    : [];
  return toEventDetail(
    event,
    venue,
    provider?.name ?? null,
    { edit: permissions.edit, delete: permissions.delete },
    await feedNameOf(db, event.feedId),
  );
}
