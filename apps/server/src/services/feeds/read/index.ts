import {
  addDays,
  EXCEPTION_MAX_DAYS,
  FEED_LIMITS,
  FeedEvent,
  type FeedFormat,
  type FeedProblem,
  type FeedRead,
  FeedVenue,
  type IsoDate,
  pastDateError,
} from '@trivia/shared';
import type { ZodError } from 'zod';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import { readCsv } from './csv.ts';
import { readIcal } from './ical.ts';
import { checkIcalLines } from './ical-lines.ts';
import { type DraftRead, type DraftVenue, type FeedReader, quoted, readJson } from './json.ts';
import { readJsonLd } from './jsonld.ts';
import {
  CANNOT_READ,
  describeReadFailure,
  FeedSourceError,
  isInternalMessage,
  printable,
} from './source-error.ts';

const READERS: Record<FeedFormat, FeedReader> = {
  ical: readIcal,
  csv: readCsv,
  json: readJson,
  jsonld: readJsonLd,
};

/** What is checked of a format's text before its reader parses it (decision 174). */
const OUTLINE_CHECKS: Partial<Record<FeedFormat, (text: string) => void>> = {
  ical: checkIcalLines,
};

/** A web page where a file was expected: the feed's address is its website's, not its file's. */
const HTML_START = /^\s*<(!doctype\s+html|html|head|body)\b/i;
const FILE_KINDS: Record<Exclude<FeedFormat, 'jsonld'>, string> = {
  ical: 'an iCalendar file',
  csv: 'a CSV file',
  json: 'a JSON file',
};

/** What a reader's problem says when its parser's words are about JavaScript, not the feed. */
const UNREADABLE_PART: Record<FeedFormat, string> = {
  ical: 'cannot be read: it is not a well-formed VEVENT (one NAME:value property a line, each BEGIN with its END)',
  csv: 'cannot be read',
  json: 'cannot be read',
  jsonld: 'cannot be read: it is not a schema.org Event',
};

/**
 * A format's reader on the text, every failure a `FeedSourceError` whose message is a sentence
 * about the source (decision 174), and every problem it lists free of JavaScript's words.
 */
async function readDraft(
  format: FeedFormat,
  text: string,
  options: { today: IsoDate },
): Promise<DraftRead> {
  // A byte order mark that reached us as text (a pasted or uploaded file) is not content.
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let draft: DraftRead;
  try {
    if (format !== 'jsonld' && HTML_START.test(source)) {
      throw new FeedSourceError(
        `${CANNOT_READ[format]} it is a web page (HTML), not ${FILE_KINDS[format]}; use the address of the file itself.`,
      );
    }
    OUTLINE_CHECKS[format]?.(source);
    draft = await READERS[format](source, options);
  } catch (error) {
    throw describeReadFailure(error, format);
  }
  const problems = draft.problems.map((problem) => ({
    where: printable(problem.where),
    message: isInternalMessage(problem.message)
      ? UNREADABLE_PART[format]
      : printable(problem.message),
  }));
  return { ...draft, problems };
}

/** A zod error as a person reads it: "startTime Use a 24-hour time like 19:30". */
function describeIssues(error: ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`.trim()).join('; ');
}

/**
 * A provider's feed text read into our shape. Every venue and event goes through
 * `FeedVenue` / `FeedEvent`, the rules every other way in obeys: what breaks them is left out and
 * listed in `problems` (an invalid venue with its events). A feed that cannot be read at all, or
 * lists more than FEED_LIMITS.venues venues, throws a `FeedSourceError` whose message is a
 * sentence about the source, for the caller to show (decision 174).
 */
export async function readFeed(
  format: FeedFormat,
  text: string,
  options: { today: IsoDate },
): Promise<FeedRead> {
  const draft = await readDraft(format, text, options);
  if (draft.venues.length > FEED_LIMITS.venues) {
    throw new FeedSourceError(
      `The feed lists ${draft.venues.length.toLocaleString('en-US')} venues; at most ${FEED_LIMITS.venues.toLocaleString('en-US')} are read. Split it into several feeds.`,
    );
  }
  const problems: FeedProblem[] = [...draft.problems];
  const venues: FeedVenue[] = [];
  // Ids are what a later read is matched by: a second use of one would overwrite the first.
  const ids = { venues: new Set<string>(), events: new Set<string>() };
  const turns = eventLoopTurns();
  for (const venue of draft.venues) {
    await turns.maybeYield();
    const checked = await checkVenue(venue, { today: options.today, ids, problems });
    if (checked) venues.push(checked);
  }
  return { venues, problems };
}

/**
 * A feed cancels nights at most a year ahead, as a host's schedule exceptions do
 * (EXCEPTION_MAX_DAYS, decision 154): each cancelled night is a stored night, and a date in 2100
 * would store every night up to it. Later ones are left out of the event and named as a problem.
 */
function cancelsWithinAYear(
  event: FeedEvent,
  today: IsoDate,
): { event: FeedEvent; problem: string | null } {
  const last = addDays(today, EXCEPTION_MAX_DAYS);
  const later = event.cancelledDates.filter((night) => night.date > last);
  if (later.length === 0) return { event, problem: null };
  const nights =
    later.length === 1
      ? `The cancelled night of ${later[0]?.date} is`
      : `${later.length} cancelled nights after ${last} are`;
  return {
    event: { ...event, cancelledDates: event.cancelledDates.filter((night) => night.date <= last) },
    problem: `${nights} left out: a feed cancels nights at most a year ahead`,
  };
}

async function checkVenue(
  venue: DraftVenue,
  context: {
    today: IsoDate;
    ids: { venues: Set<string>; events: Set<string> };
    problems: FeedProblem[];
  },
): Promise<FeedVenue | null> {
  const { ids, problems } = context;
  const count = venue.events.length;
  const leftOut =
    count === 0 ? '' : ` (left out with its ${count === 1 ? 'event' : `${count} events`})`;
  const fields = FeedVenue.safeParse({ ...venue.input, events: [] });
  if (!fields.success) {
    problems.push({ where: venue.where, message: `${describeIssues(fields.error)}${leftOut}` });
    return null;
  }
  if (fields.data.id !== undefined) {
    if (ids.venues.has(fields.data.id)) {
      problems.push({
        where: venue.where,
        message: `id ${quoted(fields.data.id)} is used by an earlier venue${leftOut}`,
      });
      return null;
    }
    ids.venues.add(fields.data.id);
  }
  const events: FeedEvent[] = [];
  const turns = eventLoopTurns();
  for (const draft of venue.events) {
    await turns.maybeYield();
    const event = FeedEvent.safeParse(draft.input);
    if (!event.success) {
      problems.push({ where: draft.where, message: describeIssues(event.error) });
      continue;
    }
    const pastDate = pastDateError(event.data, context.today);
    if (pastDate) {
      problems.push({ where: draft.where, message: `eventDate ${pastDate}` });
      continue;
    }
    if (event.data.id !== undefined) {
      if (ids.events.has(event.data.id)) {
        problems.push({
          where: draft.where,
          message: `id ${quoted(event.data.id)} is used by an earlier event`,
        });
        continue;
      }
      ids.events.add(event.data.id);
    }
    const bounded = cancelsWithinAYear(event.data, context.today);
    if (bounded.problem) problems.push({ where: draft.where, message: bounded.problem });
    events.push(bounded.event);
  }
  if (events.length > FEED_LIMITS.eventsPerVenue) {
    problems.push({
      where: venue.where,
      message: `has ${events.length} events; the first ${FEED_LIMITS.eventsPerVenue} were read and the rest left out`,
    });
    events.length = FEED_LIMITS.eventsPerVenue;
  }
  return { ...fields.data, events };
}
