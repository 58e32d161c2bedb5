import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced.ts';
import { pacedLoadInChild } from './paced-child.ts';

let server: http.Server | undefined;

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('pacedLoad (decision 084)', () => {
  it('offers the rate it is given, spread over the connections, not as fast as answers come', async () => {
    const seen: string[] = [];
    const url = await serve((request, response) => {
      seen.push(request.url ?? '');
      response.end('ok');
    });
    const result = await pacedLoad(url, ['/a', '/b'], 4, 1, 200);
    expect(seen.length).toBeGreaterThanOrEqual(190);
    expect(seen.length).toBeLessThanOrEqual(200);
    expect(result.rps).toBeCloseTo(seen.length, 0);
    expect(new Set(seen)).toEqual(new Set(['/a', '/b']));
    expect(result.errors).toBe(0);
  });

  it('times each request from when it was due, so one stalled answer counts for those it held up', async () => {
    let count = 0;
    const url = await serve((_request, response) => {
      count += 1;
      if (count === 20) setTimeout(() => response.end('late'), 400);
      else response.end('ok');
    });
    // 4 connections at 200/s: each sends every 20 ms, so a 400 ms stall holds up about 20 of
    // its requests (10 % of 200). Timed from the send, only the stalled one would be slow.
    const result = await pacedLoad(url, ['/'], 4, 1, 200);
    expect(result.p99).toBeGreaterThan(200);
    expect(result.p50).toBeLessThan(50);
  });

  it('counts answers other than 2xx as errors', async () => {
    const url = await serve((request, response) => {
      response.statusCode = request.url === '/bad' ? 500 : 200;
      response.end();
    });
    const result = await pacedLoad(url, ['/good', '/bad'], 2, 0.5, 40);
    expect(result.errors).toBe(10);
  });

  it('reads chunked answers and answers split anywhere, and carries the headers it is given', async () => {
    const seen: (string | undefined)[] = [];
    const url = await serve((request, response) => {
      seen.push(request.headers['accept-encoding']);
      // No length: Node sends it chunked, in two chunks and the last one.
      response.write('a'.repeat(3000));
      setTimeout(() => response.end('b'.repeat(70_000)), 1);
    });
    const result = await pacedLoad(url, ['/'], 2, 0.5, 20, { 'accept-encoding': 'gzip' });
    expect(result.errors).toBe(0);
    expect(result.rps).toBeGreaterThanOrEqual(9);
    expect(seen.length).toBeGreaterThanOrEqual(9);
    expect(new Set(seen)).toEqual(new Set(['gzip']));
  });

  it('counts a connection the server closes as an error, and opens another', async () => {
    let count = 0;
    const url = await serve((_request, response) => {
      count += 1;
      if (count === 3) response.socket?.destroy();
      else response.end('ok');
    });
    const result = await pacedLoad(url, ['/'], 1, 0.5, 20);
    expect(result.errors).toBe(1);
    expect(count).toBeGreaterThanOrEqual(9);
  });
  it('opens its connections before the clock starts, and leaves its warm-up out of the figures', async () => {
    let connected = 0;
    let connectedAtFirstRequest = -1;
    let count = 0;
    const url = await serve((_request, response) => {
      count += 1;
      if (count === 1) {
        connectedAtFirstRequest = connected;
        // A stall within the warm-up: with it recorded, p99 would be over 200 ms.
        setTimeout(() => response.end('late'), 300);
      } else response.end('ok');
    });
    server?.on('connection', () => {
      connected += 1;
    });
    const result = await pacedLoad(url, ['/'], 4, 1, 200, {}, 0.5);
    expect(connectedAtFirstRequest).toBe(4);
    // 0.5 s of warm-up and 1 s recorded at 200/s: about 300 sent, 200 recorded.
    expect(count).toBeGreaterThanOrEqual(280);
    expect(result.rps).toBeGreaterThanOrEqual(190);
    expect(result.rps).toBeLessThanOrEqual(200);
    expect(result.p99).toBeLessThan(50);
  });
  it('runs in a process of its own, with the same figures', async () => {
    const seen: string[] = [];
    const url = await serve((request, response) => {
      seen.push(request.headers['accept-encoding'] ?? '');
      response.end('ok');
    });
    const result = await pacedLoadInChild({
      url,
      paths: ['/'],
      connections: 2,
      seconds: 0.5,
      rate: 40,
      headers: { 'accept-encoding': 'gzip' },
      warmupSeconds: 0.25,
    });
    // 0.25 s of warm-up and 0.5 s recorded at 40/s: about 30 sent, 20 recorded.
    expect(seen.length).toBeGreaterThanOrEqual(27);
    expect(new Set(seen)).toEqual(new Set(['gzip']));
    expect(result.rps).toBe(40);
    expect(result.errors).toBe(0);
    expect(result.p99).toBeLessThan(50);
  });
});
