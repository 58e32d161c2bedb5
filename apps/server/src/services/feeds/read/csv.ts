import { DAYS_OF_WEEK, dayOfWeekOf, FEED_CSV_COLUMNS, isIsoDate } from '@trivia/shared';
import { parseCsv } from '../../../lib/csv.ts';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import { type DraftEvent, type DraftVenue, type FeedReader, quoted, venueKey } from './json.ts';

/** The columns of a schedule CSV, one row per event. */
export const CSV_COLUMNS = FEED_CSV_COLUMNS;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['venue_name', 'address', 'start'];

/*
 * The cell readers below turn what people write ("7pm", "Tues", "$50") into our values. What they
 * cannot read is passed on as written, for the event rules to refuse with their own message.
 */

/** '19:00', '19:00:00', '7:00 PM', '7pm', '7 p.m.' → 'HH:MM'. */
export function parseClockTime(value: string): string {
  const text = value.trim().toLowerCase().replace(/\s+/g, '');
  const match = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?(?:([ap])\.?m?\.?)?$/.exec(text);
  if (!match) return value.trim();
  const [, hourText = '', minutes = '00', half] = match;
  let hours = Number(hourText);
  if (half) {
    if (hours < 1 || hours > 12) return value.trim();
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (match[2] === undefined) {
    return value.trim(); // "19" alone is not a time.
  }
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

/** 'Tuesday', 'tue', 'Tues', 'THURS', 'Tuesdays' → 'Tuesday'. */
export function parseDay(value: string): string {
  const text = value.trim().toLowerCase().replace(/\.$/, '').replace(/s$/, '');
  if (text.length < 3) return value.trim();
  return DAYS_OF_WEEK.find((day) => day.toLowerCase().startsWith(text)) ?? value.trim();
}

/** '$50', '50', '1,000.00' → a number; '' → null. */
export function parseAmount(value: string): number | string | null {
  const text = value.replace(/[$,\s]/g, '');
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : value.trim();
}

function parseNumber(value: string): number | string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

const FREQUENCY_WORDS: Record<string, string> = {
  'one time': 'one-time',
  onetime: 'one-time',
  once: 'one-time',
};
const WEEK_WORDS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
  '4th': '4',
};

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** A row's cells as an event, for `FeedEvent`. */
function eventInput(cell: (column: Column) => string): Record<string, unknown> {
  const date = cell('date').trim();
  const day = cell('day');
  const frequency = cell('frequency').trim().toLowerCase();
  const week = cell('week_of_month').trim().toLowerCase();
  return {
    id: blankToUndefined(cell('event_id')),
    eventType: blankToUndefined(cell('event_type')),
    // A one-time row may leave the day out: its date says it.
    dayOfWeek: day.trim() === '' && isIsoDate(date) ? dayOfWeekOf(date) : parseDay(day),
    startTime: parseClockTime(cell('start')),
    endTime: parseClockTime(cell('end')),
    frequency: frequency === '' ? undefined : (FREQUENCY_WORDS[frequency] ?? frequency),
    weekOfMonth: WEEK_WORDS[week] ?? week,
    eventDate: date,
    prizeAmount: parseAmount(cell('prize_amount')),
    prizeDescription: blankToUndefined(cell('prize_description')),
    maxTeams: parseNumber(cell('max_teams')) ?? null,
    // A season's bounds (decision 171); blank: unbounded.
    firstNight: cell('first_night').trim(),
    lastNight: cell('last_night').trim(),
    cancelledDates: cell('cancelled_dates')
      .split(/[;,]/)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((date) => ({ date, note: null })),
  };
}

/**
 * A schedule CSV: a header row naming CSV_COLUMNS (any order, any case; unknown columns
 * are ignored), then one row per event. Rows of one venue — the same venue_id, else the same name
 * and address — make one venue, as its first row describes it. Problems name the CSV line.
 */
export const readCsv: FeedReader = async (text) => {
  const [header, ...rows] = await parseCsv(text);
  if (!header) return { venues: [], problems: [] };
  const columns = header.values.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new Error(
      `The CSV header must name the columns ${REQUIRED_COLUMNS.join(', ')}; it has no ${missing.join(', ')}`,
    );
  }
  const venues = new Map<string, DraftVenue>();
  const turns = eventLoopTurns();
  for (const row of rows) {
    await turns.maybeYield();
    const cell = (column: Column) => {
      const index = columns.indexOf(column);
      return index === -1 ? '' : (row.values[index] ?? '');
    };
    if (row.values.every((value) => value.trim() === '')) continue;
    const [name, address, venueId] = [cell('venue_name'), cell('address'), cell('venue_id').trim()];
    // A row without name or address is a venue of its own, for its problem to name its line.
    const key =
      venueId !== ''
        ? `id:${venueId}`
        : name.trim() === '' || address.trim() === ''
          ? `line:${row.line}`
          : `name:${venueKey(name, address)}`;
    let venue = venues.get(key);
    if (!venue) {
      venue = {
        where: `Venue ${quoted(name)} (line ${row.line})`,
        input: {
          id: venueId === '' ? undefined : venueId,
          name,
          address,
          latitude: parseNumber(cell('latitude')),
          longitude: parseNumber(cell('longitude')),
        },
        events: [],
      };
      venues.set(key, venue);
    }
    const event: DraftEvent = {
      where: `Venue ${quoted(name)}, event ${venue.events.length + 1} (line ${row.line})`,
      input: eventInput(cell),
    };
    venue.events.push(event);
  }
  return { venues: [...venues.values()], problems: [] };
};
