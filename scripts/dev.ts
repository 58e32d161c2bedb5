import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Development: the API server restarted on change (node --watch) and Vite's dev server with hot
 * reload, which proxies /api to it. Open http://localhost:5173.
 */
const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [
      '--watch-path=apps/server/src',
      '--watch-path=packages/shared/src',
      'apps/server/src/server.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
