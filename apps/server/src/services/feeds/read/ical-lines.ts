import { quoted } from './json.ts';
import { FeedSourceError } from './source-error.ts';

/**
 * The outline of an iCalendar file checked line by line before ical.js reads it (decision 174):
 * ical.js fails on a property outside any component, a stray END or text after END:VCALENDAR
 * with JavaScript's own words ("Cannot read properties of undefined"), and on a file cut short
 * without saying where. Here each of those is a sentence naming its line. Inside a VEVENT the
 * reader judges each event on its own, so one broken event is one problem, not a failed feed;
 * the lines are counted as the reader counts them.
 */

const NOT_CALENDAR = 'The feed is not an iCalendar file: it has no VCALENDAR.';
const PREFIX = 'The calendar cannot be read:';
/** RFC 5545 §3.1: a name (IANA or X-), optional parameters after ";", then ":" and the value. */
const CONTENT_LINE = /^[A-Za-z0-9_.-]+(;[^\r\n]*)?:/;
const BEGIN = /^BEGIN:([A-Za-z0-9_.-]+)\s*$/i;
const END = /^END:([A-Za-z0-9_.-]+)\s*$/i;
const CALENDAR_START = /^BEGIN:VCALENDAR\s*$/im;

interface Open {
  name: string;
  line: number;
}

/** Throws a `FeedSourceError` naming the first line that breaks the calendar's outline. */
export function checkIcalLines(text: string): void {
  if (!CALENDAR_START.test(text)) throw new FeedSourceError(NOT_CALENDAR);
  const lines = text.split(/\r\n|\r|\n/);
  const open: Open[] = [];
  let event: Open | null = null;
  let calendars = 0;
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (event) {
      if (/^END:VEVENT\s*$/i.test(line)) event = null;
      continue;
    }
    // Blank lines are tolerated; a folded line continues the property before it.
    if (line.trim() === '' || /^[ \t]/.test(line)) continue;
    if (/^BEGIN:VEVENT\s*$/i.test(line)) {
      event = { name: 'VEVENT', line: number };
      continue;
    }
    const top = open.at(-1);
    const begin = BEGIN.exec(line);
    const end = END.exec(line);
    if (begin?.[1]) {
      const name = begin[1].toUpperCase();
      if (!top && name !== 'VCALENDAR') {
        throw new FeedSourceError(`${PREFIX} line ${number} begins ${name} outside a VCALENDAR.`);
      }
      if (name === 'VCALENDAR') calendars += 1;
      open.push({ name, line: number });
      continue;
    }
    if (!top) {
      const where = calendars === 0 ? 'before BEGIN:VCALENDAR' : 'after END:VCALENDAR';
      throw new FeedSourceError(`${PREFIX} line ${number} comes ${where}: ${quoted(line)}.`);
    }
    if (end?.[1]) {
      const name = end[1].toUpperCase();
      if (name !== top.name) {
        throw new FeedSourceError(
          `${PREFIX} line ${number} is END:${name}, but the ${top.name} begun on line ${top.line} is not ended.`,
        );
      }
      open.pop();
      continue;
    }
    if (!CONTENT_LINE.test(line)) {
      throw new FeedSourceError(
        `${PREFIX} line ${number} is not an iCalendar property (NAME:value): ${quoted(line)}.`,
      );
    }
  }
  const unended = event ?? open.at(-1);
  if (unended) {
    throw new FeedSourceError(
      `${PREFIX} the ${unended.name} begun on line ${unended.line} has no END:${unended.name}; the file may be cut short.`,
    );
  }
}
