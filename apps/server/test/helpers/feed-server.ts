import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A provider's website, served by the test on 127.0.0.1 (no test reaches the internet).
 * What it serves can change between reads; it answers 304 to a matching If-None-Match.
 */
export class FeedServer {
  /** Text is sent as UTF-8; bytes as they are (a feed in another character set). */
  body: string | Buffer = '';
  contentType = 'text/plain';
  /** Sent as ETag when set. */
  etag: string | null = null;
  /** Answer with this status instead (a source that is down, or a 304 to an unasked question). */
  failWith: number | null = null;
  /** Answer 302 to this address instead (a source that sends the reader elsewhere). */
  redirectTo: string | null = null;
  /** Send the headers and the first bytes, then wait this long before the rest (a stalled source). */
  stallMs = 0;
  readonly requests: { path: string; ifNoneMatch: string | undefined }[] = [];
  private server: http.Server | undefined;

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const ifNoneMatch = request.headers['if-none-match'];
      this.requests.push({ path: request.url ?? '/', ifNoneMatch });
      if (this.failWith !== null) {
        response.writeHead(this.failWith).end();
        return;
      }
      if (this.redirectTo !== null) {
        response.writeHead(302, { location: this.redirectTo }).end();
        return;
      }
      if (this.etag && ifNoneMatch === this.etag) {
        response.writeHead(304, { etag: this.etag }).end();
        return;
      }
      response.writeHead(200, {
        'content-type': this.contentType,
        ...(this.etag ? { etag: this.etag } : {}),
      });
      if (this.stallMs === 0) {
        response.end(this.body);
        return;
      }
      response.write(this.body.slice(0, 10));
      const timer = setTimeout(() => response.end(this.body.slice(10)), this.stallMs);
      response.on('close', () => clearTimeout(timer));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  url(path = '/feed'): string {
    if (!this.server) throw new Error('start the feed server first');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A feed server for the file's tests, started before them and closed after. */
export function useFeedServer(): FeedServer {
  const server = new FeedServer();
  beforeAll(() => server.start());
  afterAll(() => server.close());
  return server;
}
