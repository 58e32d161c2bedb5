import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  addDays,
  clockTime,
  formatPrize,
  nightEnd,
  nightFreshness,
  paths,
  themeSentence,
  venueDateOf,
} from '@trivia/shared';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { nightSequence } from '../services/night-revisions.ts';
import type { VenueWithNights } from '../services/venue-pages.ts';
import { endLines, escapeText, oneLine } from './calendar-text.ts';

/**
 * iCalendar feeds of venues' nights (decision 051), written by ical-generator: one
 * VEVENT per night with a UID that stays the same for the event and date, the venue's time zone
 * (TZID, with its VTIMEZONE), the location and a description with the prize and a link back.
 * A cancelled night stays an ordinary VEVENT (decision 136): a summary starting "Cancelled: ", the
 * host's reason first in its description, free time (TRANSP:TRANSPARENT), and no STATUS:CANCELLED,
 * which makes Google Calendar delete the night unseen. STATUS:CONFIRMED is a night its host
 * confirmed, TENTATIVE any other, and the description says the public's trust word ("Status:
 * Checked Nov 20.", decision 123). SEQUENCE grows with every change of a night's time or status
 * (decision 177). Every text is one line, escaped, and the feed ends with CRLF (decision 176).
 */

/** When a night has no end time, calendars show it as this long. */
const DEFAULT_NIGHT_HOURS = 2;

export interface CalendarOptions {
  /** The calendar's name: the venue's, the provider's, the city's, or "Saved trivia nights". */
  name: string;
  venues: readonly Pick<VenueWithNights, 'venue' | 'today' | 'events' | 'revisions'>[];
  publicUrl: string;
  /** Only this night (`{eventId}_{YYYY-MM-DD}`): the Add to calendar download. */
  night?: string;
  /** DTSTAMP of every VEVENT (the feed's generation time). */
  now?: Date;
}

/**
 * A wall-clock time in the venue's zone, as ical-generator writes it after `TZID=` (a string
 * without an offset is read and written as the same local time, whatever the server's zone).
 */
function wallClock(date: string, time: string): string {
  return `${date}T${time.slice(0, 5)}:00`;
}

/** The end of a night with an end time: the next day's when it is not after the start. */
function endOf(date: string, startTime: string, endTime: string): string {
  const end = nightEnd({ date, startTime, endTime });
  return wallClock(end.date, clockTime(end.minutes));
}

function later(date: string, time: string, hours: number): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const total = hour + hours;
  const pad = (value: number) => String(value).padStart(2, '0');
  return wallClock(total >= 24 ? addDays(date, 1) : date, `${pad(total % 24)}:${pad(minute)}`);
}

/** A cancelled night's first line: the host's reason when they gave one. */
function cancelledLine(note: string | undefined): string {
  return note ? `Cancelled by the host: ${note}` : 'This night is cancelled.';
}

/** The stable UID of a night: the same event and date always give the same UID. */
export function nightUid(eventId: string, date: string, publicUrl: string): string {
  return `${eventId}-${date}@${new URL(publicUrl).host}`;
}

/** The feed as sent, and how many nights it holds. */
export interface CalendarFeed {
  body: string;
  nights: number;
}

export function calendarFeed({
  name,
  venues,
  publicUrl,
  night,
  now = new Date(),
}: CalendarOptions): CalendarFeed {
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME as given: escaped here (decision 176).
    name: escapeText(oneLine(name)),
    prodId: { company: 'Trivia Near Me', product: 'Trivia nights', language: 'EN' },
    // No calendar-wide zone: ical-generator would write every DTSTAMP in it, without the UTC `Z`
    // RFC 5545 requires. Each VEVENT names its zone; the generator writes their VTIMEZONEs.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: [['X-WR-TIMEZONE', venues[0]?.venue.timezone ?? 'UTC']],
    url: publicUrl,
    // Calendars that honour it refresh a subscription every six hours.
    ttl: 6 * 60 * 60,
  });
  for (const { venue: stored, events, today, revisions } of venues) {
    // Its name and address on one line, whatever was stored (decision 176).
    const venue = { ...stored, name: oneLine(stored.name), address: oneLine(stored.address) };
    const pageUrl = `${publicUrl}${paths.venuePage(venue.slug)}`;
    for (const event of events) {
      const prize = formatPrize(event.prizeAmount ?? null, event.prizeDescription ?? null);
      for (const occurrence of event.occurrences) {
        if (night && night !== `${event.id}_${occurrence.date}`) continue;
        const cancelled = occurrence.status === 'cancelled';
        const trust = nightFreshness({
          status: occurrence.status,
          reported: occurrence.reported,
          note: occurrence.note,
          // The venue's date of the check, not UTC's (decision 101).
          checkedOn: event.verifiedAt ? venueDateOf(event.verifiedAt, venue.timezone) : null,
          feedSyncedOn: event.feedSyncedOn,
          feedSource: event.providerName,
          today,
        });
        const start = wallClock(occurrence.date, event.startTime);
        const end = event.endTime
          ? endOf(occurrence.date, event.startTime, event.endTime)
          : later(occurrence.date, event.startTime, DEFAULT_NIGHT_HOURS);
        calendar.createEvent({
          id: nightUid(event.id, occurrence.date, publicUrl),
          start,
          end,
          timezone: venue.timezone,
          stamp: now,
          summary: `${cancelled ? 'Cancelled: ' : ''}${oneLine(event.title)} at ${venue.name}`,
          description: [
            cancelled ? cancelledLine(occurrence.note) : `Status: ${trust.label}.`,
            cancelled ? null : themeSentence(occurrence.theme),
            `Prize: ${prize}.`,
            event.providerName ? `Hosted by ${event.providerName}.` : null,
            `Details: ${pageUrl}`,
          ]
            .flatMap((line) => (line ? [oneLine(line)] : []))
            .join('\n'),
          // Decision 173: LOCATION "name, address" on one line, as calendar programs show it
          // (a title and address would be "name\naddress"), and the name alone in X-TRIVIA-VENUE,
          // which our feed reader prefers, so that a name with a comma is read back whole.
          location: {
            title: `${venue.name}, ${venue.address}`,
            ...(venue.latitude !== undefined && venue.longitude !== undefined
              ? { geo: { lat: venue.latitude, lon: venue.longitude } }
              : {}),
          },
          x: [['X-TRIVIA-VENUE', venue.name]],
          url: pageUrl,
          sequence: nightSequence(revisions, event.id, occurrence.date),
          ...(cancelled
            ? { transparency: ICalEventTransparency.TRANSPARENT }
            : {
                status:
                  trust.kind === 'confirmed'
                    ? ICalEventStatus.CONFIRMED
                    : ICalEventStatus.TENTATIVE,
              }),
        });
      }
    }
  }
  // ical-generator ends the last line without its CRLF (decision 176).
  return { body: endLines(calendar.toString()), nights: calendar.length() };
}
