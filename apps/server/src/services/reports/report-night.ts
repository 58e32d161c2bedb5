import type { IsoDate, ReportNight } from '@trivia/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { NOT_LISTED_MESSAGE } from '../not-listed.ts';
import { findVenuesForFeed } from '../venue-pages.ts';
import { requireReportableNight } from './submit-report.ts';

/**
 * The night a "Report a problem" page is about: its event's title and venue,
 * for a night a visitor may report; the same refusals as sending the report.
 */
export async function findReportNight(options: {
  db: DbOrTx;
  eventId: string;
  date: IsoDate;
  now?: Date;
}): Promise<ReportNight> {
  const { db, eventId, date } = options;
  const now = options.now ?? new Date();
  const { venueId } = await requireReportableNight({ db, eventId, date, now });
  const { found } = await findVenuesForFeed({ db, ids: [venueId], now });
  const venue = found[0]?.venue;
  const event = found[0]?.events.find((each) => each.id === eventId);
  if (!venue || !event) throw AppError.notFound(NOT_LISTED_MESSAGE);
  return { eventId, date, title: event.title, venueName: venue.name, venueSlug: venue.slug };
}
