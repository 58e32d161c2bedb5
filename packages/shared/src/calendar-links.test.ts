import { describe, expect, it } from 'vitest';
import {
  googleCalendarUrl,
  googleSubscribeUrl,
  nightSpan,
  outlookCalendarUrl,
} from './calendar-links.ts';

/** A link's address before `?` and its query's values, decoded. */
function parse(link: string): { address: string; query: Record<string, string> } {
  const [address = '', search = ''] = link.split('?');
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    query[name] = decodeURIComponent(value);
  }
  return { address, query };
}

const night = {
  title: 'Pub Quiz at The Crown & Anchor',
  date: '2026-11-24',
  startTime: '19:30',
  timezone: 'America/Chicago',
  location: 'The Crown & Anchor, 9 Main St, Franklin, TN 37064',
  details: 'Prize: $50.\nDetails: https://example.com/trivia-at-the-crown-franklin-tn-3f9a',
};

describe('nightSpan', () => {
  it('lasts two hours without an end time, into the next day past midnight', () => {
    expect(nightSpan(night)).toEqual({
      start: { date: '2026-11-24', time: '19:30' },
      end: { date: '2026-11-24', time: '21:30' },
    });
    expect(nightSpan({ ...night, startTime: '23:15' }).end).toEqual({
      date: '2026-11-25',
      time: '01:15',
    });
  });

  it('reads an end before the start as past midnight', () => {
    expect(nightSpan({ ...night, startTime: '22:00', endTime: '00:30' }).end).toEqual({
      date: '2026-11-25',
      time: '00:30',
    });
    expect(nightSpan({ ...night, endTime: '21:00:00' }).end).toEqual({
      date: '2026-11-24',
      time: '21:00',
    });
  });
});

describe('googleCalendarUrl', () => {
  it('fills in the compose page with local times read in the venue zone', () => {
    const { address, query } = parse(googleCalendarUrl(night));
    expect(address).toBe('https://calendar.google.com/calendar/render');
    expect(query).toEqual({
      action: 'TEMPLATE',
      text: 'Pub Quiz at The Crown & Anchor',
      dates: '20261124T193000/20261124T213000',
      ctz: 'America/Chicago',
      details: night.details,
      location: night.location,
    });
  });

  it('encodes what would break the query', () => {
    expect(googleCalendarUrl(night)).toContain(
      'text=Pub%20Quiz%20at%20The%20Crown%20%26%20Anchor&',
    );
    expect(googleCalendarUrl(night)).toContain('details=Prize%3A%20%2450.%0ADetails%3A%20https');
  });
});

describe('outlookCalendarUrl', () => {
  it('fills in the compose page with times and their UTC offset', () => {
    const { address, query } = parse(outlookCalendarUrl({ ...night, endTime: '21:00' }));
    expect(address).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(query).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Pub Quiz at The Crown & Anchor',
      startdt: '2026-11-24T19:30:00-06:00',
      enddt: '2026-11-24T21:00:00-06:00',
      body: night.details,
      location: night.location,
    });
  });

  it('takes summer time from the night, not from today', () => {
    const { query } = parse(outlookCalendarUrl({ ...night, date: '2026-07-07' }));
    expect(query.startdt).toBe('2026-07-07T19:30:00-05:00');
  });
});

describe('googleSubscribeUrl', () => {
  it('hands Google the feed as webcal', () => {
    expect(googleSubscribeUrl('https://example.com/trivia-at-x-3f9a/calendar.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fexample.com%2Ftrivia-at-x-3f9a%2Fcalendar.ics',
    );
  });
});
