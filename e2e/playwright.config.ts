import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The config is evaluated again in every worker; the environment carries the first choice there.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-e2e-'));
const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = findChromium();
const phone = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
};

/**
 * Browser tests against the built app, started on a free port with a fresh DATA_DIR holding the
 * demo data (DESIGN.md). Run `npm run build` first (`npm run test:e2e` does).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Specs walk whole journeys on a shared 2-core machine: a minute, as its slowest CI runs need.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'mobile', testIgnore: '**/*.global.spec.ts', use: phone },
    // Specs that change what every other spec sees (marking every notification read) run alone,
    // after all the others (docs/decisions/022).
    {
      name: 'mobile-global',
      testMatch: '**/*.global.spec.ts',
      dependencies: ['mobile'],
      use: phone,
    },
  ],
  webServer: {
    command: `node ${path.resolve(import.meta.dirname, '../apps/server/src/server.ts')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Reports are de-duplicated per address: specs play visitors at several.
      TRUST_PROXY: '1',
      // The map's style: tests serve a local fixture at this address (e2e/fixtures/map-style.json).
      MAP_STYLE_URL: `${baseURL}/test-map/style.json`,
      // Provider feeds: specs serve their feeds from this machine.
      FEED_ALLOW_HOSTS: '127.0.0.1',
    },
  },
});
