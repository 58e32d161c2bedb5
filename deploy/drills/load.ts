import http from 'node:http';

/**
 * The drills' steady mixed load (decision 199): public reads (searches near the demo venues, venue
 * pages) and writes (`writers.ts`: a team's "We're coming", a host's confirmation, a feed apply),
 * sent only to the load balancer on loopback. Every request is recorded: when it was sent, what it
 * was, how it answered and how long it took; every write also by its kind and key, to be looked up
 * on the primary afterwards.
 */

export interface Sample {
  /** Milliseconds since the load started, when the request was sent. */
  at: number;
  kind: 'read' | 'write';
  /** The HTTP status; 0 when the connection failed or timed out. */
  status: number;
  ms: number;
  retryAfter: boolean;
  /** Why no answer came (a socket error's code), when none did. */
  error?: string;
}

export type WriteKind = 'rsvp' | 'confirm' | 'feed';

export interface WriteRecord {
  kind: WriteKind;
  /** What identifies the write on the primary: a team name, a night's id, a feed event's type. */
  key: string;
  at: number;
  status: number;
  /** Answered with the write's success status (2xx). */
  acknowledged: boolean;
}

/** One kind of write: sends the next one, or answers null when it has none left. */
export interface Writer {
  kind: WriteKind;
  perSecond: number;
  next(): Promise<{ key: string; answer: Answer } | null>;
}

export interface Target {
  host: string;
  port: number;
  /** Coordinates of demo venues to search near. */
  places: { lat: number; lng: number }[];
  venueSlugs: string[];
}

// As long as HAProxy waits for a process (`timeout server`): a slow answer is not a failed one.
const REQUEST_TIMEOUT_MS = 30_000;
/** Reads a second from each reader: steady, not a stress test. */
const READERS = 2;
const READS_PER_SECOND_EACH = 10;

export interface Answer {
  status: number;
  retryAfter: boolean;
  error?: string;
  body: string;
  /** The `name=value` pairs of its Set-Cookie headers. */
  cookies: string[];
}

function codeOf(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

/** One request to the load balancer; never throws (no answer is status 0). */
export function send(
  target: Pick<Target, 'host' | 'port'>,
  agent: http.Agent,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: http.OutgoingHttpHeaders = options.cookie ? { cookie: options.cookie } : {};
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    // Better-auth and the CSRF check want the app's own Origin on every state change.
    if (method !== 'GET') headers.origin = `http://localhost:${target.port}`;
    const failed = (error: Error) =>
      resolve({ status: 0, retryAfter: false, error: codeOf(error), body: '', cookies: [] });
    const request = http.request(
      { host: target.host, port: target.port, method, path, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] !== undefined,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? ''),
          }),
        );
        response.on('error', failed);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', failed);
    request.end(payload);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Load {
  readonly samples: Sample[] = [];
  readonly writes: WriteRecord[] = [];
  #running = false;
  #loops: Promise<void>[] = [];
  #started = 0;
  readonly #target: Target;
  readonly #writers: Writer[];

  constructor(target: Target, writers: Writer[]) {
    this.#target = target;
    this.#writers = writers;
  }

  now(): number {
    return performance.now() - this.#started;
  }

  start(): void {
    this.#running = true;
    this.#started = performance.now();
    for (let reader = 0; reader < READERS; reader += 1) this.#loops.push(this.#readLoop(reader));
    for (const writer of this.#writers) this.#loops.push(this.#writeLoop(writer));
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
  }

  async #paced(perSecond: number, step: () => Promise<boolean>): Promise<void> {
    const interval = 1000 / perSecond;
    while (this.#running) {
      const began = performance.now();
      if (!(await step())) return;
      const rest = interval - (performance.now() - began);
      if (rest > 0) await sleep(rest);
    }
  }

  async #readLoop(reader: number): Promise<void> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { places, venueSlugs } = this.#target;
    let turn = reader;
    await this.#paced(READS_PER_SECOND_EACH, async () => {
      turn += 1;
      const place = places[turn % places.length] ?? { lat: 0, lng: 0 };
      // Nearby a venue, a little off it each time, so searches reach the database.
      const path =
        turn % 3 === 0 && venueSlugs.length > 0
          ? `/api/venue-pages/${venueSlugs[turn % venueSlugs.length]}`
          : `/api/venues/nearby?lat=${(place.lat + (turn % 97) / 10_000).toFixed(4)}&lng=${place.lng.toFixed(4)}`;
      const at = this.now();
      const { status, retryAfter, error } = await send(this.#target, agent, 'GET', path);
      this.samples.push({ at, kind: 'read', ms: this.now() - at, status, retryAfter, error });
      return true;
    });
    agent.destroy();
  }

  async #writeLoop(writer: Writer): Promise<void> {
    await this.#paced(writer.perSecond, async () => {
      const at = this.now();
      const sent = await writer.next();
      if (!sent) return false;
      const { status, retryAfter, error } = sent.answer;
      this.samples.push({ at, kind: 'write', ms: this.now() - at, status, retryAfter, error });
      const acknowledged = status >= 200 && status < 300;
      this.writes.push({ kind: writer.kind, key: sent.key, at, status, acknowledged });
      return true;
    });
  }
}

/** The 99th percentile of the samples' durations, in milliseconds. */
export function p99(samples: Sample[]): number {
  if (samples.length === 0) return 0;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}
