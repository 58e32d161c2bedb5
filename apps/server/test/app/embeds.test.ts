import { createHash } from 'node:crypto';
import {
  addDays,
  dayOfWeekOf,
  formatOccurrenceDate,
  providerPageSlug,
  todayIn,
} from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import {
  cancelNight,
  createFranklinVenue,
  FRANKLIN,
  PUBLIC_URL,
  usePublicApp,
} from '../helpers/public-pages.ts';

/** The page's text as a person reads it: tags out, entities back. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>|<script>[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('embeds', () => {
  const { testApp, get } = usePublicApp();

  /** A venue in Franklin with a confirmed night tomorrow and a cancelled one in three days. */
  async function franklinTaproom(name = 'Main Street Taproom') {
    const db = testApp.database.db;
    const provider = await createProvider(db, { name: `Harpeth Quiz Co ${name.length}` });
    const venue = await createFranklinVenue(db, name);
    const today = todayIn('America/Chicago');
    const tomorrow = addDays(today, 1);
    const inThreeDays = addDays(today, 3);
    const quiz = await createEvent(db, {
      venueId: venue.id,
      providerId: provider.id,
      eventType: 'Pub Quiz',
      dayOfWeek: dayOfWeekOf(tomorrow),
      startTime: '19:30',
      endTime: '21:30',
      prizeAmount: 50,
    });
    await createOccurrence(db, { eventId: quiz.id, occurrenceDate: tomorrow, status: 'confirmed' });
    const music = await createEvent(db, {
      venueId: venue.id,
      providerId: provider.id,
      eventType: 'Music Bingo',
      dayOfWeek: dayOfWeekOf(inThreeDays),
      startTime: '20:00',
      prizeDescription: 'Bar tab',
    });
    await cancelNight(db, music.id, inThreeDays);
    const slug = `${name.toLowerCase().replaceAll(' ', '-')}-franklin-tn-${venue.id.slice(0, 4)}`;
    return { provider, venue, quiz, music, today, tomorrow, inThreeDays, slug };
  }

  it('renders a venue’s next two weeks: day, time, title, prize, Confirmed and Cancelled with the note, each linking to the venue page in a new tab', async () => {
    const { slug, tomorrow, inThreeDays } = await franklinTaproom();
    const response = await get(`/embed/venue/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    const html = response.body;
    const text = textOf(html);
    expect(html).toContain('<h1>Main Street Taproom</h1>');
    expect(text).toContain('Trivia nights · next two weeks');
    expect(text).toContain('Tomorrow 7:30 PM – 9:30 PM Pub Quiz Prize: $50 Confirmed');
    expect(text).toContain(
      `${formatOccurrenceDate(inThreeDays)} 8:00 PM Music Bingo Cancelled — Closed for a private party`,
    );
    // A weekly night shows in both weeks, and no further.
    expect(text).toContain(formatOccurrenceDate(addDays(tomorrow, 7)));
    expect(text).not.toContain(formatOccurrenceDate(addDays(tomorrow, 14)));
    // The cancelled night's prize is not shown; the next week's is.
    expect(text.match(/Prize: Bar tab/g)).toHaveLength(1);
    const links = [
      ...html.matchAll(/<a class="n" href="([^"]+)" target="_blank" rel="noopener">/g),
    ];
    expect(links.length).toBe(4);
    for (const [, href] of links) expect(href).toBe(`${PUBLIC_URL}/trivia-at-${slug}`);
    expect(html).toContain(
      `Schedule from <a href="${PUBLIC_URL}/trivia-at-${slug}" target="_blank" rel="noopener">Trivia Near Me</a>`,
    );
    // No React, no script but the height's.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain("parent.postMessage({type:'trivia-near-me:height',height:n},'*')");
  });

  it('renders a provider’s nights at each of its venues, and only its own', async () => {
    const db = testApp.database.db;
    const { provider, venue, tomorrow } = await franklinTaproom('Cool Springs Pub');
    const other = await createVenue(db, {
      nameOriginal: 'Harpeth Hall',
      addressOriginal: '2 Main St, Franklin, TN 37064',
      latitude: FRANKLIN.latitude + 0.01,
      longitude: FRANKLIN.longitude,
    });
    await createEvent(db, {
      venueId: other.id,
      providerId: provider.id,
      eventType: 'Trivia Tuesday',
      dayOfWeek: dayOfWeekOf(tomorrow),
      startTime: '18:00',
    });
    const rival = await createProvider(db, { name: 'Rival Quizzes' });
    await createEvent(db, {
      venueId: venue.id,
      providerId: rival.id,
      eventType: 'Rival Trivia',
      dayOfWeek: dayOfWeekOf(tomorrow),
    });
    const response = await get(`/embed/provider/${providerPageSlug(provider)}`);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(response.body).toContain(`<h1>${provider.name}</h1>`);
    expect(text).toContain(
      'Tomorrow 6:00 PM Trivia Tuesday at Harpeth Hall · Prize TBD 7:30 PM – 9:30 PM Pub Quiz at Cool Springs Pub · Prize: $50 Confirmed',
    );
    expect(text).not.toContain('Rival Trivia');
    expect(response.body).toContain(`href="${PUBLIC_URL}/trivia-by-${providerPageSlug(provider)}"`);
  });

  it('renders the nights near a city, from this week and the next', async () => {
    const { tomorrow } = await franklinTaproom('Franklin Alehouse');
    const response = await get('/embed/near/franklin-tn');
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(response.body).toContain('<h1>Trivia near Franklin, TN</h1>');
    expect(text).toContain('Within 30 miles · next two weeks');
    expect(text).toContain('Pub Quiz at Franklin Alehouse · Prize: $50 Confirmed');
    // Next week's night too, under its day.
    expect(text).toContain(formatOccurrenceDate(addDays(tomorrow, 7)));
    expect(text.match(/Pub Quiz at Franklin Alehouse · Prize: \$50/g)).toHaveLength(2);
    expect(response.body).toContain(`href="${PUBLIC_URL}/trivia-near-franklin-tn"`);
    // A place with no venue near it says so.
    const empty = await get('/embed/near/nome-ak');
    expect(empty.statusCode).toBe(200);
    expect(textOf(empty.body)).toContain('No trivia nights are listed here in the next two weeks.');
  });

  it('lets any site frame an embed, and only an embed', async () => {
    const { slug } = await franklinTaproom('Frame Tavern');
    const embed = await get(`/embed/venue/${slug}`);
    const csp = String(embed.headers['content-security-policy']);
    const script = /<script>([\s\S]*?)<\/script>/.exec(embed.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp.split(';').map((directive) => directive.trim())).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        `script-src 'sha256-${hash}'`,
        "img-src https: data: 'self'",
        "base-uri 'none'",
        "form-action 'none'",
        'frame-ancestors *',
        'upgrade-insecure-requests',
      ]),
    );
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // Its 404 and 400 too: a frame shows why.
    const unknown = await get('/embed/venue/nowhere-bar-franklin-tn-0000');
    expect(String(unknown.headers['content-security-policy'])).toContain('frame-ancestors *');
    for (const url of [`/trivia-at-${slug}`, '/', '/trivia-near-franklin-tn', '/api/health']) {
      const page = await get(url);
      expect(String(page.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('takes a theme and an accent: light, dark, or the visitor’s (auto)', async () => {
    const { slug } = await franklinTaproom('Theme Tavern');
    const styleOf = async (query: string) => {
      const response = await get(`/embed/venue/${slug}${query}`);
      expect(response.statusCode, query).toBe(200);
      return /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
    };
    const auto = await styleOf('');
    expect(auto).toContain('@media (prefers-color-scheme:dark)');
    expect(await styleOf('?theme=auto')).toBe(auto);
    const light = await styleOf('?theme=light');
    expect(light).toContain('color-scheme:light;--bg:#fff');
    expect(light).not.toContain('color-scheme:dark');
    const dark = await styleOf('?theme=dark');
    expect(dark).toContain('color-scheme:dark;--bg:#161b33');
    expect(dark).not.toContain('color-scheme:light');
    const accent = await styleOf('?theme=dark&accent=%230A8');
    expect(accent).toContain(':root{--ac:#00aa88}');
    // One look, one kept page: #0A8 and #00aa88 are the same answer.
    const short = await get(`/embed/venue/${slug}?accent=%230A8`);
    const long = await get(`/embed/venue/${slug}?accent=%2300aa88`);
    expect(short.headers.etag).toBe(long.headers.etag);
  });

  it('refuses a bad theme or accent with 400 naming the field', async () => {
    const { slug } = await franklinTaproom('Refusing Tavern');
    for (const [query, field] of [
      ['?accent=red', 'accent'],
      ['?accent=%23abcd', 'accent'],
      ['?accent=%3Cscript%3E', 'accent'],
      ['?theme=blue', 'theme'],
    ] as const) {
      const response = await get(`/embed/venue/${slug}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toMatch(new RegExp(`^${field}: `));
    }
    const badSlug = await get('/embed/venue/Main_Street');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().error.message).toMatch(/^slug: /);
  });

  it('answers 404 with a small page for an unknown venue, provider or place', async () => {
    for (const url of [
      '/embed/venue/nowhere-bar-franklin-tn-0000',
      '/embed/provider/nobody-trivia-0000',
      '/embed/near/nowhere-zz',
    ]) {
      const response = await get(`${url}?theme=light`);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(textOf(response.body), url).toContain('Schedule not found');
      expect(response.body).toContain('color-scheme:light');
      expect(Buffer.byteLength(response.body)).toBeLessThan(5 * 1024);
    }
  });

  it('shows a cancelled night as Cancelled on the very next request, with a new ETag', async () => {
    const db = testApp.database.db;
    const { slug, quiz, tomorrow } = await franklinTaproom('Next Request Tavern');
    const later = addDays(tomorrow, 7);
    const url = `/embed/venue/${slug}?theme=dark&accent=%23c2410c`;
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    await createOccurrence(db, {
      eventId: quiz.id,
      occurrenceDate: later,
      status: 'cancelled',
      publicNote: 'Holiday',
    });
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(textOf(after.body)).toContain(
      `${formatOccurrenceDate(later)} 7:30 PM – 9:30 PM Pub Quiz Cancelled — Holiday`,
    );
  });

  it('stays within 20 KB with its CSS, leaving the nights that do not fit to its page', async () => {
    const db = testApp.database.db;
    const provider = await createProvider(db, { name: 'Endless Quiz League' });
    const today = todayIn('America/Chicago');
    for (let index = 0; index < 12; index += 1) {
      const venue = await createVenue(db, {
        nameOriginal: `The Very Long Named Brewery and Kitchen of Franklin Number ${index}`,
        addressOriginal: `${index} Main St, Franklin, TN 37064`,
        latitude: FRANKLIN.latitude + index / 1000,
        longitude: FRANKLIN.longitude,
      });
      for (let day = 1; day <= 4; day += 1) {
        await createEvent(db, {
          venueId: venue.id,
          providerId: provider.id,
          eventType: `General Knowledge Trivia with <Prizes> & Surprises, Round ${day}`,
          dayOfWeek: dayOfWeekOf(addDays(today, day)),
          prizeDescription: 'A $100 bar tab for the winners and a round of drinks',
        });
      }
    }
    for (const url of [
      `/embed/provider/${providerPageSlug(provider)}`,
      '/embed/near/franklin-tn?theme=auto&accent=%23123456',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.length, url).toBeLessThanOrEqual(20 * 1024);
      expect(response.body).toContain('with &lt;Prizes&gt; &amp; Surprises');
      expect(textOf(response.body), url).toMatch(/\d+ more nights on Trivia Near Me/);
    }
  });
});
