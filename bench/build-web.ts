import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds the web app (the client and the server renderer): the server renders the city page and
 * the embeds with this build, and a stale one would measure old markup. What the pages' first
 * load weighs is `scripts/public-page-budgets.test.ts`'s to hold (decision 190).
 */
export function buildWebApp(log: (message: string) => void): void {
  log('building the web app');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const web = { cwd: path.join(root, 'apps/web'), stdio: 'ignore' } as const;
  execFileSync(process.execPath, [vite, 'build'], web);
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
    web,
  );
}
