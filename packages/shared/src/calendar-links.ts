import { addDays, type IsoDate } from './dates.ts';
import { zonedDateTime } from './zoned-time.ts';

/**
 * "Add to calendar" links of one night (decision 122): the compose pages of Google
 * Calendar and Outlook, filled in. Apple Calendar and the others take the night's `.ics`, which the
 * server writes (`src/seo/calendar.ts`). Pure functions: the venue page builds them where it
 * renders, on the server and in the browser alike.
 */

/** When a night has no end time, calendars show it as this long (as the `.ics` feed does). */
export const DEFAULT_NIGHT_HOURS = 2;

export interface CalendarNight {
  title: string;
  /** 'YYYY-MM-DD', in the venue's time zone. */
  date: IsoDate;
  /** 'HH:MM' */
  startTime: string;
  /** 'HH:MM'; an end before the start is past midnight. */
  endTime?: string | undefined;
  /** The venue's IANA time zone. */
  timezone: string;
  /** The venue's name and address. */
  location: string;
  /** The prize, the host, a link back. */
  details: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A query string, each value percent-encoded (this package assumes no DOM or Node types). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The night's start and end as local date and 'HH:MM' (the end may fall on the next day). */
export function nightSpan(night: Pick<CalendarNight, 'date' | 'startTime' | 'endTime'>): {
  start: { date: IsoDate; time: string };
  end: { date: IsoDate; time: string };
} {
  const start = { date: night.date, time: night.startTime.slice(0, 5) };
  if (night.endTime) {
    const time = night.endTime.slice(0, 5);
    return { start, end: { date: time > start.time ? night.date : addDays(night.date, 1), time } };
  }
  const [hour = 0, minute = 0] = start.time.split(':').map(Number);
  const total = hour + DEFAULT_NIGHT_HOURS;
  return {
    start,
    end: {
      date: total >= 24 ? addDays(night.date, 1) : night.date,
      time: `${pad(total % 24)}:${pad(minute)}`,
    },
  };
}

/** '2026-11-24', '19:30' → '20261124T193000' (Google's local form, read in `ctz`). */
function compact(date: IsoDate, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** Google Calendar's "create event" page with the night filled in, in the venue's time zone. */
export function googleCalendarUrl(night: CalendarNight): string {
  const { start, end } = nightSpan(night);
  const params = query({
    action: 'TEMPLATE',
    text: night.title,
    dates: `${compact(start.date, start.time)}/${compact(end.date, end.time)}`,
    ctz: night.timezone,
    details: night.details,
    location: night.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's "new event" page with the night filled in (times with their offset). */
export function outlookCalendarUrl(night: CalendarNight): string {
  const { start, end } = nightSpan(night);
  const params = query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: night.title,
    startdt: zonedDateTime(start.date, start.time, night.timezone),
    enddt: zonedDateTime(end.date, end.time, night.timezone),
    body: night.details,
    location: night.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** Google Calendar's "add by URL" page for a feed (`webcal://…` or `https://…`). */
export function googleSubscribeUrl(feedUrl: string): string {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return `https://calendar.google.com/calendar/render?${query({ cid: webcal })}`;
}
