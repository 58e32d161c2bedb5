import { ErrorBody } from '@trivia/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/db/unavailable.ts';
import { buildTestApp, expectServerError, type TestApp } from '../helpers/app.ts';
import { signInNewUser, type TestClient } from '../helpers/auth.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { machineTime } from '../helpers/machine-time.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

/**
 * Endpoints that each need the database: health, the public search, a city page, the admin area
 * (signed in), sign-in.
 */
const REQUESTS = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/venues/nearby?lat=36.16&lng=-86.78&date=2031-12-01' },
  { method: 'GET', url: '/trivia-near-nashville-tn' },
  { method: 'GET', url: '/api/admin/venues' },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'someone@example.com', password: 'a password' },
  },
] as const;

async function expectAllUnavailable(client: TestClient) {
  for (const request of REQUESTS) {
    const response = await client.request({ ...request });
    expect({ url: request.url, status: response.statusCode }).toEqual({
      url: request.url,
      status: 503,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorBody.parse(response.json()).error).toMatchObject({
      code: 'UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  }
}

/**
 * A database outage answers 503 with Retry-After, never 500 (decision 071). On
 * PostgreSQL the pool goes through a TCP proxy that the test takes down (connections cut, new ones
 * refused) and brings back: the next request after that must succeed within a second. On PGlite,
 * which lives in the process and cannot be unreachable, the database is closed under the app.
 */
describe('a database that does not answer', () => {
  let proxy: TcpProxy | undefined;
  let database: Database;
  let testApp: TestApp;
  let closed = false;
  /** Signed in before the outage: the admin area then needs the database for the session. */
  let client: TestClient;

  beforeAll(async () => {
    const target = inject('testDatabase');
    if (target.kind === 'postgres') {
      const server = new URL(target.serverUrl);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const port = proxy.port;
      database = await createTestDatabase({
        connectTo: (url) => {
          const through = new URL(url);
          through.hostname = '127.0.0.1';
          through.port = String(port);
          return through.toString();
        },
      });
    } else {
      database = await createTestDatabase();
    }
    testApp = await buildTestApp({}, { database });
    client = await signInNewUser(testApp);
  });

  afterAll(async () => {
    await proxy?.up().catch(() => {});
    if (closed) await testApp.app.close();
    else await testApp.close();
    await proxy?.close();
  });

  it('answers normally while the database answers', async () => {
    const response = await testApp.app.inject({ url: REQUESTS[1].url });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database is unreachable, and recovers within a second', async () => {
    // better-auth logs the session lookup it could not make, before it answers its own 500.
    expectServerError('auth: INTERNAL_SERVER_ERROR');
    if (!proxy) {
      // PGlite: the outage it can have is a closed database; there is nothing to come back.
      await database.close();
      closed = true;
      await expectAllUnavailable(client);
      return;
    }
    await proxy.down();
    await expectAllUnavailable(client);
    // Still down: the pool's failed connections do not become a 500 later either.
    await expectAllUnavailable(client);

    await proxy.up();
    // Back without a restart: the pool reconnects by itself (no timing: the test's own limit).
    await expect
      .poll(async () => (await testApp.app.inject({ url: REQUESTS[1].url })).statusCode, {
        timeout: machineTime(5_000),
        interval: 20,
      })
      .toBe(200);
    const health = await testApp.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
