import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';
import { send, type Target, type WriteKind, type WriteRecord, type Writer } from './load.ts';

/**
 * The drills' writes (decisions 199 and 200), one writer per kind, and the one place that looks
 * each kind up on the primary afterwards:
 * - rsvp: a team's "We're coming" (POST /api/rsvps), each with a team name of its own;
 * - confirm: the demo admin confirms one night (PATCH /api/admin/occurrences/:id, the schedule's
 *   Confirm), each night once in a run;
 * - feed: the admin applies a demo provider's JSON feed (POST /api/admin/feeds/:id/apply, the
 *   feeds page's Apply), served by the drills from loopback, each apply adding one event.
 */

const ADMIN = { email: 'admin@example.com', password: 'trivia-admin' };
const RSVPS_PER_SECOND = 2;
const CONFIRMS_PER_SECOND = 1;
const FEED_APPLIES_PER_SECOND = 1 / 3;

/** A source address of its own for each RSVP: rate limits count per address (decision 167). */
function rsvpAddress(index: number): string {
  return `127.2.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

/** Nights that take any number of teams: an event and its next date. */
export type Night = { eventId: string; date: string };

export function rsvpWriter(target: Target, nights: Night[], prefix: string): Writer {
  let index = 0;
  return {
    kind: 'rsvp',
    perSecond: RSVPS_PER_SECOND,
    async next() {
      const night = nights[index % nights.length];
      if (!night) return null;
      const teamName = `${prefix}-${index}`;
      const agent = new http.Agent({ keepAlive: false, localAddress: rsvpAddress(index) });
      index += 1;
      const answer = await send(target, agent, 'POST', '/api/rsvps', {
        body: { ...night, teamName, players: 4 },
      });
      agent.destroy();
      return { key: teamName, answer };
    },
  };
}

/** The admin's session cookie: sessions live in the database, so every process accepts it. */
export async function signInAdmin(target: Target): Promise<string> {
  const agent = new http.Agent({ keepAlive: false, localAddress: '127.3.0.1' });
  const answer = await send(target, agent, 'POST', '/api/auth/sign-in/email', { body: ADMIN });
  agent.destroy();
  if (answer.status !== 200 || answer.cookies.length === 0) {
    throw new Error(`the demo admin could not sign in (${answer.status}): is DEMO=1?`);
  }
  return answer.cookies.join('; ');
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Confirms nights still scheduled, each once: the schedule lists them (and stores the nights of
 * its window), eight weeks at a time from two days ahead (a night to come in every time zone).
 */
export async function confirmWriter(target: Target, cookie: string): Promise<Writer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const nights = new Set<string>();
  let from = addDays(new Date().toISOString().slice(0, 10), 2);
  for (let window = 0; window < 4 && nights.size < 600; window += 1) {
    const path = `/api/admin/schedule?from=${from}&weeks=8`;
    const answer = await send(target, agent, 'GET', path, { cookie });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const schedule = JSON.parse(answer.body) as {
      to: string;
      occurrences: { id: string; status: string }[];
    };
    for (const night of schedule.occurrences) {
      if (night.status === 'scheduled') nights.add(night.id);
    }
    from = addDays(schedule.to, 1);
  }
  const queue = [...nights];
  return {
    kind: 'confirm',
    perSecond: CONFIRMS_PER_SECOND,
    async next() {
      const id = queue.shift();
      if (id === undefined) return null;
      const answer = await send(target, agent, 'PATCH', `/api/admin/occurrences/${id}`, {
        cookie,
        body: { status: 'confirmed' },
      });
      return { key: id, answer };
    },
  };
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Apply n's event: a type of its own (its key on the primary), and a day and start no other has,
 * so that the reader never takes it for another one moved (decision 151).
 */
function feedEvent(prefix: string, n: number) {
  const start = 600 + (n % 600);
  return {
    id: `drill-${n}`,
    eventType: `Drill ${prefix} ${n}`,
    dayOfWeek: DAYS[n % 7],
    startTime: clock(start),
    endTime: clock(start + 60),
    frequency: 'weekly',
  };
}

/**
 * A provider's feed served from loopback (FEED_ALLOW_HOSTS lets the app read it): the events of
 * every acknowledged apply, plus the one being applied. A failed apply's event leaves the feed
 * again, so the next apply ends it if it was stored after all: ended, its row is still found.
 */
export async function feedWriter(options: {
  target: Target;
  cookie: string;
  providerId: string;
  prefix: string;
}): Promise<{ writer: Writer; close: () => Promise<void> }> {
  const { target, cookie, providerId, prefix } = options;
  const published = [feedEvent(prefix, 0)];
  let pending: ReturnType<typeof feedEvent> | null = null;
  const server = http.createServer((_request, response) => {
    const feed = {
      venues: [
        {
          id: 'drill-hall',
          name: `Drill Hall ${prefix}`,
          address: '100 W Main St, Boise, ID 83702',
          latitude: 43.6166,
          longitude: -116.2008,
          events: pending ? [...published, pending] : published,
        },
      ],
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(feed));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const created = await send(target, agent, 'POST', '/api/admin/feeds', {
    cookie,
    body: {
      providerId,
      name: `Drill feed ${prefix}`,
      format: 'json',
      url: `http://127.0.0.1:${port}/feed.json`,
      autoApply: false,
    },
  });
  if (created.status !== 201) {
    await close();
    throw new Error(`the drill feed was not created (${created.status}): ${created.body}`);
  }
  const feedId = (JSON.parse(created.body) as { id: string }).id;
  const apply = () =>
    send(target, agent, 'POST', `/api/admin/feeds/${feedId}/apply`, { cookie, body: {} });
  // The first apply brings the venue in (a transaction of its own, decision 154) before the load.
  const first = await apply();
  if (first.status !== 200) {
    await close();
    throw new Error(`the drill feed's first apply answered ${first.status}: ${first.body}`);
  }
  let n = 0;
  const writer: Writer = {
    kind: 'feed',
    perSecond: FEED_APPLIES_PER_SECOND,
    async next() {
      n += 1;
      pending = feedEvent(prefix, n);
      const answer = await apply();
      if (answer.status === 200) published.push(pending);
      pending = null;
      return { key: `Drill ${prefix} ${n}`, answer };
    },
  };
  return { writer, close };
}

/** Which of the writes' keys the primary holds, per kind. */
async function storedKeys(sql: postgres.Sql, kind: WriteKind, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  if (kind === 'rsvp') {
    const rows = await sql<{ key: string }[]>`
      select team_name as key from team_rsvps where team_name = any(${keys})`;
    return rows.map((row) => row.key);
  }
  if (kind === 'confirm') {
    const rows = await sql<{ key: string }[]>`
      select id::text as key from event_occurrences
      where id::text = any(${keys}) and status = 'confirmed'`;
    return rows.map((row) => row.key);
  }
  // An ended event (gone from a later read) is still a row: stored all the same.
  const rows = await sql<{ key: string }[]>`
    select event_type as key from events where event_type = any(${keys})`;
  return rows.map((row) => row.key);
}

export interface WriteTally {
  kind: WriteKind;
  sent: number;
  acknowledged: number;
  found: number;
  /** Acknowledged, not found. */
  lost: number;
  /** Failed (an error status, or no answer), found all the same. */
  failedStored: number;
}

/**
 * Each kind's writes against the primary. A write with no answer (the connection cut, a timeout)
 * counts as failed: found stored, it is a miss like one refused with a status.
 */
export async function checkWrites(sql: postgres.Sql, writes: WriteRecord[]): Promise<WriteTally[]> {
  const tallies: WriteTally[] = [];
  for (const kind of ['rsvp', 'confirm', 'feed'] as const) {
    const ofKind = writes.filter((write) => write.kind === kind);
    if (ofKind.length === 0) continue;
    const found = new Set(
      await storedKeys(
        sql,
        kind,
        ofKind.map((write) => write.key),
      ),
    );
    const acknowledged = ofKind.filter((write) => write.acknowledged);
    tallies.push({
      kind,
      sent: ofKind.length,
      acknowledged: acknowledged.length,
      found: ofKind.filter((write) => found.has(write.key)).length,
      lost: acknowledged.filter((write) => !found.has(write.key)).length,
      failedStored: ofKind.filter((write) => !write.acknowledged && found.has(write.key)).length,
    });
  }
  return tallies;
}
