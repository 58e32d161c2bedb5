/**
 * The failure drills (decision 199): starts the reference deployment (deploy/start), puts a steady
 * mixed load on it, and breaks one part at a time: kill -9 a server process, stop the replica,
 * restart the primary, promote the replica. Each drill prints what was sent, what failed, p99
 * before, during and after, and the acknowledged writes found against those sent; the script exits
 * 1 when any drill misses its figure, and stops the deployment (deploy/stop) either way.
 *
 *   npm run drills                              (as root: PostgreSQL runs as postgres)
 *   npm run drills -- --only kill,replica       (some of them: kill, replica, primary, promote)
 *   npm run drills -- --reuse --keep            (the deployment already started; leave it up)
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { Load, p99, type Sample, type Target } from './load.ts';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs bash with deploy/config.sh and deploy/lib.sh loaded; returns its output. */
function shell(script: string): string {
  return execFileSync(
    'bash',
    [
      '-c',
      `set -euo pipefail; source "${deployDir}/config.sh"; source "${deployDir}/lib.sh"; ${script}`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
}

/**
 * `shell` without blocking: the load's requests go on meanwhile (a blocked event loop would leave
 * their answers unread and count them as failed).
 */
function shellAsync(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      [
        '-c',
        `set -euo pipefail; source "${deployDir}/config.sh"; source "${deployDir}/lib.sh"; ${script}`,
      ],
      { encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script}: ${stderr || error.message}`));
        else resolve(stdout.trim());
      },
    );
  });
}

const settings = JSON.parse(
  shell(
    `printf '{"lbHost":"%s","lbPort":%s,"primaryPort":%s,"replicaPort":%s,"host":"%s","replicaHost":"%s","user":"%s","password":"%s","db":"%s","appPorts":"%s","metricsToken":"%s","deployDir":"%s"}' "$LB_HOST" "$LB_PORT" "$PRIMARY_PORT" "$REPLICA_PORT" "$PRIMARY_HOST" "$REPLICA_HOST" "$DB_USER" "$DB_PASSWORD" "$DB_NAME" "$APP_PORTS" "$METRICS_TOKEN" "$DEPLOY_DIR"`,
  ),
) as {
  lbHost: string;
  lbPort: number;
  primaryPort: number;
  replicaPort: number;
  host: string;
  replicaHost: string;
  user: string;
  password: string;
  db: string;
  appPorts: string;
  metricsToken: string;
  deployDir: string;
};

/** The drills' report goes to standard output. */
function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Seconds of load before and after each drill's break. */
const STEADY_MS = 5_000;

function connect(port: number, host = settings.host) {
  return postgres({
    host,
    port,
    user: settings.user,
    password: settings.password,
    database: settings.db,
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
  });
}

/** What the load needs: where the demo venues are, their pages, and nights to say "coming" to. */
async function readTarget(): Promise<Target> {
  const sql = connect(settings.primaryPort);
  try {
    const places = await sql<{ lat: number; lng: number }[]>`
      select latitude as lat, longitude as lng from venues
      where active_event_count > 0 and latitude is not null order by id limit 5`;
    const events = await sql<{ id: string; day: string }[]>`
      select id, day_of_week as day from events
      where is_active and frequency = 'weekly' and max_teams is null
        and occurrences_through is null order by id limit 8`;
    const target: Target = {
      host: settings.lbHost,
      port: settings.lbPort,
      places,
      venueSlugs: [],
      nights: events.map((event) => ({ eventId: event.id, date: nextDate(event.day) })),
    };
    const first = places[0];
    if (!first) throw new Error('no venue with events: is the demo data loaded (DEMO=1)?');
    const response = await fetch(
      `http://${target.host}:${target.port}/api/venues/nearby?lat=${first.lat}&lng=${first.lng}`,
    );
    const body = (await response.json()) as { venues: { slug: string }[] };
    target.venueSlugs = body.venues.slice(0, 5).map((venue) => venue.slug);
    return target;
  } finally {
    await sql.end();
  }
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The weekday's date from two days ahead (a night to come in every time zone). */
function nextDate(day: string): string {
  const date = new Date(Date.now() + 2 * 86_400_000);
  while (DAYS[date.getUTCDay()] !== day) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Outcome {
  name: string;
  misses: string[];
}

interface Phases {
  breakAt: number;
  recoveredAt: number;
  end: number;
}

function between(samples: Sample[], from: number, to: number): Sample[] {
  return samples.filter((sample) => sample.at >= from && sample.at < to);
}

const isFailure = (sample: Sample) => sample.status === 0 || sample.status >= 500;

/** Prints the drill's figures; returns the acknowledged writes that were not found, and so on. */
async function report(options: {
  name: string;
  load: Load;
  phases: Phases;
  start: number;
  primaryPort: number;
  misses: string[];
  /** The drill's own figures, printed with the others. */
  notes?: string[];
}): Promise<void> {
  const { name, load, phases, start, primaryPort, misses, notes = [] } = options;
  const samples = load.samples.filter((sample) => sample.at >= start);
  const failed = samples.filter(isFailure);
  const byStatus = new Map<number, number>();
  for (const sample of failed) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
  const errors = [...new Set(failed.map((sample) => sample.error).filter(Boolean))];
  const writes = load.writes.filter((write) => write.at >= start);
  const sql = connect(primaryPort);
  const stored = new Set(
    (
      await sql<{ team_name: string }[]>`
        select team_name from team_rsvps where team_name = any(${writes.map((w) => w.teamName)})`
    ).map((row) => row.team_name),
  );
  await sql.end();
  const acknowledged = writes.filter((write) => write.status === 201);
  const lost = acknowledged.filter((write) => !stored.has(write.teamName));
  const failedStored = writes.filter((write) => write.status !== 201 && stored.has(write.teamName));
  if (lost.length > 0) misses.push(`${lost.length} acknowledged writes lost`);
  if (failedStored.length > 0) misses.push(`${failedStored.length} failed writes were stored`);
  const statuses = [...byStatus].map(([status, count]) => `${status || 'no answer'}: ${count}`);
  print(
    [
      `\n== ${name}`,
      `  requests sent: ${samples.length} (${samples.filter((s) => s.kind === 'read').length} reads, ${writes.length} writes)`,
      `  failed: ${failed.length}${statuses.length ? ` (${statuses.join(', ')})` : ''}${errors.length ? ` [${errors.join(', ')}]` : ''}; failed reads: ${failed.filter((s) => s.kind === 'read').length}`,
      `  p99 ms: before ${p99(between(samples, start, phases.breakAt))}, during ${p99(between(samples, phases.breakAt, phases.recoveredAt))}, after ${p99(between(samples, phases.recoveredAt, phases.end))}`,
      `  writes: ${acknowledged.length} acknowledged, ${stored.size} found stored, ${lost.length} acknowledged but missing, ${failedStored.length} failed but stored`,
      `  recovery: ${((phases.recoveredAt - phases.breakAt) / 1000).toFixed(1)} s after the break`,
      ...notes.map((note) => `  ${note}`),
      misses.length ? `  MISSED: ${misses.join('; ')}` : '  met every figure',
    ].join('\n'),
  );
}

/** Waits until `check` holds, polling every 100 ms; returns false after `ms`. */
async function until(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

/** The first moment from `from` after which every request of `kind` succeeded for a second. */
function recoveredAfter(load: Load, from: number, kind?: 'read' | 'write'): number | null {
  const samples = load.samples.filter(
    (sample) => sample.at >= from && (kind === undefined || sample.kind === kind),
  );
  const lastFailure = samples.filter(isFailure).at(-1);
  const after = lastFailure ? lastFailure.at : from;
  const ok = samples.filter((sample) => sample.at > after && !isFailure(sample));
  return ok.length > 0 && load.now() - after > 1000 ? Math.max(after, from) : null;
}

type Drill = (load: Load) => Promise<Outcome>;

const killProcess: Drill = async (load) => {
  const name = 'kill -9 one server process';
  const misses: string[] = [];
  const start = load.now();
  await sleep(STEADY_MS);
  const port = settings.appPorts.split(' ')[0];
  const pid = Number(await shellAsync(`cat "$DEPLOY_DIR/app/server-${port}.pid"`));
  const breakAt = load.now();
  process.kill(pid, 'SIGKILL');
  await sleep(STEADY_MS);
  const recoveredAt = load.now();
  // Back in: its supervisor starts it again, and HAProxy takes it once /api/ready answers.
  await shellAsync(`sleep 2; wait_for server 300 app_ready ${port}`);
  await sleep(STEADY_MS);
  const failedReads = load.samples.filter(
    (sample) => sample.at >= start && sample.kind === 'read' && isFailure(sample),
  );
  if (failedReads.length > 0) misses.push(`${failedReads.length} idempotent requests failed`);
  await report({
    name,
    load,
    phases: { breakAt, recoveredAt, end: load.now() },
    start,
    primaryPort: settings.primaryPort,
    misses,
  });
  return { name, misses };
};

async function metricsLines(pattern: RegExp): Promise<string[]> {
  const lines: string[] = [];
  for (const port of settings.appPorts.split(' ')) {
    const response = await fetch(`http://${settings.host}:${port}/metrics`, {
      headers: { authorization: `Bearer ${settings.metricsToken}` },
    }).catch(() => null);
    const text = response?.ok ? await response.text() : '';
    lines.push(...text.split('\n').filter((line) => !line.startsWith('#') && pattern.test(line)));
  }
  return lines;
}

const stopReplica: Drill = async (load) => {
  const name = 'stop the replica';
  const misses: string[] = [];
  const start = load.now();
  await sleep(STEADY_MS);
  const breakAt = load.now();
  await shellAsync('pg_stop replica fast');
  await sleep(STEADY_MS + 1_000);
  const recovered = recoveredAfter(load, breakAt, 'read') ?? load.now();
  if (recovered - breakAt > 5_000) misses.push('reads did not move to the primary within 5 s');
  // Which pool served the reads, once the app routes them (`DATABASE_READ_URL`).
  const readPools = await metricsLines(/replica|read_pool|database_read/i);
  const notes = [
    `reads failing for ${((recovered - breakAt) / 1000).toFixed(1)} s after the stop`,
    ...(readPools.length
      ? ['/metrics while the replica is down:', ...readPools.map((line) => `  ${line}`)]
      : ['/metrics shows no read pool: every read already goes to the primary']),
  ];
  await sleep(STEADY_MS);
  const end = load.now();
  await shellAsync('pg_start replica');
  const samples = load.samples.filter((sample) => sample.at >= start && sample.at < end);
  const failed = samples.filter(isFailure).length;
  if (failed * 1000 >= samples.length)
    misses.push(`${failed} of ${samples.length} requests failed (0.1 % or more)`);
  await report({
    name,
    load,
    phases: { breakAt, recoveredAt: recovered, end },
    start,
    primaryPort: settings.primaryPort,
    misses,
    notes,
  });
  return { name, misses };
};

const restartPrimary: Drill = async (load) => {
  const name = 'restart the primary';
  const misses: string[] = [];
  const start = load.now();
  await sleep(STEADY_MS);
  const breakAt = load.now();
  await shellAsync('pg_stop primary fast');
  await sleep(3_000);
  const downEnd = load.now();
  await shellAsync('pg_start primary');
  const dbUpAt = load.now();
  const back = await until(10_000, () => {
    const after = load.samples.filter((sample) => sample.at >= dbUpAt);
    return (
      after.some((sample) => sample.kind === 'write' && sample.status === 201) &&
      after.some((sample) => sample.kind === 'read' && sample.status === 200)
    );
  });
  const recoveredAt = load.now();
  if (!back) misses.push('service not back within 10 s of the database');
  // While the database was down: every failure a 503 with Retry-After.
  const down = between(load.samples, breakAt + 500, downEnd).filter(isFailure);
  const bare = down.filter((sample) => sample.status !== 503 || !sample.retryAfter);
  if (bare.length > 0) {
    misses.push(`${bare.length} failures while down were not 503 with Retry-After`);
  }
  const notes = [
    `while down: ${down.length} failed requests, ${down.length - bare.length} of them 503 with Retry-After`,
    `service back ${((recoveredAt - dbUpAt) / 1000).toFixed(1)} s after the database (a read and a write answered)`,
  ];
  await sleep(STEADY_MS);
  await report({
    name,
    load,
    phases: { breakAt, recoveredAt, end: load.now() },
    start,
    primaryPort: settings.primaryPort,
    misses,
    notes,
  });
  return { name, misses };
};

const promoteReplica: Drill = async (load) => {
  const name = 'promote the replica (planned failover)';
  const misses: string[] = [];
  const start = load.now();
  await sleep(STEADY_MS);
  const breakAt = load.now();
  // Planned: the primary stops cleanly (it sends the replica all its WAL first), the replica is
  // promoted, PgBouncer is pointed at it and reloaded; the processes reconnect by themselves.
  await shellAsync(
    'pg_stop primary fast; as_postgres "$PG_BIN/pg_ctl" -D "$DEPLOY_DIR/pg/replica" -w promote >/dev/null; pgbouncer_point_at "$REPLICA_HOST" "$REPLICA_PORT"; kill -HUP "$(cat "$DEPLOY_DIR/pgbouncer/pgbouncer.pid")"',
  );
  const resumed = await until(
    30_000,
    () =>
      load.samples.some(
        (sample) => sample.at > breakAt && sample.kind === 'write' && sample.status === 201,
      ) && load.samples.filter((s) => s.kind === 'write' && s.at > breakAt).at(-1)?.status === 201,
  );
  const recoveredAt = load.now();
  if (!resumed) misses.push('writes did not resume within 30 s');
  const notes = [
    `writes resumed ${((recoveredAt - breakAt) / 1000).toFixed(1)} s after the primary stopped`,
  ];
  await sleep(STEADY_MS);
  await report({
    name,
    load,
    phases: { breakAt, recoveredAt, end: load.now() },
    start,
    primaryPort: settings.replicaPort,
    misses,
    notes,
  });
  return { name, misses };
};

const DRILLS: Record<string, Drill> = {
  kill: killProcess,
  replica: stopReplica,
  primary: restartPrimary,
  promote: promoteReplica,
};

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: Object.keys(DRILLS).join(',') },
      // Drill the deployment already running (after `deploy/start`) rather than starting one.
      reuse: { type: 'boolean', default: false },
      // Leave the deployment running afterwards (deploy/stop stops it).
      keep: { type: 'boolean', default: false },
    },
  });
  const chosen: Drill[] = [];
  for (const name of values.only.split(',').map((drill) => drill.trim())) {
    const drill = DRILLS[name];
    if (!drill)
      throw new Error(`--only: unknown drill "${name}" (${Object.keys(DRILLS).join(', ')})`);
    chosen.push(drill);
  }
  const outcomes: Outcome[] = [];
  try {
    if (!values.reuse) execFileSync(path.join(deployDir, 'start'), { stdio: 'inherit' });
    const load = new Load(await readTarget(), `drill-${Date.now().toString(36)}`);
    load.start();
    try {
      for (const drill of chosen) outcomes.push(await drill(load));
    } finally {
      await load.stop();
    }
  } finally {
    if (!values.keep) execFileSync(path.join(deployDir, 'stop'), { stdio: 'inherit' });
  }
  const missed = outcomes.filter((outcome) => outcome.misses.length > 0);
  print(
    missed.length
      ? `\n${missed.length} of ${outcomes.length} drills missed: ${missed.map((o) => o.name).join(', ')}`
      : `\nAll ${outcomes.length} drills met their figures.`,
  );
  return missed.length ? 1 : 0;
}

process.exitCode = await main();
