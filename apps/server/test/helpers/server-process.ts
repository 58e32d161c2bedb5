import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(serverRoot, 'src/server.ts');
export const SEED_ENTRY = path.join(serverRoot, 'src/cli/db-seed.ts');
export const IMPORT_ENTRY = path.join(serverRoot, 'src/cli/import-venues.ts');
export const FEED_ENTRY = path.join(serverRoot, 'src/cli/feed.ts');
export const BACKUP_ENTRY = path.join(serverRoot, 'src/cli/db-backup.ts');
export const RESTORE_ENTRY = path.join(serverRoot, 'src/cli/db-restore.ts');

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/** Starts a Node script of the server with the given environment (on top of a minimal one). */
export function startProcess(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): RunningProcess {
  const child = spawn(process.execPath, [entry, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, output: () => output, exited };
}

/** Starts the server and waits until it says where it listens; returns its base URL. */
export async function startServer(
  env: Record<string, string>,
): Promise<RunningProcess & { url: string }> {
  const running = startProcess(SERVER_ENTRY, { PORT: '0', HOST: '127.0.0.1', ...env });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /is running at (http:\/\/\S+)/.exec(running.output());
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void running.exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before listening:\n${running.output()}`));
    });
  });
  return { ...running, url };
}
