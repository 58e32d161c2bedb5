import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Starting and stopping the real server process for the benchmarks, and its resident memory. */

const root = path.resolve(import.meta.dirname, '..');

function serveScriptWords(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (manifest.scripts.serve ?? '').split(/\s+/);
}

/**
 * The Node.js flags `npm run serve` starts the server with (package.json), so that the bench
 * measures the process people run: `--max-semi-space-size` bounds V8's young generation
 * (decisions 077, 148). `BENCH_NODE_FLAGS` adds flags, to profile the server (`--trace-gc`, `--cpu-prof`).
 */
export function serverNodeFlags(): string[] {
  const extra = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  return [
    ...serveScriptWords().filter((word) => word.startsWith('--') && !word.includes('strip-types')),
    ...extra,
  ];
}

/**
 * The environment `npm run serve` sets before `node` (`NAME=value` words): glibc's malloc tuning
 * (decision 082). `BENCH_SERVE_ENV=0` leaves it out, to compare.
 */
export function serverEnvironment(): Record<string, string> {
  if (process.env.BENCH_SERVE_ENV === '0') return {};
  const words = serveScriptWords();
  const assignments = words.slice(0, words.indexOf('node'));
  return Object.fromEntries(
    assignments.map((word) => [
      word.slice(0, word.indexOf('=')),
      word.slice(word.indexOf('=') + 1),
    ]),
  );
}

/**
 * Starts a server process: the product's (`apps/server/src/server.ts`, as `npm run serve` runs it)
 * or, with `entry: 'bench'`, the bench's own (bench/app-server.ts: the app plus the anchor and the
 * static file), with the same flags and environment.
 */
export async function startServer(
  env: Record<string, string>,
  entry: 'product' | 'bench' = 'product',
): Promise<{ url: string; child: ChildProcess }> {
  const script =
    entry === 'bench'
      ? path.join(root, 'bench/app-server.ts')
      : path.join(root, 'apps/server/src/server.ts');
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(), '--experimental-strip-types', script],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DEMO: '0',
        ...serverEnvironment(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  return { url, child };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function processResidentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The processes whose parent is `pid` (a cluster's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 4th field after the command, which is in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return children;
}

/**
 * A server's resident memory now, in MB (Linux): its largest process — the server itself, or with
 * `WORKERS` above 1 the largest of the primary and its workers (the targets are per process).
 */
export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const sizes = [pid, ...childrenOf(pid)].map((each) => {
    try {
      return processResidentMb(each);
    } catch {
      return 0;
    }
  });
  return Math.max(...sizes);
}

/**
 * A server's resident memory at rest: once it has answered, V8 still compiles PGlite's hot
 * WebAssembly functions in the background for a while, a transient that is not what the server
 * holds (decision 077). At rest is when two readings a second apart differ by less than 2 MB (at
 * most 30 s).
 */
export async function restingMb(pid: number | undefined): Promise<number> {
  let previous = residentMb(pid);
  for (let second = 0; second < 30; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = residentMb(pid);
    if (Math.abs(now - previous) < 2) return now;
    previous = now;
  }
  return previous;
}
