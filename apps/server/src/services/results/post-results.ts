import {
  type Actor,
  type IsoDate,
  type NightResultEntryInput,
  type NightResultsInput,
  type NightResultsResponse,
  placeEntries,
  teamKey,
} from '@trivia/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { nightResultEntries, nightResultRevisions, nightResults } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { entriesFromCsv } from './csv-entries.ts';
import { resultsAnswer } from './read-results.ts';
import { requirePostableNight, requireResultsNight } from './results-night.ts';

/**
 * `PUT /api/admin/events/:eventId/nights/:date/results` (decision 205): posts a night's results,
 * or corrects them. A correction moves the revision it replaces, lines and poster, into
 * `night_result_revisions` and bumps `revision`; nothing is ever lost. With scores, each line's
 * place is computed (`placeEntries`: level scores share a place); with places, they are as posted.
 */
export async function postNightResults(options: {
  db: Db;
  actor: Actor;
  eventId: string;
  date: IsoDate;
  input: z.output<typeof NightResultsInput>;
  now?: Date;
}): Promise<NightResultsResponse> {
  const { db, actor, eventId, date, input, now = new Date() } = options;
  const { event, timezone } = await requireResultsNight({ db, actor, eventId, date });
  await requirePostableNight({ db, event, timezone, date, now });
  const entries: NightResultEntryInput[] = input.entries ?? (await entriesFromCsv(input.csv ?? ''));
  const places = placeEntries(entries);
  const rows = entries.map((entry, position) => ({
    position,
    teamName: entry.team,
    teamKey: teamKey(entry.team),
    score: entry.score ?? null,
    placement: places[position]?.place ?? 1,
  }));
  await writeTransaction(db, async (tx) => {
    // The event's lock orders two hosts posting the same night at once: one revision each.
    await lockEvents(tx, [eventId]);
    const [current] = await tx
      .select()
      .from(nightResults)
      .where(and(eq(nightResults.eventId, eventId), eq(nightResults.occurrenceDate, date)));
    let resultId: string;
    if (current) {
      const previous = await tx
        .select({
          team: nightResultEntries.teamName,
          score: nightResultEntries.score,
          placement: nightResultEntries.placement,
        })
        .from(nightResultEntries)
        .where(eq(nightResultEntries.resultId, current.id))
        .orderBy(asc(nightResultEntries.position));
      await tx.insert(nightResultRevisions).values({
        resultId: current.id,
        revision: current.revision,
        entries: previous,
        postedBy: current.postedBy,
        postedAt: current.postedAt,
      });
      await tx.delete(nightResultEntries).where(eq(nightResultEntries.resultId, current.id));
      await tx
        .update(nightResults)
        .set({ revision: current.revision + 1, postedBy: actor.userId, postedAt: now })
        .where(eq(nightResults.id, current.id));
      resultId = current.id;
    } else {
      const [created] = await tx
        .insert(nightResults)
        .values({ eventId, occurrenceDate: date, postedBy: actor.userId, postedAt: now })
        .returning({ id: nightResults.id });
      if (!created) throw new Error('postNightResults: nothing inserted');
      resultId = created.id;
    }
    await tx.insert(nightResultEntries).values(rows.map((row) => ({ ...row, resultId })));
  });
  return resultsAnswer(db, eventId, date);
}
