import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dayOfWeekOf, todayIn, zonedDateTime } from '@trivia/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent } from '../../src/db/factories.ts';
import { buildTestApp, FIXTURE_WEB_DIST, type TestApp } from '../helpers/app.ts';
import { createFranklinVenue, PUBLIC_URL } from '../helpers/public-pages.ts';

/**
 * A page of islands judges its nights over as the server renders it (decision 219), so it is kept
 * only until the first night it shows as to come ends. The web build's renderer is stood in for by
 * one that writes the instant it rendered at, the server's judgement of every night.
 */
describe('kept pages and the nights they judge', () => {
  let testApp: TestApp;
  let root = '';
  const today = todayIn('America/Chicago');
  // Tonight's night ends at 9:30 PM in Franklin: half past an hour, never at a UTC hour's turn.
  const nightEnds = Date.parse(zonedDateTime(today, '21:30', 'America/Chicago'));
  let slug = '';

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-web-'));
    await fs.cp(FIXTURE_WEB_DIST, path.join(root, 'dist'), { recursive: true });
    await fs.mkdir(path.join(root, 'dist-ssr'));
    await fs.writeFile(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      'export async function render() { return { html: "<main>judged at " + Date.now() + "</main>", state: [] }; }\n',
    );
    testApp = await buildTestApp({ PUBLIC_URL, WEB_DIST_DIR: path.join(root, 'dist') });
    const venue = await createFranklinVenue(testApp.database.db, 'Half Past Tavern');
    await createEvent(testApp.database.db, {
      venueId: venue.id,
      eventType: 'Trivia',
      dayOfWeek: dayOfWeekOf(today),
      startTime: '19:30',
      endTime: '21:30',
    });
    slug = `half-past-tavern-franklin-tn-${venue.id.slice(0, 4)}`;
  });

  afterAll(async () => {
    await testApp?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const judgedAt = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return /judged at (\d+)/.exec(response.body)?.[1];
  };

  it.each([
    ['a venue page', () => `/trivia-at-${slug}`],
    ['a city page', () => '/trivia-near-franklin-tn'],
  ])('renders %s again once tonight’s night has ended, not before', async (_name, url) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nightEnds - 2_000);
    const before = await judgedAt(url());
    expect(before).toBe(String(nightEnds - 2_000));
    // A second on, the night is still to come: the page kept is sent.
    vi.setSystemTime(nightEnds - 1_000);
    expect(await judgedAt(url())).toBe(before);
    // The night ends: its page, kept until then, is rendered again.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    vi.setSystemTime(nightEnds + 1_000);
    const after = await judgedAt(url());
    expect(after).toBe(String(nightEnds + 1_000));
  });
});
