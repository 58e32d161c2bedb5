import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Chicago', serviceWorkers: 'block' });
  const p = await ctx.newPage();
  p.on('console', (m) => { if (m.type() === 'error') console.log('ERR', url, m.text().slice(0, 120)); });
  const server = await (await p.request.get(url)).text();
  await p.goto(url);
  await p.waitForTimeout(4000);
  const main = await p.evaluate(() => document.querySelector('main')?.innerText ?? '');
  console.log('OK', url, main.length);
  await ctx.close();
}
await b.close();
