import http from 'node:http';

/**
 * The drills' steady mixed load (decision 199): public reads (searches near the demo venues, venue
 * pages) and writes (a team's "We're coming"), sent only to the load balancer on loopback. Every
 * request is recorded: when it was sent, what it was, how it answered and how long it took.
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

export interface WriteRecord {
  teamName: string;
  at: number;
  status: number;
}

export interface Target {
  host: string;
  port: number;
  /** Coordinates of demo venues to search near. */
  places: { lat: number; lng: number }[];
  venueSlugs: string[];
  /** Nights that take any number of teams: an event and its next date. */
  nights: { eventId: string; date: string }[];
}

// As long as HAProxy waits for a process (`timeout server`): a slow answer is not a failed one.
const REQUEST_TIMEOUT_MS = 30_000;
/** Reads a second from each reader, writes a second from the writer: steady, not a stress test. */
const READERS = 2;
const READS_PER_SECOND_EACH = 10;
const WRITES_PER_SECOND = 2;

interface Answer {
  status: number;
  retryAfter: boolean;
  error?: string;
}

function codeOf(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

function send(
  target: Target,
  agent: http.Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: target.host,
        port: target.port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: payload
          ? {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              origin: `http://localhost:${target.port}`,
            }
          : {},
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] !== undefined,
          }),
        );
        response.on('error', (error) =>
          resolve({ status: 0, retryAfter: false, error: codeOf(error) }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, retryAfter: false, error: codeOf(error) }));
    request.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A source address of its own for each write: rate limits count per address (decision 167). */
function writerAddress(index: number): string {
  return `127.2.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

export class Load {
  readonly samples: Sample[] = [];
  readonly writes: WriteRecord[] = [];
  #running = false;
  #loops: Promise<void>[] = [];
  #started = 0;
  #writeIndex = 0;
  readonly #target: Target;
  readonly #prefix: string;

  constructor(target: Target, prefix: string) {
    this.#target = target;
    this.#prefix = prefix;
  }

  now(): number {
    return performance.now() - this.#started;
  }

  start(): void {
    this.#running = true;
    this.#started = performance.now();
    for (let reader = 0; reader < READERS; reader += 1) this.#loops.push(this.#readLoop(reader));
    this.#loops.push(this.#writeLoop());
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
  }

  async #paced(perSecond: number, step: () => Promise<void>): Promise<void> {
    const interval = 1000 / perSecond;
    while (this.#running) {
      const began = performance.now();
      await step();
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
      const answer = await send(this.#target, agent, 'GET', path);
      this.samples.push({ at, kind: 'read', ms: this.now() - at, ...answer });
    });
    agent.destroy();
  }

  async #writeLoop(): Promise<void> {
    const { nights } = this.#target;
    await this.#paced(WRITES_PER_SECOND, async () => {
      const index = this.#writeIndex;
      this.#writeIndex += 1;
      const night = nights[index % nights.length];
      if (!night) return;
      const teamName = `${this.#prefix}-${index}`;
      const agent = new http.Agent({ keepAlive: false, localAddress: writerAddress(index) });
      const at = this.now();
      const answer = await send(this.#target, agent, 'POST', '/api/rsvps', {
        eventId: night.eventId,
        date: night.date,
        teamName,
        players: 4,
      });
      agent.destroy();
      this.samples.push({ at, kind: 'write', ms: this.now() - at, ...answer });
      this.writes.push({ teamName, at, status: answer.status });
    });
  }
}

/** The 99th percentile of the samples' durations, in milliseconds. */
export function p99(samples: Sample[]): number {
  if (samples.length === 0) return 0;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0);
}
