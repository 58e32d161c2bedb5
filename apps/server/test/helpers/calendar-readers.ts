import ICAL from 'ical.js';
import nodeIcal from 'node-ical';

/**
 * Two independent iCalendar parsers (decision 176): ical.js (Mozilla's, Thunderbird's) and
 * node-ical (its own parser and time zone handling). A feed both read alike, night by night, is
 * one calendar programs read alike.
 */

/** A night as a calendar program shows it: moments as UTC instants. */
export interface ReadNight {
  uid: string;
  start: string;
  end: string;
  summary: string;
  status: string | null;
  sequence: number;
}

export interface ReadCalendar {
  /** NAME and X-WR-CALNAME, each as TEXT (RFC 7986 §5.1, RFC 5545 §3.8.8.2). */
  names: string[];
  nights: ReadNight[];
}

const byUid = (a: ReadNight, b: ReadNight) => a.uid.localeCompare(b.uid);

/**
 * ical.js. It keeps properties it has no type for (NAME, X-WR-CALNAME) as written: their TEXT is
 * read with its own text type, as a program that knows them reads them.
 */
export function readWithIcalJs(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const asText = (name: string) => {
    const value = calendar.getFirstPropertyValue(name);
    return ICAL.design.icalendar.value.text?.fromICAL(String(value)) ?? String(value);
  };
  return {
    names: [asText('name'), asText('x-wr-calname')],
    nights: calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => {
        const event = new ICAL.Event(vevent);
        const status = vevent.getFirstPropertyValue('status');
        return {
          uid: event.uid,
          start: event.startDate.toJSDate().toISOString(),
          end: event.endDate.toJSDate().toISOString(),
          summary: event.summary,
          status: status === null ? null : String(status),
          sequence: event.sequence,
        };
      })
      .sort(byUid),
  };
}

/** node-ical. */
export function readWithNodeIcal(text: string): ReadCalendar {
  const components = Object.values(nodeIcal.sync.parseICS(text));
  const calendar = components.find((component) => component?.type === 'VCALENDAR') as
    | Record<string, unknown>
    | undefined;
  const nights: ReadNight[] = [];
  for (const component of components) {
    if (component?.type !== 'VEVENT') continue;
    nights.push({
      uid: component.uid,
      start: component.start.toISOString(),
      end: (component.end ?? component.start).toISOString(),
      summary: String(component.summary),
      status: component.status ?? null,
      sequence: Number(component.sequence ?? 0),
    });
  }
  return {
    names: [String(calendar?.name), String(calendar?.['WR-CALNAME'])],
    nights: nights.sort(byUid),
  };
}

/** A feed read by both parsers, which must agree on every night and on its name. */
export function readWithBoth(text: string): ReadCalendar {
  const icalJs = readWithIcalJs(text);
  const nodeRead = readWithNodeIcal(text);
  if (JSON.stringify(icalJs) !== JSON.stringify(nodeRead)) {
    throw new Error(
      `the parsers disagree:\nical.js   ${JSON.stringify(icalJs, null, 1)}\nnode-ical ${JSON.stringify(nodeRead, null, 1)}`,
    );
  }
  return icalJs;
}
