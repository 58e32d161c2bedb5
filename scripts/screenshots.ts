import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';

/**
 * Screenshots of pages at phone and desktop width, in both themes, for a person to look at
 * (DEVELOPERS.md "Look at what you build"). Against a running server:
 *
 *   npm run screenshots -- --base http://localhost:3000 --login admin / /admin
 *
 * `--login admin|owner|provider` signs in with that demo account first; `--login email:password`
 * with any account.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: '/tmp/trivia-screenshots' },
    login: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});

const PASSWORDS: Record<string, string> = {
  admin: 'trivia-admin',
  owner: 'trivia-owner',
  provider: 'trivia-provider',
};
const pages = positionals.length > 0 ? positionals : ['/'];
fs.mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const width of [390, 1280]) {
    for (const theme of ['dark', 'light'] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        deviceScaleFactor: 1,
        baseURL: values.base,
      });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      if (values.login) {
        const [email, password] = values.login.includes('@')
          ? values.login.split(':')
          : [`${values.login}@example.com`, PASSWORDS[values.login]];
        await page.goto('/admin/login');
        await page.getByLabel('Email').fill(email ?? '');
        await page.getByLabel('Password').fill(password ?? '');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      }
      for (const pagePath of pages) {
        await page.goto(pagePath);
        await page.waitForLoadState('networkidle');
        const name = pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
        const file = path.join(values.out, `${name}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: values.full });
        console.info(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
