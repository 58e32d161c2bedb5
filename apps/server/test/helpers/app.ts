import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { type LogEntry, recordServerLog } from '../setup/log-guard.ts';

export { expectServerError } from '../setup/log-guard.ts';

import type { ReadPools } from '../../src/db/read-pools.ts';
import { createTestDatabase } from './database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A tiny stand-in for the web build, so that API tests need no `vite build`. */
export const FIXTURE_WEB_DIST = path.resolve(here, '../fixtures/web-dist');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Log lines the app wrote at warn level or above, parsed (errors also fail the test). */
  logs: LogEntry[];
  close(): Promise<void>;
}

/**
 * The real application on a fresh test database (fastify/demo's `test/helper.ts`). Environment
 * variables given here override the test defaults.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { database?: Database; reads?: ReadPools } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    DEMO: '0',
    JOBS_POLL_MS: '0',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logs: TestApp['logs'] = [];
  const stream = {
    write: (line: string) => {
      const entry: LogEntry = JSON.parse(line);
      logs.push(entry);
      recordServerLog(entry);
    },
  };
  const app = await buildApp({
    config,
    database,
    logger: { level: 'warn', stream },
    ...(options.reads ? { reads: options.reads } : {}),
  });
  return {
    app,
    database,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file or `describe` block: built before its first test, closed after its last.
 * What it returns reads the app once it is built, so it is used inside tests and later hooks.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in tests and hooks');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get logs() {
      return current().logs;
    },
    close: () => current().close(),
  };
}
