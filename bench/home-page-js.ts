import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds the web app (the client and the server renderer), then sums the JavaScript the home page
 * loads first: its entry script and the modules it preloads, each gzipped, in KB.
 */
export function homePageJsGzipKb(log: (message: string) => void): number {
  log('building the web app');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const web = { cwd: path.join(root, 'apps/web'), stdio: 'ignore' } as const;
  execFileSync(process.execPath, [vite, 'build'], web);
  // The server renders the city page with this build: a stale one would measure old markup.
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
    web,
  );
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const bytes = scripts.reduce(
    (total, script) =>
      total + gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}
