import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/feeds');

/**
 * Each format's fixture, served over HTTP by the test, is read through the API. (What
 * each reader makes of its fixture is in services/feeds/read/*.test.ts, on a fixed date.)
 */
describe('every feed format, read from a server', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  let providerId = '';

  beforeAll(async () => {
    providerId = (await createProvider(testApp.database.db)).id;
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId });
  });

  it.each([
    ['ical', 'weekly.ics', 'text/calendar'],
    ['csv', 'schedule.csv', 'text/csv'],
    ['json', 'schedule.json', 'application/json'],
    ['jsonld', 'page.html', 'text/html'],
  ] as const)('reads a %s feed (%s)', async (format, file, contentType) => {
    source.body = await fs.readFile(path.join(fixtures, file), 'utf8');
    source.contentType = contentType;
    const created = await host.post('/api/admin/feeds', {
      providerId,
      name: `Fixture ${file}`,
      format,
      url: source.url(`/${file}`),
    });
    expect(created.statusCode).toBe(201);
    const preview = await host.post(`/api/admin/feeds/${created.json().id}/preview`);
    expect(preview.statusCode).toBe(200);
    const { counts } = preview.json().changes;
    expect(counts.venuesNew).toBeGreaterThan(0);
    expect(counts.eventsNew).toBeGreaterThan(0);
    // Each fixture holds something left out on purpose, and the preview says so.
    expect(preview.json().changes.problems.length).toBe(counts.problems);
  });
});
