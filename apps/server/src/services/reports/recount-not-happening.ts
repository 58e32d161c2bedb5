import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences } from '../../db/schema/index.ts';

/**
 * Keeps a night's count of open "not happening" reports from different addresses, which the read
 * model shows publicly once it reaches REPORTS_TO_FLAG_NIGHT (unless the night is confirmed).
 */
export async function recountNotHappening(db: DbOrTx, eventId: string, date: string) {
  await db.insert(eventOccurrences).values({ eventId, occurrenceDate: date }).onConflictDoNothing();
  await db
    .update(eventOccurrences)
    .set({
      notHappeningReports: sql`(select count(distinct r.reporter_key)::int from night_reports r
        where r.event_id = ${eventId} and r.occurrence_date = ${date}::date
          and r.reason = 'not_happening' and r.status = 'open')`,
    })
    .where(and(eq(eventOccurrences.eventId, eventId), eq(eventOccurrences.occurrenceDate, date)));
}
