import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { machineTime } from './apps/server/test/helpers/machine-time.ts';

/**
 * One Vitest run, several projects: the shared rules, the web app (jsdom), and the server's unit and
 * API tests against PGlite — and once more against PostgreSQL when TEST_DATABASE_URL is set.
 * Processes started by tests (the real server) live in their own project, run once; so do the tests
 * that time the server (`test/latency/`).
 *
 * Two test files at a time even on two cores (decision 149): most of a server test's time is spent
 * waiting on its database or on a process it started. Projects do not inherit the root's
 * `maxWorkers`: each sets it. Those with one worker (the tests that time something, and the web
 * components' tests) run last, alone.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

const serverProject = (
  name: string,
  database: 'pglite' | 'postgres',
  overrides: {
    include?: string[];
    exclude?: string[];
    maxWorkers?: number;
    isolate?: boolean;
  } = {},
) => ({
  extends: false as const,
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/process/**', 'test/process-postgres/**', 'test/latency/**', 'test/replica/**'],
    environment: 'node',
    globalSetup: ['./test/setup/global-database.ts'],
    setupFiles: ['../../packages/testing/src/console-guard.ts', './test/setup/log-guard.ts'],
    env: { TEST_DB: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: WORKERS,
    // A file's app and database are its own; the modules are the worker's (decision 206): a third
    // of the run was each file importing the server again.
    isolate: false,
    ...overrides,
  },
});

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: false,
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../testing/src/console-guard.ts'],
          maxWorkers: WORKERS,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../packages/testing/src/console-guard.ts', './src/testing/setup.ts'],
          // Whether React's effects run before a test's next step can hang on the machine's load:
          // the components' tests run alone, last (13 s).
          maxWorkers: 1,
          // A test's own waits (`waitFor`, up to 5 s on a busy machine) fit inside its time.
          testTimeout: 20_000,
        },
      },
      {
        extends: false,
        test: {
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./packages/testing/src/console-guard.ts'],
          testTimeout: 20_000,
          // The bench's own tests time a local server: alone, after the rest.
          maxWorkers: 1,
        },
      },
      serverProject('server', 'pglite'),
      // Tests that time the server (issue 13: /api/health during the largest import): their own
      // project, so that they can be run again alone (`npx vitest run --project server:latency`).
      serverProject('server:latency', 'pglite', {
        include: ['test/latency/**/*.test.ts'],
        exclude: [],
        maxWorkers: 1,
        // Alone, last: Vitest runs a one-worker project on its own only when it is isolated.
        isolate: true,
      }),
      // `*.pglite.test.ts` read PGlite's own statements (test/db/data-version-coverage): once.
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server:postgres', 'postgres', {
              exclude: [
                'test/process/**',
                'test/process-postgres/**',
                'test/latency/**',
                'test/replica/**',
                '**/*.pglite.test.ts',
              ],
            }),
          ]
        : []),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: false as const,
              test: {
                name: 'server:process:postgres',
                root: './apps/server',
                include: ['test/process-postgres/**/*.test.ts'],
                environment: 'node',
                setupFiles: ['../../packages/testing/src/console-guard.ts'],
                maxWorkers: WORKERS,
                testTimeout: machineTime(60_000),
              },
            },
          ]
        : []),
      // A streaming replica of TEST_DATABASE_URL's cluster (decision 194): started by
      // `scripts/with-replica.sh`, which needs the postgres user's powers; `.ci/run` runs it.
      ...(process.env.TEST_REPLICA_URL
        ? [
            {
              extends: false as const,
              test: {
                name: 'server:replica',
                root: './apps/server',
                include: ['test/replica/**/*.test.ts'],
                environment: 'node',
                setupFiles: [
                  '../../packages/testing/src/console-guard.ts',
                  './test/setup/log-guard.ts',
                ],
                maxWorkers: 1,
                testTimeout: machineTime(60_000),
                hookTimeout: machineTime(60_000),
              },
            },
          ]
        : []),
      {
        extends: false,
        test: {
          name: 'server:process',
          root: './apps/server',
          include: ['test/process/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../packages/testing/src/console-guard.ts'],
          maxWorkers: WORKERS,
          testTimeout: machineTime(60_000),
          hookTimeout: machineTime(60_000),
        },
      },
    ],
  },
});
