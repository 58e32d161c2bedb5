import cluster from 'node:cluster';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { exitOnStartupError } from './cli/exit-on-startup-error.ts';
import { type Config, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { type ControlSocket, startControlSocket } from './db/control-socket.ts';
import {
  migrateOpenedDatabase,
  openConfiguredDatabase,
  openReplicas,
  StartupError,
} from './db/open.ts';
import { ReadPools } from './db/read-pools.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo.ts';
import { createProcessHttpServer } from './lib/process-http-server.ts';
import { Readiness } from './lib/readiness.ts';

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (!process.stdout.isTTY || config.isProduction) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

function banner(config: Config, port: number, location: string): string {
  const url =
    config.port === port ? config.publicUrl : config.publicUrl.replace(/:\d+$/, `:${port}`);
  const processes = config.workers > 1 ? ` (${config.workers} server processes)` : '';
  const lines = [
    '',
    `  Trivia Near Me is running at ${url}${processes}`,
    `  Database: ${config.database.kind === 'pglite' ? `embedded (PGlite) in ${location}` : `PostgreSQL at ${location}`}`,
  ];
  if (config.showDemoSignIns) {
    lines.push('', '  Demo sign-ins (at /admin/login):');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `    ${account.label.padEnd(16)} ${account.email.padEnd(22)} password: ${account.password}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Loads the demo data into an empty database when asked to. */
async function loadDemoDataIfEmpty(config: Config, database: Database): Promise<void> {
  if (!config.demo || !(await isDatabaseEmpty(database.db))) return;
  const summary = await seedDemoData(database.db);
  console.info(`Loaded the demo data: ${summary.venues} venues, ${summary.events} events.`);
}

const SERVER_COMMAND = 'trivia-near-me server';

/** What a cluster worker tells the primary once it hands requests to its app. */
const WORKER_READY = 'trivia-worker-ready';

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function listenError(config: Config, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new StartupError(`PORT ${config.port} is already in use on ${config.host}.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupError(`HOST ${config.host} is not an address of this machine.`);
  }
  return error;
}

/**
 * One server process: configuration, DATA_DIR lock, database, listen (answering 503 while it
 * migrates: decision 041), migrations, demo data, the app, and on SIGTERM/SIGINT a clean stop that
 * lets the requests in flight finish (and the migrations or the demo data, begun, finish first).
 * As a cluster worker it leaves migrations, demo data and the banner to the primary.
 */
async function runServer(config: Config, options: { isWorker: boolean }): Promise<void> {
  const readiness = new Readiness('starting');
  const { database, lock, location } = await openConfiguredDatabase(config, SERVER_COMMAND, {
    migrate: false,
  });
  const replicas = await openReplicas(config);
  let preparing: Promise<void> | null = null;
  const release = async () => {
    await preparing?.catch(() => {});
    await Promise.all(replicas.map((replica) => replica.close()));
    await database.close();
    lock?.release();
  };
  const http = createProcessHttpServer(readiness);
  let app: FastifyInstance | null = null;
  let control: ControlSocket | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    readiness.set('stopping');
    const log = app?.log ?? console;
    log.info(`${signal} received: finishing the requests in flight, then closing the database`);
    if (http.server.listening) await http.drain(SHUTDOWN_GRACE_MS);
    await app?.close();
    await control?.close();
    await release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await http.listen(config.port, config.host);
  } catch (error) {
    await release();
    throw listenError(config, error);
  }
  readiness.set('migrating');
  preparing = (async () => {
    await migrateOpenedDatabase({ database, lock, location });
    if (!options.isWorker) await loadDemoDataIfEmpty(config, database);
  })();
  try {
    await preparing;
  } catch (error) {
    http.server.close();
    throw error;
  }
  if (stopping) return;

  app = await buildApp({
    config,
    database,
    logger: loggerOptions(config),
    readiness,
    serverFactory: http.serverFactory,
    collectProcessMetrics: true,
    reads: new ReadPools({
      primary: database.db,
      replicas,
      maxLagSeconds: config.database.kind === 'postgres' ? config.database.readMaxLagSeconds : 0,
    }),
  });
  await app.ready();
  if (lock) control = await startControlSocket({ dataDir: config.dataDir, database, log: app.log });
  if (stopping) return;
  http.handOver();
  readiness.set('ready');
  if (options.isWorker) {
    // Workers listen before they are ready (decision 041): the primary counts this message instead.
    process.send?.(WORKER_READY);
    return;
  }
  const address = http.server.address();
  console.info(
    banner(config, typeof address === 'object' && address ? address.port : config.port, location),
  );
}

/**
 * Several processes on one PostgreSQL (DESIGN.md: no state lives in a process). The primary
 * migrates and loads the demo data once, then starts the workers, which share the port; it
 * replaces a worker that dies after start-up and stops them all on SIGTERM/SIGINT.
 */
async function runPrimary(config: Config): Promise<void> {
  const { database, location } = await openConfiguredDatabase(config, SERVER_COMMAND);
  await loadDemoDataIfEmpty(config, database);
  await database.close();

  let ready = 0;
  let alive = 0;
  let stopping = false;
  const fork = () => {
    alive += 1;
    cluster.fork();
  };
  let port = config.port;
  cluster.on('listening', (_worker, address) => {
    port = address.port;
  });
  cluster.on('message', (_worker, message) => {
    if (message !== WORKER_READY) return;
    ready += 1;
    if (ready === config.workers) console.info(banner(config, port, location));
  });
  cluster.on('exit', (worker, code) => {
    alive -= 1;
    if (stopping) {
      if (alive === 0) process.exit(0);
      return;
    }
    if (ready < config.workers) {
      // A worker could not start (its own message says why): so will the others.
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exit(code || 1);
    }
    console.error(
      `Server process ${worker.process.pid} stopped (exit code ${code}); starting another.`,
    );
    cluster.fork();
  });
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let index = 0; index < config.workers; index += 1) fork();
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  return runServer(config, { isWorker: cluster.isWorker });
}

await main().catch(exitOnStartupError);
