import { readdir, readFile } from 'node:fs/promises';
import { addDays, type FeedEvent, type IsoDate, occurrenceDates } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { referenceNights } from '../../../../test/helpers/ical-reference.ts';
import { ICAL_WINDOW_DAYS } from './ical.ts';
import { readFeed } from './index.ts';

/**
 * Real calendars from calendar libraries' own test suites (`test/fixtures/ical-corpus/`, each
 * file's source and licence in its README): for each, the nights we import over our window equal
 * a reference expander's (`test/helpers/ical-reference.ts`, the `rrule` package and RFC 5545's set
 * rules, not the reader's ical.js), or the read's problems — what the preview lists — name the
 * VEVENT of every night we leave out (decisions 171–173). A night we import that the source does
 * not have fails whatever the problems say.
 *
 * Three changes make the files readable as trivia feeds without changing any night: a venue
 * (LOCATION) for each VEVENT that names none, X-WR-TIMEZONE:UTC for a calendar that names no
 * zone, so that UTC times stay the same instants, and a VCALENDAR around a bare VEVENT (a library's
 * test of one component). A calendar the reader refuses whole imports nothing, and its message —
 * what the preview shows — is the reason: a sentence about the calendar. The read's today is the day of the file's
 * earliest DTSTART, so that the window holds its series' first and last nights, moved nights and
 * RDATEs.
 */

const CORPUS = new URL('../../../../test/fixtures/ical-corpus/', import.meta.url);
const VENUE = 'LOCATION:Corpus Hall\\, 1 Main St\\, Nashville\\, TN 37203';

function asFeed(source: string): string {
  const text = /^BEGIN:VCALENDAR/im.test(source)
    ? source
    : `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//corpus//EN\r\n${source.trim()}\r\nEND:VCALENDAR`;
  const lines = text.split(/\r\n|\r|\n/);
  const out: string[] = [];
  let event: string[] | null = null;
  for (const line of lines) {
    if (/^BEGIN:VEVENT/i.test(line)) event = [line];
    else if (event && /^END:VEVENT/i.test(line)) {
      const hasPlace = event.some((each) => /^LOCATION[;:].*\S/i.test(each));
      out.push(event[0] ?? '', ...(hasPlace ? [] : [VENUE]), ...event.slice(1), line);
      event = null;
    } else if (event) event.push(line);
    else {
      out.push(line);
      if (/^BEGIN:VCALENDAR/i.test(line) && !/^X-WR-TIMEZONE:/im.test(text)) {
        out.push('X-WR-TIMEZONE:UTC');
      }
    }
  }
  return out.join('\r\n');
}

/** The day of the earliest DTSTART of the file's VEVENTs. */
function earliestStart(text: string): IsoDate {
  const dates = [...text.matchAll(/^DTSTART[^:\r\n]*:(\d{4})(\d{2})(\d{2})/gim)].map(
    ([, year, month, day]) => `${year}-${month}-${day}`,
  );
  return dates.sort()[0] ?? '2026-01-01';
}

/** Our nights of an imported event from `from` to `to`: those not cancelled, with their start. */
function ourNights(event: FeedEvent, from: IsoDate, to: IsoDate): string[] {
  const cancelled = new Set(event.cancelledDates.map((night) => night.date));
  const dates = occurrenceDates(
    { ...event, eventDate: event.eventDate, createdOn: from },
    from,
    to,
  );
  return dates.filter((date) => !cancelled.has(date)).map((date) => `${date}T${event.startTime}`);
}

const files = (await readdir(CORPUS)).filter((name) => name.endsWith('.ics')).sort();

describe('a corpus of real calendars, read as calendar programs read them', () => {
  it('holds at least twenty calendars', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)(
    '%s: our nights are the reference’s, or the problems say why not',
    async (name) => {
      const text = asFeed(await readFile(new URL(name, CORPUS), 'utf8'));
      const today = earliestStart(text);
      const last = addDays(today, ICAL_WINDOW_DAYS - 1);
      const read = await readFeed('ical', text, { today }).catch((error: Error) => error);
      if (read instanceof Error) {
        expect(read.message).toMatch(/^The (calendar|feed) /);
        return;
      }
      const ours = read.venues
        .flatMap((venue) => venue.events)
        .flatMap((event) => ourNights(event, today, last))
        .sort();
      const reference = referenceNights(text, today, last);
      const left = [...ours];
      const missing: typeof reference = [];
      for (const night of reference) {
        const at = left.indexOf(night.start);
        if (at >= 0) left.splice(at, 1);
        else missing.push(night);
      }
      // Nothing the source does not say.
      expect(left, 'nights we would list that the source does not').toEqual([]);
      // Every night left out, named: its VEVENT's line in a problem.
      const unexplained = missing.filter(
        (night) => !read.problems.some((problem) => problem.where.includes(`(line ${night.line})`)),
      );
      expect(unexplained, JSON.stringify(read.problems, null, 1)).toEqual([]);
    },
  );
});
