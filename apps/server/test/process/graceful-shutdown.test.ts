import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineTime } from '../helpers/machine-time.ts';
import { startServer } from '../helpers/server-process.ts';

/** A request whose body arrives in two parts, the second when the test says so. */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: new URL(url).origin,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, half));
    finish = () => request.end(body.slice(half));
  });
  return { answered, finish: () => finish() };
}

/** A GET on a new connection (fetch would reuse one of its pool). */
function freshConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/** Fastify's log line for a search it has started to answer. */
function isIncomingSearch(line: string): boolean {
  return line.includes('"incoming request"') && line.includes('/api/venues/nearby');
}

describe('stopping the server with requests in flight', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-shutdown-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes every request in flight on SIGTERM, refuses new connections, then exits 0',
    async () => {
      const server = await startServer({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'info' });
      // A request still uploading its body when the signal comes…
      const upload = slowPost(
        `${server.url}/api/auth/sign-in/email`,
        JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      // …and a burst of searches being answered.
      const searches = Array.from({ length: 20 }, () =>
        fetch(`${server.url}/api/venues/nearby?lat=36.16&lng=-86.78&date=2026-11-24`).then(
          (response) => response.status,
        ),
      );
      // Once the server has read all of them (a connection still in the kernel's queue, not yet
      // accepted, is reset when the listener closes: that is no request in flight yet).
      await expect
        .poll(() => server.output().split('\n').filter(isIncomingSearch).length, {
          timeout: machineTime(20_000),
          interval: 5,
        })
        .toBe(20);
      server.child.kill('SIGTERM');

      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(freshConnection(`${server.url}/api/health`)).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect(server.child.exitCode).toBeNull(); // still waiting for the upload

      upload.finish();
      const answer = await upload.answered;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body).error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
      expect(await Promise.all(searches)).toEqual(Array(20).fill(200));
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM received: finishing the requests in flight');
    },
    machineTime(60_000),
  );
});
