import { addDays, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { providerFeeds, venues } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/**
 * Decision 174: a feed is read in its own character set — its byte order mark, else the one it
 * declares (the Content-Type's charset, or one given with an upload), else UTF-8; an undeclared
 * CSV that is not UTF-8 is read as windows-1252, what spreadsheets write; bytes that are not
 * text in the character set they claim are refused with a sentence naming the source.
 */

const NAME = 'Café Zürich';
const ADDRESS = '12 Bahnhofstraße, Nashville, TN 37203';

/** A weekly night at the café, starting next week (floating time: the wall clock as written). */
function calendar(): string {
  const first = addDays(todayIn('America/Chicago'), 7).replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Café Zürich//Quiz//DE',
    'BEGIN:VEVENT',
    'UID:cafe-weekly@test',
    'SUMMARY:Quiz',
    `LOCATION:${NAME}\\, ${ADDRESS.replaceAll(',', '\\,')}`,
    `DTSTART:${first}T190000`,
    'RRULE:FREQ=WEEKLY',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const csv = (name = NAME) =>
  [
    'venue_name,address,latitude,longitude,event_id,day,start',
    `${name},"${ADDRESS}",36.16,-86.78,cafe-tue,Tuesday,19:00`,
    '',
  ].join('\r\n');

const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const upload = (bytes: Buffer, charset?: string) => ({
  file: { data: bytes.toString('base64'), ...(charset ? { charset } : {}) },
});

describe('a feed read in its own character set', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  let providerId = '';

  beforeAll(async () => {
    providerId = (await createProvider(testApp.database.db, { name: 'Zürich Quiz' })).id;
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId });
  });

  async function addFeed(format: 'ical' | 'csv', url: string | null) {
    const created = await host.post('/api/admin/feeds', {
      providerId,
      name: `Café feed ${format} ${url ? 'at an address' : 'uploaded'}`,
      format,
      url,
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  }

  const previewNames = (response: { json: () => unknown }) =>
    (response.json() as { changes: { venues: { name: string }[] } }).changes.venues.map(
      (venue) => venue.name,
    );

  it('stores "Café Zürich" from a calendar served in ISO-8859-1 that says so', async () => {
    source.body = Buffer.from(calendar(), 'latin1');
    source.contentType = 'text/calendar; charset=ISO-8859-1';
    const feedId = await addFeed('ical', source.url('/latin1.ics'));
    const applied = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    const stored = await testApp.database.db
      .select({ name: venues.nameOriginal, address: venues.addressOriginal })
      .from(venues)
      .where(eq(venues.addressOriginal, ADDRESS));
    expect(stored).toEqual([{ name: NAME, address: ADDRESS }]);
  });

  it('reads UTF-16 with a byte order mark, from an address and uploaded', async () => {
    source.body = utf16le(calendar());
    source.contentType = 'text/calendar';
    const fromUrl = await host.post(
      `/api/admin/feeds/${await addFeed('ical', source.url('/utf16.ics'))}/preview`,
    );
    expect(fromUrl.statusCode, fromUrl.body).toBe(200);
    expect(previewNames(fromUrl)).toEqual([NAME]);

    const uploaded = await host.post(
      `/api/admin/feeds/${await addFeed('csv', null)}/preview`,
      upload(utf16le(csv())),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(previewNames(uploaded)).toEqual([NAME]);
  });

  it('reads an undeclared CSV that is not UTF-8 as a spreadsheet wrote it (windows-1252)', async () => {
    // "O’Malley’s" in windows-1252: the apostrophe is byte 0x92.
    const bytes = Buffer.from(csv(`${NAME} at O\u0092Malley\u0092s`), 'latin1');
    const uploaded = await host.post(
      `/api/admin/feeds/${await addFeed('csv', null)}/preview`,
      upload(bytes),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(previewNames(uploaded)).toEqual([`${NAME} at O’Malley’s`]);

    source.body = bytes;
    source.contentType = 'text/csv';
    const fetched = await host.post(
      `/api/admin/feeds/${await addFeed('csv', source.url('/old.csv'))}/preview`,
    );
    expect(previewNames(fetched)).toEqual([`${NAME} at O’Malley’s`]);
  });

  it('refuses an undeclared calendar that is not UTF-8, naming the feed and the line', async () => {
    source.body = Buffer.from(calendar(), 'latin1');
    source.contentType = 'text/calendar';
    const url = source.url('/undeclared.ics');
    const feedId = await addFeed('ical', url);
    const refused = await host.post(`/api/admin/feeds/${feedId}/preview`);
    expect(refused.statusCode).toBe(422);
    const message = `The feed at ${url} is not UTF-8 text (line 3 has bytes that are not) and declares no other character set: save it as UTF-8, or name its character set in the Content-Type header (charset=…).`;
    expect(refused.json().error.message).toBe(message);
    const [feed] = await testApp.database.db
      .select()
      .from(providerFeeds)
      .where(eq(providerFeeds.id, feedId));
    expect(feed).toMatchObject({ lastError: message, consecutiveFailures: 1 });
  });

  it('refuses bytes that are not text in the character set declared for them', async () => {
    source.body = Buffer.from(calendar(), 'latin1');
    source.contentType = 'text/calendar; charset=utf-8';
    const url = source.url('/mislabelled.ics');
    const fetched = await host.post(`/api/admin/feeds/${await addFeed('ical', url)}/preview`);
    expect(fetched.statusCode).toBe(422);
    expect(fetched.json().error.message).toBe(
      `The feed at ${url} is not utf-8 text, as it declares (line 3 has bytes that are not): save it as UTF-8, or name its character set in the Content-Type header (charset=…).`,
    );

    const csvFeed = await addFeed('csv', null);
    const uploaded = await host.post(
      `/api/admin/feeds/${csvFeed}/preview`,
      upload(Buffer.from(csv(), 'latin1'), 'UTF-8'),
    );
    expect(uploaded.statusCode).toBe(422);
    expect(uploaded.json().error.message).toBe(
      'The uploaded file is not UTF-8 text, as it declares (line 2 has bytes that are not): save it as UTF-8 (in a spreadsheet: Save As, "CSV UTF-8").',
    );

    // An odd number of bytes after a UTF-16 byte order mark is not UTF-16.
    const broken = await host.post(
      `/api/admin/feeds/${csvFeed}/preview`,
      upload(Buffer.concat([utf16le(csv()), Buffer.from([0x41])])),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.message).toMatch(
      /^The uploaded file is not UTF-16LE text, as its byte order mark says \(line \d+ has bytes that are not\)/,
    );

    const unknown = await host.post(
      `/api/admin/feeds/${csvFeed}/preview`,
      upload(Buffer.from(csv()), 'x-klingon'),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(
      'The uploaded file declares the character set "x-klingon", which we cannot read: save it as UTF-8.',
    );
  });
});
