import {
  type Actor,
  canCreateEventAt,
  type EventData,
  type EventDetail,
  eventPermissions,
  type IsoDate,
  pastDateError,
  todayIn,
  venueTimeZone,
} from '@trivia/shared';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { lockEvents, lockVenues } from '../../db/lock-order.ts';
import { eventOccurrences, events, teamRsvps, triviaProviders } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { EVENT_NOT_FOUND, loadVenueFacts, requireEvent } from '../access/index.ts';
import { eventLabel, recordAudit } from '../audit/index.ts';
import { feedNameOf, requireFeedFieldsKept } from '../feed-ownership.ts';
import { moveWaitlistUp } from '../rsvps/index.ts';
import { choosableProvider } from './form-options.ts';
import { resetFutureOccurrences } from './occurrences.ts';
import { toEventDetail } from './serialize.ts';

/**
 * The provider must be one the form offers (`choosableProvider`: approved and active), or the one
 * the event already has (`keptProviderId`), which an edit keeps even after it was deactivated;
 * 'Self-hosted' is null. Returns its name.
 */
async function requireChoosableProvider(
  db: DbOrTx,
  providerId: string | null,
  keptProviderId: string | null = null,
): Promise<string | null> {
  if (providerId === null) return null;
  const [provider] = await db
    .select({ name: triviaProviders.name })
    .from(triviaProviders)
    .where(
      and(
        eq(triviaProviders.id, providerId),
        providerId === keptProviderId ? undefined : choosableProvider,
      ),
    );
  if (!provider)
    throw AppError.invalid([
      { field: 'providerId', message: 'Choose an active provider, or Self-hosted' },
    ]);
  return provider.name;
}

/**
 * A one-time event's date may not have passed at its venue, unless the event already has it
 * (`pastDateError`, decision 100).
 */
function requireDateNotPast(
  input: EventData,
  venue: { timezone: string | null },
  keptDate: string | null = null,
): void {
  const today = todayIn(venueTimeZone(venue.timezone));
  const message = pastDateError(input, today, keptDate);
  if (message) throw AppError.invalid([{ field: 'eventDate', message }]);
}

/** The venue must exist and the actor must be allowed to place events there. */
async function requireVenueForEvents(db: DbOrTx, actor: Actor, venueId: string) {
  const loaded = await loadVenueFacts(db, venueId);
  if (!loaded) throw AppError.invalid([{ field: 'venueId', message: 'Choose a venue' }]);
  requirePermission(canCreateEventAt(actor, loaded.facts));
  return loaded;
}

function columns(input: EventData) {
  return {
    venueId: input.venueId,
    providerId: input.providerId,
    eventType: input.eventType,
    dayOfWeek: input.dayOfWeek,
    startTime: input.startTime,
    endTime: input.endTime,
    frequency: input.frequency,
    weekOfMonth: input.frequency === 'monthly' ? input.weekOfMonth : null,
    eventDate: input.frequency === 'one-time' ? input.eventDate : null,
    prizeAmount: input.prizeAmount,
    prizeDescription: input.prizeDescription,
    maxTeams: input.maxTeams,
    isActive: input.isActive,
    // Left as it was (undefined) unless the host ticked "I checked this schedule".
    verifiedAt: input.scheduleChecked ? new Date() : undefined,
  };
}

export async function createEvent(options: {
  db: Db;
  actor: Actor;
  input: EventData;
}): Promise<EventDetail> {
  const { db, actor, input } = options;
  return writeTransaction(db, async (tx) => {
    await lockVenues(tx, [input.venueId]);
    const { venue, facts } = await requireVenueForEvents(tx, actor, input.venueId);
    requireDateNotPast(input, venue);
    const providerName = await requireChoosableProvider(tx, input.providerId);
    const [created] = await tx.insert(events).values(columns(input)).returning();
    if (!created) throw new Error('createEvent: nothing inserted');
    await recordAudit({
      tx,
      actor,
      action: 'created',
      entity: { type: 'event', id: created.id, label: eventLabel(created) },
      before: null,
      after: created,
      venueId: created.venueId,
      eventId: created.id,
    });
    return toEventDetail(
      created,
      venue,
      providerName,
      eventPermissions(actor, { venue: facts, providerId: created.providerId }),
    );
  });
}

/** The fields whose change moves the event's nights (DESIGN.md "Data model"). */
const RULE_FIELDS = [
  'dayOfWeek',
  'startTime',
  'frequency',
  'weekOfMonth',
  'eventDate',
  'isActive',
] as const;

export async function updateEvent(options: {
  db: Db;
  actor: Actor;
  eventId: string;
  input: EventData;
}): Promise<EventDetail> {
  const { db, actor, eventId, input } = options;
  return writeTransaction(db, async (tx) => {
    // Decision 092: both venues (a move), then the event, before its nights change.
    const [where] = await tx
      .select({ venueId: events.venueId })
      .from(events)
      .where(eq(events.id, eventId));
    if (!where) throw AppError.notFound(EVENT_NOT_FOUND);
    await lockVenues(tx, [where.venueId, input.venueId]);
    await lockEvents(tx, [eventId]);
    const current = await requireEvent(tx, eventId);
    requirePermission(eventPermissions(actor, current.facts).edit);
    // Moving the event to another venue needs the same right as creating it there.
    const target =
      input.venueId === current.event.venueId
        ? { venue: current.venue, facts: current.facts.venue }
        : await requireVenueForEvents(tx, actor, input.venueId);
    requireDateNotPast(
      input,
      target.venue,
      current.event.frequency === 'one-time' ? current.event.eventDate : null,
    );
    await requireFeedFieldsKept({ db: tx, event: current.event, changes: columns(input) });
    const providerName = await requireChoosableProvider(
      tx,
      input.providerId,
      current.event.providerId,
    );
    const [updated] = await tx
      .update(events)
      .set(columns(input))
      .where(eq(events.id, eventId))
      .returning();
    if (!updated) throw AppError.notFound();
    await recordAudit({
      tx,
      actor,
      action: 'updated',
      entity: { type: 'event', id: eventId, label: eventLabel(updated) },
      before: current.event,
      after: updated,
      venueId: updated.venueId,
      eventId,
    });
    const ruleChanged = RULE_FIELDS.some(
      (field) => String(current.event[field] ?? '') !== String(updated[field] ?? ''),
    );
    const today = todayIn(venueTimeZone(target.venue.timezone));
    if (ruleChanged) await resetFutureOccurrences({ db: tx, eventId, today });
    if (isMoreRoom(current.event.maxTeams, updated.maxTeams)) {
      await promoteWaitlists({ tx, eventId, today });
    }
    return toEventDetail(
      updated,
      target.venue,
      providerName,
      eventPermissions(actor, { venue: target.facts, providerId: updated.providerId }),
      await feedNameOf(tx, updated.feedId),
    );
  });
}

/** A limit raised or cleared leaves room where there was none before. */
const isMoreRoom = (before: number | null, after: number | null) =>
  before !== null && (after === null || after > before);

/**
 * The event's limit went up (or away): each future night's waitlist moves up in order into the
 * new places, each team mailed as when a place frees (`moveWaitlistUp`), in this transaction,
 * which holds the event's lock (decision 092).
 */
async function promoteWaitlists(options: {
  tx: Tx;
  eventId: string;
  today: IsoDate;
}): Promise<void> {
  const { tx, eventId, today } = options;
  const nights = await tx
    .selectDistinct({ date: teamRsvps.occurrenceDate })
    .from(teamRsvps)
    .where(
      and(
        eq(teamRsvps.eventId, eventId),
        eq(teamRsvps.status, 'waitlist'),
        gte(teamRsvps.occurrenceDate, today),
      ),
    )
    .orderBy(asc(teamRsvps.occurrenceDate));
  for (const { date } of nights) await moveWaitlistUp(tx, eventId, date);
}

/** Only an admin or an owner of the venue (spec §6's creator, decision 098); its nights go with it. */
export async function deleteEvent(options: {
  db: Db;
  actor: Actor;
  eventId: string;
}): Promise<void> {
  const { db, actor, eventId } = options;
  await writeTransaction(db, async (tx) => {
    await lockEvents(tx, [eventId], 'update');
    const { event, facts } = await requireEvent(tx, eventId);
    requirePermission(eventPermissions(actor, facts).delete);
    await tx.delete(eventOccurrences).where(inArray(eventOccurrences.eventId, [eventId]));
    await tx.delete(events).where(eq(events.id, eventId));
    await recordAudit({
      tx,
      actor,
      action: 'deleted',
      entity: { type: 'event', id: eventId, label: eventLabel(event) },
      before: event,
      after: null,
      venueId: event.venueId,
      eventId,
    });
  });
}
