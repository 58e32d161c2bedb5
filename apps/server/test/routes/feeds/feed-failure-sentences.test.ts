import type { FeedFormat } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { jobs, providerFeeds } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';
import { expectNoInternals } from '../../helpers/internals.ts';

/**
 * Decision 174: every way a source fails reads as a sentence about the source that its provider
 * can act on — never JavaScript's own words, never a 500 — and a 304 to a read that asked for the
 * whole feed is a failed read, not an error of ours.
 */

const JAVASCRIPT = ['undefined', 'Cannot read', 'TypeError', 'is not a function', 'null ('];
const crlf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const EVENT = [
  'BEGIN:VEVENT',
  'UID:a@test',
  'SUMMARY:Trivia',
  'LOCATION:The Crown\\, 1 Main St',
  'DTSTART:20300105T190000',
  'RRULE:FREQ=WEEKLY',
  'END:VEVENT',
];
const HTML =
  '<!doctype html><html><head><title>Our schedule</title></head><body><a href="https://example.test">Trivia</a></body></html>';

/** Malformed sources, each with what its sentence says (a part of it). */
const MALFORMED: [FeedFormat, string, string | Buffer, RegExp][] = [
  [
    'ical',
    'a truncated VCALENDAR',
    crlf('BEGIN:VCALENDAR', 'VERSION:2.0', ...EVENT.slice(0, 4)),
    /the VEVENT begun on line 3 has no END:VEVENT; the file may be cut short/,
  ],
  [
    'ical',
    'a VCALENDAR without its END',
    crlf('BEGIN:VCALENDAR', 'VERSION:2.0', ...EVENT),
    /the VCALENDAR begun on line 1 has no END:VCALENDAR/,
  ],
  [
    'ical',
    'a VEVENT with no DTSTART',
    crlf(
      'BEGIN:VCALENDAR',
      ...EVENT.filter((line) => !line.startsWith('DTSTART')),
      'END:VCALENDAR',
    ),
    /holds no event we could read \(Venue "The Crown", event "Trivia" \(line 2\): has no DTSTART\)/,
  ],
  [
    'ical',
    'binary junk',
    Buffer.from([0x00, 0x01, 0x02, 0x42, 0x45, 0x47, 0x0a, 0xff, 0x00]),
    /is not UTF-8 text/,
  ],
  [
    'ical',
    'binary junk that is UTF-8',
    Buffer.from('BEGIN:VCALENDAR\n\u0000\u0002junk\u0003\nEND:VCALENDAR\n'),
    /line 2 is not an iCalendar property \(NAME:value\): "junk"\.$/,
  ],
  ['ical', 'HTML served as iCalendar', HTML, /it is a web page \(HTML\), not an iCalendar file/],
  [
    'ical',
    'JSON served as iCalendar',
    '{"venues": [{"name": "The Crown"}]}',
    /The feed is not an iCalendar file: it has no VCALENDAR/,
  ],
  [
    'ical',
    'a property before BEGIN:VCALENDAR',
    crlf('VERSION:2.0', 'BEGIN:VCALENDAR', ...EVENT, 'END:VCALENDAR'),
    /line 1 comes before BEGIN:VCALENDAR: "VERSION:2.0"/,
  ],
  [
    'ical',
    'text after END:VCALENDAR',
    crlf('BEGIN:VCALENDAR', ...EVENT, 'END:VCALENDAR', 'X-TRAILER:1'),
    /line 10 comes after END:VCALENDAR/,
  ],
  [
    'ical',
    'a line that is not a property',
    crlf('BEGIN:VCALENDAR', 'this is not a property', ...EVENT, 'END:VCALENDAR'),
    /line 2 is not an iCalendar property \(NAME:value\)/,
  ],
  [
    'ical',
    'an END that ends something else',
    crlf('BEGIN:VCALENDAR', 'BEGIN:VTIMEZONE', 'TZID:X', 'END:VCALENDAR'),
    /line 4 is END:VCALENDAR, but the VTIMEZONE begun on line 2 is not ended/,
  ],
  [
    'ical',
    'a VEVENT whose END is mismatched',
    crlf(
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:a',
      'END:VTODO',
      'X:1',
      'END:VEVENT',
      'END:VCALENDAR',
    ),
    /it is not a well-formed VEVENT/,
  ],
  [
    'json',
    'JSON that is not our shape',
    '{"events": [{"title": "Trivia"}]}',
    /must be an object with a "venues" array/,
  ],
  ['json', 'a JSON list', '[1, 2, 3]', /must be an object with a "venues" array/],
  ['json', 'JSON cut short', '{"venues": [{"name": "The Crown"', /The feed is not valid JSON/],
  ['json', 'HTML served as JSON', HTML, /it is a web page \(HTML\), not a JSON file/],
  [
    'csv',
    'a CSV with no header',
    'The Crown,1 Main St,Tuesday,19:00\r\n',
    /The CSV header must name the columns venue_name, address, start/,
  ],
  [
    'csv',
    'a quote never closed',
    'venue_name,address,start\r\n"The Crown,1 Main St,19:00\r\n',
    /The CSV file cannot be read: a quoted value in the row starting on line 2 is never closed/,
  ],
  ['jsonld', 'a page with no JSON-LD', HTML, /The page has no schema.org JSON-LD/],
];

describe('every way a source fails is a sentence about it', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  const feeds = new Map<FeedFormat, string>();
  let providerId = '';

  beforeAll(async () => {
    providerId = (await createProvider(testApp.database.db, { name: 'Broken Feeds' })).id;
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId });
    for (const format of ['ical', 'csv', 'json', 'jsonld'] as const) {
      const created = await host.post('/api/admin/feeds', {
        providerId,
        name: `Broken ${format}`,
        format,
        url: source.url(`/feed.${format}`),
      });
      feeds.set(format, created.json().id);
    }
  });

  const feed = async (feedId: string) =>
    (await testApp.database.db.select().from(providerFeeds).where(eq(providerFeeds.id, feedId)))[0];

  it.each(MALFORMED)('%s: %s', async (format, _what, body, sentence) => {
    source.body = body;
    source.contentType = 'text/plain';
    const feedId = feeds.get(format) ?? '';
    const preview = await host.post(`/api/admin/feeds/${feedId}/preview`);
    expect(preview.statusCode, preview.body).toBe(422);
    const message: string = preview.json().error.message;
    expect(message).toMatch(sentence);
    for (const words of JAVASCRIPT) expect(message).not.toContain(words);
    expectNoInternals(preview.body, message);
    // Kept as the feed's health, as a person reads it (and as the database can hold it).
    expect((await feed(feedId))?.lastError).toBe(message);
  });

  it('reads an uploaded file that fails likewise, as a sentence', async () => {
    const csvFeed = (
      await host.post('/api/admin/feeds', { providerId, name: 'Uploaded', format: 'csv' })
    ).json().id;
    const preview = await host.post(`/api/admin/feeds/${csvFeed}/preview`, {
      content: 'name;town\r\nThe Crown;Nashville\r\n',
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().error.message).toBe(
      'The CSV header must name the columns venue_name, address, start; it has no venue_name, address, start',
    );
  });

  it('makes a 304 to a first read a failed read with a sentence, from a person and from the job', async () => {
    const feedId = feeds.get('json') ?? '';
    source.failWith = 304;
    try {
      const preview = await host.post(`/api/admin/feeds/${feedId}/preview`);
      expect(preview.statusCode).toBe(422);
      const message =
        "The feed's host answered 304 Not Modified to a request for the whole feed, which it had not sent before; nothing was changed. Its server should answer 200 with the feed.";
      expect(preview.json().error.message).toBe(message);

      // The job's read is conditional, but this feed has no validators to send: the same.
      const failures = (await feed(feedId))?.consecutiveFailures ?? 0;
      await testApp.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(sql`kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
      await testApp.app.jobs.runDue();
      expect(await feed(feedId)).toMatchObject({
        lastError: message,
        consecutiveFailures: failures + 1,
      });
      expect(source.requests.at(-1)?.ifNoneMatch).toBeUndefined();
    } finally {
      source.failWith = null;
    }
  });
});
