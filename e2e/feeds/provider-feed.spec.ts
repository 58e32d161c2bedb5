import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { unique } from '../support/data.ts';
import { chicagoDay, freshHost } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

const BOISE_LIST = '/?lat=43.6150&lng=-116.2023&name=Boise%2C+ID&tab=week';

/** A provider's iCalendar feed, served by the test on 127.0.0.1 (FEED_ALLOW_HOSTS lets it in). */
function calendar(events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Feed test//EN', ...events, 'END:VCALENDAR']
    .join('\r\n')
    .concat('\r\n');
}

function weekly(options: {
  uid: string;
  summary: string;
  day: { iso: string; weekday: string };
  location: string;
  geo?: string;
  exdate?: string;
}): string {
  const compact = options.day.iso.replaceAll('-', '');
  const byDay = options.day.weekday.slice(0, 2).toUpperCase();
  return [
    'BEGIN:VEVENT',
    `UID:${options.uid}`,
    'DTSTAMP:20261101T000000Z',
    `SUMMARY:${options.summary}`,
    `DTSTART:${compact}T190000`,
    `DTEND:${compact}T210000`,
    `RRULE:FREQ=WEEKLY;BYDAY=${byDay}`,
    ...(options.exdate ? [`EXDATE:${options.exdate.replaceAll('-', '')}T190000`] : []),
    `LOCATION:${options.location.replaceAll(',', '\\,')}`,
    ...(options.geo ? [`GEO:${options.geo}`] : []),
    'END:VEVENT',
  ].join('\r\n');
}

/**
 * The browser acceptance : a provider adds an iCalendar feed, previews and applies it, and
 * its venue is listed publicly "From … schedule"; the feed then drops one event and cancels one
 * night, and the next read ends the one and shows the other Cancelled; a venue the feed may share
 * with one we hold waits in the review queue until answered.
 */
test('a provider feed comes in, keeps in step with its source, and asks about an uncertain venue', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const tag = unique();
  const tomorrow = chicagoDay(1);
  const dayAfter = chicagoDay(2);
  const hall = `Feed Hall ${tag}`;
  const hallLocation = `${hall}, 100 N 8th St, Boise, ID 83702`;
  const quizDen = `Quiz Den ${tag}`;
  const served = { body: '' };
  const source = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(served.body);
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/trivia.ics`;

  const { context } = await freshHost(browser, origin, '203.0.113.30');
  const page = await context.newPage();
  try {
    // A venue the host already lists, at the address the feed gives another name.
    const held = await page.request.post('/api/admin/venues', {
      headers: { origin },
      data: {
        nameOriginal: `Brass Rail ${tag}`,
        addressOriginal: '700 W Main St, Boise, ID 83702',
      },
    });
    expect(held.status()).toBe(201);

    const tuesdayLike = weekly({
      uid: `night-${tag}@feed.test`,
      summary: `Pub Quiz ${tag}`,
      day: tomorrow,
      location: hallLocation,
      geo: '43.6166;-116.2040',
    });
    const dropped = weekly({
      uid: `bingo-${tag}@feed.test`,
      summary: `Music Bingo ${tag}`,
      day: dayAfter,
      location: hallLocation,
      geo: '43.6166;-116.2040',
    });
    const den = weekly({
      uid: `den-${tag}@feed.test`,
      summary: `Den Trivia ${tag}`,
      day: dayAfter,
      location: `${quizDen}, 700 W Main St, Boise, ID 83702`,
    });
    served.body = calendar([tuesdayLike, dropped, den]);

    await page.goto('/admin/feeds');
    await page.getByRole('button', { name: 'Add a feed' }).click();
    await page.getByLabel('Name').fill(`Boise schedule ${tag}`);
    await page.getByLabel('iCalendar').check();
    await page.getByLabel('Feed address').fill(feedUrl);
    await page.getByRole('button', { name: 'Add feed' }).click();
    await expect(page.getByText('Venues: 1 new · 0 matched · 1 waiting for review')).toBeVisible();
    await expect(page.getByText(/^Events: 2 new/)).toBeVisible();
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText(/^Applied: 1 new venue, 2 new events/)).toBeVisible();

    const list = await context.newPage();
    await list.goto(BOISE_LIST);
    const card = list.getByRole('article').filter({ hasText: hall });
    await expect(card).toBeVisible();
    await expect(
      card.getByText(/From .+'s schedule, synced [A-Z][a-z]{2} \d{1,2}/).first(),
    ).toBeVisible();
    // The card shows the next night; the bingo is its other one ("+1 more night").
    await expect(card).toContainText('+1 more night');
    await expect(list.getByRole('article').filter({ hasText: `Den Trivia ${tag}` })).toHaveCount(0);

    // The source drops the bingo and cancels tomorrow's quiz; the next read follows it.
    served.body = calendar([
      weekly({
        uid: `night-${tag}@feed.test`,
        summary: `Pub Quiz ${tag}`,
        day: tomorrow,
        location: hallLocation,
        geo: '43.6166;-116.2040',
        exdate: tomorrow.iso,
      }),
      den,
    ]);
    await page.reload();
    const feedCard = page.getByRole('article').filter({ hasText: `Boise schedule ${tag}` });
    await feedCard.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText(/gone at the source/).first()).toBeVisible();
    await expect(page.getByText(/Nights cancelled at the source: 1/)).toBeVisible();
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText(/^Applied: .*1 event ended.*1 night cancelled/)).toBeVisible();

    await list.reload();
    await expect(card).not.toContainText('more night');
    await expect(card).toContainText('Cancelled');

    // The uncertain venue waits until someone answers; then the next read brings its event.
    await page.goto('/admin/feeds/reviews');
    const question = page.getByRole('listitem', { name: new RegExp(`^${quizDen} from`) });
    await expect(question).toContainText(`Brass Rail ${tag}`);
    await question.getByRole('button', { name: 'Same venue' }).click();
    await expect(question).toHaveCount(0);
    await page.goto('/admin/feeds');
    await page
      .getByRole('article')
      .filter({ hasText: `Boise schedule ${tag}` })
      .getByRole('button', { name: 'Preview' })
      .click();
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText(/^Applied: .*1 new event/)).toBeVisible();
    await list.reload();
    await expect(list.getByRole('article').filter({ hasText: `Brass Rail ${tag}` })).toContainText(
      `Den Trivia ${tag}`,
    );
  } finally {
    await context.close();
    source.close();
  }
});
