import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorBody, MeResponse, NearbyVenuesResponse } from '@trivia/shared';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES } from '../../src/plugins/auth.ts';
import { FIXTURE_WEB_DIST } from '../helpers/app.ts';
import { machineTime } from '../helpers/machine-time.ts';
import { type RunningProcess, startServer } from '../helpers/server-process.ts';
import { withDatabase } from '../setup/global-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

type Server = RunningProcess & { url: string };

/** A request as a browser on `server` would send it (its Origin, the cookie it holds). */
function call(server: Server, path: string, options: { body?: unknown; cookie?: string } = {}) {
  return fetch(`${server.url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      origin: server.url,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/**
 * Two server processes started separately on one PostgreSQL database, as behind a load balancer
 *: what one knows about sessions and rate limits, the other knows too, because it lives
 * in the database and nowhere else.
 */
describe('two servers on one PostgreSQL', () => {
  const name = `trivia_two_servers_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const servers: Server[] = [];
  let a: Server;
  let b: Server;
  // On PostgreSQL DATA_DIR holds only the mail outbox.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-two-servers-'));

  beforeAll(async () => {
    await admin.unsafe(`create database "${name}"`);
    const env = {
      DATABASE_URL: withDatabase(serverUrl, name),
      WORKERS: '1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: FIXTURE_WEB_DIST,
    };
    // The first migrates and loads the demo accounts; the second finds them there.
    a = await startServer({ ...env, DEMO: '1' });
    servers.push(a);
    b = await startServer({ ...env, DEMO: '0' });
    servers.push(b);
  }, machineTime(120_000));

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs as two processes on two ports', () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    expect(new URL(a.url).port).not.toBe(new URL(b.url).port);
  });

  it('shares sessions: signed in on one, signed in on the other, signed out on both', async () => {
    const signIn = await call(a, '/api/auth/sign-in/email', {
      body: { email: 'admin@example.com', password: 'trivia-admin' },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).not.toBe('');

    const onB = MeResponse.parse(await (await call(b, '/api/me', { cookie })).json());
    expect(onB.user?.email).toBe('admin@example.com');
    expect(onB.isAdmin).toBe(true);

    expect((await call(b, '/api/auth/sign-out', { body: {}, cookie })).status).toBe(200);
    expect(MeResponse.parse(await (await call(a, '/api/me', { cookie })).json()).user).toBeNull();
  });

  it('counts rate-limit hits across both', async () => {
    const attempt = (server: Server) =>
      call(server, '/api/auth/sign-in/email', {
        body: { email: 'owner@example.com', password: 'not the password' },
      });
    // Failed sign-ins alternate between the two processes: each alone is under the limit.
    for (let index = 0; index < SIGN_IN_FAILURES.max; index += 1) {
      const response = await attempt(index % 2 === 0 ? a : b);
      expect(response.status).toBe(401);
    }
    expect((await attempt(a)).status).toBe(429);
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect(ErrorBody.parse(await refused.json()).error.code).toBe('RATE_LIMITED');
    // The right password is refused too while the account is limited, on either process.
    const right = await call(b, '/api/auth/sign-in/email', {
      body: { email: 'owner@example.com', password: 'trivia-owner' },
    });
    expect(right.status).toBe(429);
  });

  it('shows a write on the next page request on both, though each kept the page', async () => {
    const page = '/trivia-near-nashville-tn';
    const load = async (server: Server, etag?: string) => {
      const response = await fetch(`${server.url}${page}`, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
      return {
        status: response.status,
        etag: response.headers.get('etag') ?? '',
        html: await response.text(),
      };
    };
    const before = [await load(a), await load(b)];
    for (const [index, server] of [a, b].entries()) {
      expect(before[index]?.status).toBe(200);
      // Kept: the same page again is a 304 to the browser that holds it.
      expect((await load(server, before[index]?.etag)).status).toBe(304);
    }
    expect(before[0]?.html).not.toContain('Freshness Check Pub');

    // A write acknowledged by the database both processes share (one of the demo venues near
    // Nashville renamed), as a third process would make it.
    const database = postgres(withDatabase(serverUrl, name), { max: 1, onnotice: () => {} });
    try {
      await database`update venues set google_name = 'Freshness Check Pub'
        where id = (select id from venues where active_event_count > 0
          order by point(longitude, latitude) <-> point(-86.78, 36.16) limit 1)`;
    } finally {
      await database.end();
    }
    for (const [index, server] of [a, b].entries()) {
      const after = await load(server, before[index]?.etag);
      expect(after.status).toBe(200);
      expect(after.html).toContain('Freshness Check Pub');
    }
  });
  it('shows a write in the nearby search on the next request on both', async () => {
    const searchPath = '/api/venues/nearby?lat=36.1627&lng=-86.7816&radius_miles=30&limit=50';
    const listedIds = async (server: Server) => {
      const response = await fetch(`${server.url}${searchPath}`);
      expect(response.status).toBe(200);
      return NearbyVenuesResponse.parse(await response.json()).venues.map(({ id }) => id);
    };
    const before = await listedIds(a);
    expect(await listedIds(b)).toEqual(before);
    const nearest = before[0];
    expect(nearest).toBeDefined();

    // The nearest venue moved 300 miles north by a third process: gone from both next answers.
    const database = postgres(withDatabase(serverUrl, name), { max: 1, onnotice: () => {} });
    try {
      await database`update venues set latitude = latitude + 4.5 where id = ${nearest ?? ''}`;
    } finally {
      await database.end();
    }
    for (const server of [a, b]) {
      const after = await listedIds(server);
      expect(after).not.toContain(nearest);
      expect(after.slice(0, before.length - 1)).toEqual(before.filter((id) => id !== nearest));
    }
  });
});
