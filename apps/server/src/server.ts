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

function banner(config: Config, url: string, location: string): string {
  const lines = [
    '',
    `  Trivia Near Me is running at ${url}`,
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

/** The process: configuration, DATA_DIR lock, database, demo data, listen, clean shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { database, lock, location } = await openConfiguredDatabase(
    config,
    'trivia-near-me server',
  );
  const release = async () => {
    await database.close();
    lock?.release();
  };

  if (config.demo && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(database.db);
    console.info(`Loaded the demo data: ${summary.venues} venues, ${summary.events} events.`);
  }

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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url =
    config.port === port ? config.publicUrl : config.publicUrl.replace(/:\d+$/, `:${port}`);
  console.info(banner(config, url, location));
}

await main().catch(exitOnStartupError);
