import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedFetchError, feedUrlProblem, fetchFeed, OWN_SITE_MESSAGE } from './safe-fetch.ts';

interface TestServer {
  /** http://host:port, without a trailing slash. */
  origin: string;
  port: number;
  /** The requests the server received, in order. */
  requests: http.IncomingMessage[];
}

const openServers: http.Server[] = [];
let fakeDns: { mockRestore(): void } | undefined;

afterEach(async () => {
  fakeDns?.mockRestore();
  fakeDns = undefined;
  await Promise.all(
    openServers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function startServer(handler: http.RequestListener, host = '127.0.0.1'): Promise<TestServer> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  openServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${host}:${port}`, port, requests };
}

const answer =
  (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}): http.RequestListener =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar', ...headers });
    response.end(body);
  };

const redirectTo =
  (location: string): http.RequestListener =>
  (_request, response) => {
    response.writeHead(302, { location });
    response.end();
  };

/** Makes the system resolver answer every name with these addresses (or this error). */
function answerDns(result: dns.LookupAddress[] | NodeJS.ErrnoException) {
  const fake = (
    _hostname: string,
    _options: dns.LookupAllOptions,
    callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
  ) => {
    if (Array.isArray(result)) callback(null, result);
    else callback(result, []);
  };
  fakeDns = vi.spyOn(dns, 'lookup').mockImplementation(fake as unknown as typeof dns.lookup);
}

const MB = 1024 * 1024;

describe('feedUrlProblem', () => {
  it('accepts http and https addresses', () => {
    expect(feedUrlProblem('https://quizco.example/feed.ics')).toBeNull();
    expect(feedUrlProblem('http://quizco.example:8080/events.json?week=1')).toBeNull();
  });

  it.each([
    'ftp://quizco.example/feed.ics',
    'file:///etc/passwd',
    'data:text/plain,hello',
    'gopher://quizco.example/',
  ])('refuses %s, naming its scheme', (url) => {
    expect(feedUrlProblem(url)).toMatch(
      new RegExp(
        `^Only http:// and https:// feed addresses can be read, not ${url.split(':')[0]}://\\.$`,
      ),
    );
  });

  it('refuses a user name or password in the address', () => {
    const message = 'A feed address must not contain a user name or password.';
    expect(feedUrlProblem('https://admin:secret@quizco.example/feed.ics')).toBe(message);
    expect(feedUrlProblem('https://admin@quizco.example/feed.ics')).toBe(message);
  });

  it('refuses what is not a full address', () => {
    expect(feedUrlProblem('quizco.example/feed.ics')).toBe(
      'Enter the full address of the feed, starting with https://.',
    );
  });
});

describe('fetchFeed', () => {
  it('reads an allowed feed as it is sent, announcing itself, and returns its validators', async () => {
    const server = await startServer(
      answer(Buffer.from('\uFEFFQuiz night — café', 'utf8'), {
        etag: '"v1"',
        'last-modified': 'Tue, 01 Sep 2026 10:00:00 GMT',
      }),
    );
    const result = await fetchFeed(`${server.origin}/feed.ics`, { allowHosts: ['127.0.0.1'] });
    expect(result).toEqual({
      status: 'ok',
      bytes: Buffer.from('\uFEFFQuiz night — café', 'utf8'),
      etag: '"v1"',
      lastModified: 'Tue, 01 Sep 2026 10:00:00 GMT',
      contentType: 'text/calendar',
      finalUrl: `${server.origin}/feed.ics`,
    });
    expect(server.requests[0]?.headers['user-agent']).toBe(
      'TriviaNearMe-FeedReader/1.0 (+https://trivianear.me)',
    );
    expect(server.requests[0]?.headers.accept).toBe('*/*');
  });

  it('refuses a loopback address that is not on the allow list, without sending a request', async () => {
    const server = await startServer(answer('secret'));
    await expect(fetchFeed(`${server.origin}/`, { allowHosts: [] })).rejects.toThrow(
      'The feed address points to 127.0.0.1, a private or local network address; feeds are read only from public addresses.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('opens only the listed address, not its neighbours', async () => {
    const neighbour = await startServer(answer('neighbour'), '127.0.0.2');
    await expect(fetchFeed(`${neighbour.origin}/`, { allowHosts: ['127.0.0.1'] })).rejects.toThrow(
      /points to 127\.0\.0\.2, a private or local network address/,
    );
    expect(neighbour.requests).toHaveLength(0);

    const result = await fetchFeed(`${neighbour.origin}/`, { allowHosts: ['127.0.0.2'] });
    expect(result).toMatchObject({ status: 'ok', bytes: Buffer.from('neighbour') });
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    const server = await startServer(answer('secret'));
    await expect(
      fetchFeed(`http://[::ffff:127.0.0.1]:${server.port}/`, { allowHosts: [] }),
    ).rejects.toThrow(/a private or local network address/);
    expect(server.requests).toHaveLength(0);

    await expect(
      fetchFeed(`http://[::ffff:127.0.0.1]:${server.port}/`, { allowHosts: ['127.0.0.1'] }),
    ).resolves.toMatchObject({ status: 'ok', bytes: Buffer.from('secret') });
  });

  it('refuses a host name that resolves to loopback unless that name is listed', async () => {
    const server = await startServer(answer('local feed'));
    const url = `http://localhost:${server.port}/`;
    await expect(fetchFeed(url, { allowHosts: [] })).rejects.toThrow(
      /points to localhost \((127\.0\.0\.1|::1)\), a private or local network address/,
    );
    expect(server.requests).toHaveLength(0);
    await expect(fetchFeed(url, { allowHosts: ['localhost'] })).resolves.toMatchObject({
      status: 'ok',
      bytes: Buffer.from('local feed'),
    });
  });

  it.each([
    ['a private address', [{ address: '10.0.0.1', family: 4 }], '10.0.0.1'],
    [
      'the cloud metadata address among public ones',
      [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
      '169.254.169.254',
    ],
    [
      'an IPv4-mapped private address',
      [{ address: '::ffff:192.168.1.1', family: 6 }],
      '::ffff:192.168.1.1',
    ],
    ['a unique local IPv6 address', [{ address: 'fd00::1', family: 6 }], 'fd00::1'],
    ['a carrier-grade NAT address', [{ address: '100.64.0.1', family: 4 }], '100.64.0.1'],
  ])('refuses a host name that resolves to %s', async (_label, addresses, refused) => {
    answerDns(addresses);
    await expect(
      fetchFeed('https://feeds.quizco.example/feed.ics', { allowHosts: ['10.0.0.2'] }),
    ).rejects.toThrow(`points to feeds.quizco.example (${refused}), a private or local network`);
  });

  it('connects to the address it checked when the host name is listed', async () => {
    const server = await startServer(answer('named feed'));
    answerDns([{ address: '127.0.0.1', family: 4 }]);
    const result = await fetchFeed(`http://feeds.internal:${server.port}/feed.ics`, {
      allowHosts: ['feeds.internal'],
    });
    expect(result).toMatchObject({ status: 'ok', bytes: Buffer.from('named feed') });
    expect(server.requests[0]?.headers.host).toBe(`feeds.internal:${server.port}`);
  });

  it.each(['127.0.0.2', '10.0.0.1', '169.254.169.254', '[::1]'])(
    'refuses a redirect from an allowed host to %s before connecting',
    async (host) => {
      const neighbour = await startServer(answer('neighbour'), '127.0.0.2');
      const target = `http://${host}:${neighbour.port}/latest.ics`;
      const server = await startServer(redirectTo(target));
      const error = await fetchFeed(`${server.origin}/feed.ics`, {
        allowHosts: ['127.0.0.1'],
        timeoutMs: 2_000,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FeedFetchError);
      expect((error as Error).message).toBe(
        `The feed address points to ${host.replace(/^\[|\]$/g, '')}, a private or local network address; feeds are read only from public addresses.`,
      );
      expect(server.requests).toHaveLength(1);
      expect(neighbour.requests).toHaveLength(0);
    },
  );

  it('refuses a redirect to a scheme other than http or https', async () => {
    const server = await startServer(redirectTo('file:///etc/passwd'));
    await expect(
      fetchFeed(`${server.origin}/feed.ics`, { allowHosts: ['127.0.0.1'] }),
    ).rejects.toThrow('Only http:// and https:// feed addresses can be read, not file://.');
  });

  const hops =
    (count: number): http.RequestListener =>
    (request, response) => {
      const hop = Number(request.url?.split('/')[2]);
      if (hop < count) {
        response.writeHead(hop % 2 === 0 ? 301 : 307, { location: `/hop/${hop + 1}` });
        response.end();
      } else {
        response.end(`arrived after ${hop}`);
      }
    };

  it('follows up to 5 redirects and reports where it arrived', async () => {
    const server = await startServer(hops(5));
    const result = await fetchFeed(`${server.origin}/hop/0`, { allowHosts: ['127.0.0.1'] });
    expect(result).toMatchObject({
      status: 'ok',
      bytes: Buffer.from('arrived after 5'),
      finalUrl: `${server.origin}/hop/5`,
    });
  });

  it('refuses a sixth redirect', async () => {
    const server = await startServer(hops(6));
    await expect(
      fetchFeed(`${server.origin}/hop/0`, { allowHosts: ['127.0.0.1'] }),
    ).rejects.toThrow('The feed redirected more than 5 times.');
    expect(server.requests).toHaveLength(6);
  });

  it('cuts off a body as soon as it passes 5 MB', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      // Six megabytes, then the response stays open: only the size limit can end this read.
      for (let i = 0; i < 6; i += 1) response.write(Buffer.alloc(MB, 'a'));
    });
    await expect(
      fetchFeed(`${server.origin}/big.csv`, { allowHosts: ['127.0.0.1'], timeoutMs: 3_000 }),
    ).rejects.toThrow('The feed is larger than 5 MB.');
  });

  it('refuses a body whose Content-Length is over the limit before reading it', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-length': 6 * MB });
      response.flushHeaders();
    });
    await expect(
      fetchFeed(`${server.origin}/big.csv`, { allowHosts: ['127.0.0.1'], timeoutMs: 3_000 }),
    ).rejects.toThrow('The feed is larger than 5 MB.');
  });

  it.each([
    ['gzip', zlib.gzipSync],
    [
      'br',
      (input: Buffer) =>
        zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    ],
    ['deflate', zlib.deflateSync],
  ] as const)(
    'decompresses a %s body and applies the limit to its decompressed size',
    async (encoding, compress) => {
      const small = await startServer(
        answer(compress(Buffer.from('BEGIN:VCALENDAR')), { 'content-encoding': encoding }),
      );
      await expect(
        fetchFeed(`${small.origin}/feed.ics`, { allowHosts: ['127.0.0.1'] }),
      ).resolves.toMatchObject({ status: 'ok', bytes: Buffer.from('BEGIN:VCALENDAR') });
      expect(small.requests[0]?.headers['accept-encoding']).toContain(encoding);

      const bomb = compress(Buffer.alloc(6 * MB, 'a'));
      expect(bomb.length).toBeLessThan(MB);
      const large = await startServer(answer(bomb, { 'content-encoding': encoding }));
      await expect(
        fetchFeed(`${large.origin}/feed.ics`, { allowHosts: ['127.0.0.1'] }),
      ).rejects.toThrow('The feed is larger than 5 MB.');
    },
  );

  it('gives up on a feed that trickles its body for longer than the time limit', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      const drip = setInterval(() => response.write('a'), 50);
      response.on('close', () => clearInterval(drip));
    });
    await expect(
      fetchFeed(`${server.origin}/slow.csv`, { allowHosts: ['127.0.0.1'], timeoutMs: 500 }),
    ).rejects.toThrow('The feed did not answer within 0.5 s.');
  });

  it('gives up on a feed that never answers within the time limit', async () => {
    const server = await startServer(() => {});
    await expect(
      fetchFeed(`${server.origin}/silent.csv`, { allowHosts: ['127.0.0.1'], timeoutMs: 500 }),
    ).rejects.toThrow('The feed did not answer within 0.5 s.');
  });

  it('sends the validators back and reports an unchanged feed as not modified', async () => {
    const lastModified = 'Tue, 01 Sep 2026 10:00:00 GMT';
    const server = await startServer((request, response) => {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304);
        response.end();
      } else {
        response.writeHead(200, { etag: '"v1"', 'last-modified': lastModified });
        response.end('first read');
      }
    });
    const url = `${server.origin}/feed.ics`;
    const first = await fetchFeed(url, { allowHosts: ['127.0.0.1'] });
    expect(first).toMatchObject({ status: 'ok', etag: '"v1"', lastModified });
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();

    const second = await fetchFeed(url, { allowHosts: ['127.0.0.1'], etag: '"v1"', lastModified });
    expect(second).toEqual({ status: 'not-modified' });
    expect(server.requests[1]?.headers['if-none-match']).toBe('"v1"');
    expect(server.requests[1]?.headers['if-modified-since']).toBe(lastModified);
  });

  it('reports an error status in words', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(404);
      response.end('Not Found');
    });
    await expect(
      fetchFeed(`${server.origin}/gone.ics`, { allowHosts: ['127.0.0.1'] }),
    ).rejects.toThrow('The feed answered HTTP 404.');
  });

  it('refuses ftp:// and addresses with credentials before any request', async () => {
    await expect(
      fetchFeed('ftp://127.0.0.1/feed.ics', { allowHosts: ['127.0.0.1'] }),
    ).rejects.toThrow('Only http:// and https:// feed addresses can be read, not ftp://.');
    const server = await startServer(answer('feed'));
    await expect(
      fetchFeed(`http://admin:secret@127.0.0.1:${server.port}/`, { allowHosts: ['127.0.0.1'] }),
    ).rejects.toThrow('A feed address must not contain a user name or password.');
    expect(server.requests).toHaveLength(0);
  });

  it('names the host when it refuses the connection', async () => {
    const server = await startServer(answer('feed'));
    const closed = openServers.pop();
    await new Promise((resolve) => closed?.close(resolve));
    await expect(
      fetchFeed(`${server.origin}/feed.ics`, { allowHosts: ['127.0.0.1'] }),
    ).rejects.toThrow(`127.0.0.1:${server.port} refused the connection.`);
  });

  it('names the host when it is not found', async () => {
    answerDns(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await expect(
      fetchFeed('https://feeds.quizco.example/feed.ics', { allowHosts: [] }),
    ).rejects.toThrow("The feed's host feeds.quizco.example was not found.");
  });
});

describe('our own site (decision 152)', () => {
  const ownSite = (publicUrl: string, listening: { address: string; port: number }[] = []) => ({
    publicUrl,
    listening: () => listening,
  });

  it("refuses PUBLIC_URL's host at any port, or only at its port when it names one", () => {
    const public_ = ownSite('https://trivianear.me');
    expect(feedUrlProblem('https://trivianear.me/trivia-by-quiz-1a2b', public_)).toBe(
      OWN_SITE_MESSAGE,
    );
    expect(feedUrlProblem('http://TriviaNear.me:8080/calendar.ics', public_)).toBe(
      OWN_SITE_MESSAGE,
    );
    expect(feedUrlProblem('https://quizco.example/trivia-by-quiz', public_)).toBeNull();
    const local = ownSite('http://127.0.0.1:3000');
    expect(feedUrlProblem('http://127.0.0.1:3000/trivia-by-quiz', local)).toBe(OWN_SITE_MESSAGE);
    expect(feedUrlProblem('http://127.0.0.1:3001/feed.ics', local)).toBeNull();
  });

  it('refuses the address this server listens on, though the allow list opens it', async () => {
    const server = await startServer(answer('our own calendar'));
    const ours = ownSite('https://trivianear.me', [{ address: '127.0.0.1', port: server.port }]);
    await expect(
      fetchFeed(`${server.origin}/calendar.ics`, { allowHosts: ['127.0.0.1'], ownSite: ours }),
    ).rejects.toThrow(OWN_SITE_MESSAGE);
    // A name that leads here, and every local address when it listens on all of them.
    const everywhere = ownSite('https://trivianear.me', [{ address: '::', port: server.port }]);
    await expect(
      fetchFeed(`http://localhost:${server.port}/`, {
        allowHosts: ['localhost'],
        ownSite: everywhere,
      }),
    ).rejects.toThrow(OWN_SITE_MESSAGE);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a redirect to our own site, without following it', async () => {
    const ours = await startServer(answer('our own page'));
    const elsewhere = await startServer(redirectTo(`${ours.origin}/trivia-by-quiz`));
    await expect(
      fetchFeed(`${elsewhere.origin}/feed`, {
        allowHosts: ['127.0.0.1'],
        ownSite: ownSite('https://trivianear.me', [{ address: '127.0.0.1', port: ours.port }]),
      }),
    ).rejects.toThrow(OWN_SITE_MESSAGE);
    expect(ours.requests).toHaveLength(0);
  });
});
