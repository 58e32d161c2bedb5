import cluster from 'node:cluster';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { exitOnStartupError } from './cli/exit-on-startup-error.ts';
import { type Config, loadConfig } from './config.ts';
import { openConfiguredDatabase, StartupError } from './db/open.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo.ts';

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

async function loadDemoDataIfEmpty(
  config: Config,
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>['database'],
) {
  if (config.demo && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(database.db);
    console.info(`Loaded the demo data: ${summary.venues} venues, ${summary.events} events.`);
  }
}

/**
 * One server process: configuration, DATA_DIR lock, database, demo data, listen, clean shutdown.
 * As a cluster worker it leaves migrations, demo data and the banner to the primary.
 */
async function runServer(config: Config, options: { isWorker: boolean }): Promise<void> {
  const { database, lock, location } = await openConfiguredDatabase(
    config,
    'trivia-near-me server',
  );
  const release = async () => {
    await database.close();
    lock?.release();
  };
  if (!options.isWorker) await loadDemoDataIfEmpty(config, database);

  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    app.log.info(`${signal} received: closing the server and the database`);
    await app.close();
    await release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await release();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`PORT ${config.port} is already in use on ${config.host}.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new StartupError(`HOST ${config.host} is not an address of this machine.`);
    }
    throw error;
  }
  if (options.isWorker) return;
  const address = app.server.address();
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
  const { database, location } = await openConfiguredDatabase(config, 'trivia-near-me server');
  await loadDemoDataIfEmpty(config, database);
  await database.close();

  let listening = 0;
  let alive = 0;
  let stopping = false;
  const fork = () => {
    alive += 1;
    cluster.fork();
  };
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === config.workers) console.info(banner(config, address.port, location));
  });
  cluster.on('exit', (worker, code) => {
    alive -= 1;
    if (stopping) {
      if (alive === 0) process.exit(0);
      return;
    }
    if (listening < config.workers) {
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
