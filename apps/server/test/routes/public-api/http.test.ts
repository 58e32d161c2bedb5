import fs from 'node:fs/promises';
import { addDays } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { createOccurrence } from '../../../src/db/factories.ts';
import { buildTestApp, useTestApp } from '../../helpers/app.ts';
import { FRANKLIN, seedFranklin } from './seed.ts';

/**
 * The public API's HTTP manners. CORS on its GETs only, ETag and Cache-Control, a
 * per-address limit with RateLimit-* headers and 429, and a docs page served from our own files.
 */

const NEARBY = `/api/v1/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`;
const OTHER_ORIGIN = 'https://someone-else.example';

describe('the public API over HTTP', () => {
  const testApp = useTestApp({ PUBLIC_URL: 'https://trivia.example' });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { origin: OTHER_ORIGIN, ...headers } });

  it('lets any origin read the public GETs, and exposes ETag and RateLimit-*', async () => {
    const { venueSlug, providerSlug } = await seedFranklin(testApp.database.db);
    for (const url of [
      NEARBY,
      `/api/v1/venues/${venueSlug}`,
      `/api/v1/providers/${providerSlug}`,
      '/api/v1/cities/franklin-tn',
      '/api/v1/venues/no-such-pub-ffff',
      '/api/openapi.json',
    ]) {
      const response = await get(url);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(String(response.headers['access-control-expose-headers']), url).toContain('ETag');
    }
    const exposed = (await get(NEARBY)).headers['access-control-expose-headers'];
    expect(exposed).toBe(
      'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
    );
  });

  it('answers a browser’s preflight for /api/v1 (a GET with If-None-Match)', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/cities/franklin-tn',
      headers: {
        origin: OTHER_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(String(response.headers['access-control-allow-headers'])).toContain('If-None-Match');
    // A preflight is not counted against the address's limit.
    expect(response.headers['ratelimit-limit']).toBeUndefined();
  });

  it('gives no other route CORS: the app’s own nearby search, its pages, its admin API', async () => {
    for (const url of [
      `/api/venues/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`,
      '/api/admin/venues',
      '/api/me',
      '/api/health',
      '/api/docs',
      '/',
    ]) {
      const response = await get(url);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['ratelimit-limit'], url).toBeUndefined();
    }
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/venues/nearby',
      headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers other methods on its paths with 405, Allow and CORS, in the error shape', async () => {
    const { venueSlug } = await seedFranklin(testApp.database.db);
    for (const path of [
      NEARBY,
      `/api/v1/venues/${venueSlug}`,
      '/api/v1/providers/no-such-quiz-ffff',
      '/api/v1/cities/franklin-tn',
    ]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        // From another origin, with a body it cannot read: 405 all the same, before either matters.
        const response = await testApp.app.inject({
          method,
          url: path,
          headers: { origin: OTHER_ORIGIN, 'content-type': 'application/json' },
          payload: '{"not json',
        });
        const where = `${method} ${path}`;
        expect(response.statusCode, where).toBe(405);
        expect(response.headers.allow, where).toBe('GET, HEAD, OPTIONS');
        expect(response.headers['access-control-allow-origin'], where).toBe('*');
        expect(response.json().error, where).toMatchObject({
          code: 'METHOD_NOT_ALLOWED',
          message: `The public API only reads: ${path.split('?')[0]} answers GET, HEAD, OPTIONS, not ${method}.`,
        });
      }
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/api/v1/cities/franklin-tn' });
    expect(head.statusCode).toBe(200);
  });

  it('answers unknown /api/v1 paths with 404 and CORS, in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['GET', '/api/v1/venues'],
      ['POST', '/api/v1/nope'],
      ['DELETE', '/api/v1/venues/a/b'],
      // Longer than any path parameter the router takes (decision 178).
      ['GET', `/api/v1/venues/${'a-'.repeat(100)}ffff`],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url: path,
        headers: { origin: OTHER_ORIGIN },
      });
      const where = `${method} ${path}`;
      expect(response.statusCode, where).toBe(404);
      expect(response.headers['access-control-allow-origin'], where).toBe('*');
      expect(response.json().error, where).toMatchObject({
        code: 'NOT_FOUND',
        message: `There is no ${method} ${path}.`,
      });
    }
  });

  it('takes the slugs its document allows: 101 to 160 characters reach the route, 161 is 400', async () => {
    for (const length of [101, 130, 160]) {
      const slug = `${'a'.repeat(length - 5)}-ffff`;
      for (const [path, message] of [
        ['venues', 'No venue has this slug.'],
        ['providers', 'No trivia provider has this slug.'],
      ]) {
        const response = await get(`/api/v1/${path}/${slug}`);
        expect(response.statusCode, `${path} ${length}`).toBe(404);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.json().error.message).toBe(message);
      }
    }
    const tooLong = await get(`/api/v1/venues/${'a'.repeat(156)}-ffff`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['access-control-allow-origin']).toBe('*');
    expect(tooLong.json().error.details).toEqual([
      { field: 'slug', message: 'must be at most 160 characters' },
    ]);
  });

  it('sends an ETag and a short public Cache-Control, and 304 for a matching If-None-Match', async () => {
    const { venueSlug } = await seedFranklin(testApp.database.db);
    for (const url of [NEARBY, `/api/v1/venues/${venueSlug}`, '/api/v1/cities/franklin-tn']) {
      for (const encoding of ['gzip', 'identity']) {
        const first = await get(url, { 'accept-encoding': encoding });
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('public, max-age=60');
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
        const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        expect(again.headers['access-control-allow-origin'], url).toBe('*');
        const stale = await get(url, { 'accept-encoding': encoding, 'if-none-match': 'W/"old"' });
        expect(stale.statusCode, url).toBe(200);
      }
    }
  });

  it('changes the ETag when the answer changes (a night cancelled)', async () => {
    const { venueSlug, event, inTwoDays } = await seedFranklin(testApp.database.db);
    const url = `/api/v1/venues/${venueSlug}`;
    const before = await get(url);
    const etag = String(before.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const nextWeek = addDays(inTwoDays, 7);
    await createOccurrence(testApp.database.db, {
      eventId: event.id,
      occurrenceDate: nextWeek,
      status: 'cancelled',
    });
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const nights = after.json().events[0].occurrences;
    expect(nights).toContainEqual(expect.objectContaining({ date: nextWeek, status: 'cancelled' }));
  });

  it('serves /api/docs from our own files, with nothing from another origin', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Trivia Near Me public API</title>');
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    // Our Content-Security-Policy is the app's own: scripts and styles from this origin.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(assets).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(assets).toContain('/api/docs/static/swagger-initializer.js');
    for (const asset of assets) {
      const response = await get(asset);
      expect(response.statusCode, asset).toBe(200);
      if (asset.endsWith('.css')) {
        const urls = [...response.body.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1] ?? '');
        for (const url of urls) expect(url, `${asset} ${url}`).toMatch(/^(?:data:|\/|\.|#)/);
      }
    }
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    // No validator badge from validator.swagger.io; the document is our own.
    expect(initializer.body).toContain('validatorUrl: null');
    const code = initializer.body.replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/https?:\/\//);
    expect(code).toContain("url: resolveUrl('./json')");
    const document = await get('/api/docs/json');
    expect(Object.keys(document.json().paths)).toContain('/api/v1/nearby');
  });
});

describe('the public API’s rate limit', () => {
  const testApp = useTestApp({ PUBLIC_API_LIMIT: '3' });
  const get = (url: string, remoteAddress = '203.0.113.7') =>
    testApp.app.inject({ method: 'GET', url, remoteAddress });

  it('counts each address’s requests with RateLimit-* headers and refuses past it with 429', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await get('/api/v1/cities/franklin-tn');
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await get(NEARBY);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many requests from this address: the public API answers 3 a minute\. Try again in \d+ (?:seconds?|minutes?)\.$/,
      ),
      details: { retryAfterSeconds: retryAfter },
    });
    // Another address has its own count, and the app's own routes are not limited.
    expect((await get('/api/v1/cities/franklin-tn', '198.51.100.9')).statusCode).toBe(200);
    expect((await get('/api/places/franklin-tn')).statusCode).toBe(200);
  });
});

describe('the public API’s rate limit across processes', () => {
  it('is one count for an address however many app instances share the database', async () => {
    const first = await buildTestApp({ PUBLIC_API_LIMIT: '3' });
    const second = await buildTestApp({ PUBLIC_API_LIMIT: '3' }, { database: first.database });
    try {
      const get = (testApp: typeof first) =>
        testApp.app.inject({
          method: 'GET',
          url: '/api/v1/cities/franklin-tn',
          remoteAddress: '203.0.113.44',
        });
      const answers = [];
      for (const testApp of [first, second, first, second]) answers.push(await get(testApp));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual([
        '2',
        '1',
        '0',
        '0',
      ]);
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      // The second app borrowed the first's database: close only what it owns.
      await second.app.close();
      await fs.rm(second.config.dataDir, { recursive: true, force: true });
      await first.close();
    }
  });
});
