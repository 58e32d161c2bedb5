import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';

/** One message of PostgreSQL's wire protocol: a type byte, a length, the body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** What PgBouncer answers once its database is down: the client logs in, and its query fails. */
function answerAsPoolerWithoutDatabase(client: net.Socket): void {
  let loggedIn = false;
  client.on('error', () => client.destroy());
  client.on('data', () => {
    if (!loggedIn) {
      loggedIn = true;
      const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
      client.write(Buffer.concat([authenticationOk, message('Z', Buffer.from('I'))]));
      return;
    }
    const fields = [
      'SFATAL',
      'VFATAL',
      'C08P01',
      'Mserver login has been failing, try again later (server_login_retry)',
    ];
    const body = Buffer.concat([
      ...fields.map((field) => Buffer.from(`${field}\0`)),
      Buffer.from([0]),
    ]);
    client.end(message('E', body));
  });
}

/**
 * A stand-in for PgBouncer in front of the test's PostgreSQL: passes connections through while the
 * database is up; `down()` cuts them, and new ones then meet PgBouncer's answer for a database it
 * cannot reach (login accepted, every query failed with SQLSTATE 08P01).
 */
async function startPooler(target: URL) {
  const sockets = new Set<net.Socket>();
  let databaseUp = true;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (!databaseUp) return answerAsPoolerWithoutDatabase(client);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return {
    port: address.port,
    down() {
      databaseUp = false;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      databaseUp = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Behind PgBouncer, a database that goes down leaves the pooler answering: each new connection
 * logs in and then fails. The server answers 503 with Retry-After meanwhile, stays up, and
 * answers again once the database is back (decision 198).
 */
describe('the server behind a pooler whose database goes down', () => {
  let pooler: Awaited<ReturnType<typeof startPooler>>;

  beforeAll(async () => {
    pooler = await startPooler(new URL(databaseUrl));
  });

  afterAll(async () => {
    await pooler.close();
  });

  it('answers 503 with Retry-After, keeps running, and answers again when it is back', async () => {
    const through = new URL(databaseUrl);
    through.hostname = '127.0.0.1';
    through.port = String(pooler.port);
    const server = await startServer({
      DATABASE_URL: through.toString(),
      WORKERS: '1',
      DATA_DIR: '/tmp',
      JOBS_POLL_MS: '0',
    });
    try {
      const search = `${server.url}/api/venues/nearby?lat=36.16&lng=-86.78&date=2031-12-01`;
      expect((await fetch(search)).status).toBe(200);

      pooler.down();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await fetch(search);
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // A new connection's failed first query must not end the process.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull();

      pooler.up();
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        status = (await fetch(search)).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
