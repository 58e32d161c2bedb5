import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no file locking: a second process on the same data directory silently loses writes.
 * Every process that opens DATA_DIR's database holds this lock for its lifetime (DESIGN.md
 * "Embedded database safety"). The lock file is created atomically (a hard link fails when the
 * name exists); a lock whose process is gone is taken over.
 */

export interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), to see through PID reuse. */
  startTicks: string | null;
  hostname: string;
  command: string;
  startedAt: string;
}

export interface DataDirLock {
  path: string;
  holder: LockHolder;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly holder: LockHolder;

  constructor(dataDir: string, holder: LockHolder) {
    const where = holder.hostname === os.hostname() ? '' : ` on host ${holder.hostname}`;
    super(
      `DATA_DIR ${dataDir} is in use by process ${holder.pid}${where} (${holder.command}, ` +
        `started ${holder.startedAt}). Stop that process first, or set DATA_DIR to another ` +
        'directory. The embedded database cannot be shared between processes.',
    );
    this.holder = holder;
  }
}

export const LOCK_FILE_NAME = 'data-dir.lock';
const TAKEOVER_STALE_MS = 10_000;

/** Field 22 of /proc/<pid>/stat, or null where /proc is not available. */
function readProcStat(pid: number): { state: string; startTicks: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function isHolderAlive(holder: LockHolder): boolean {
  // A process on another machine (a shared volume) cannot be checked: assume it is alive.
  if (holder.hostname !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = readProcStat(holder.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.startTicks === null || holder.startTicks === stat.startTicks;
}

function readHolder(lockPath: string): { raw: string; holder: LockHolder | null } | null {
  let raw: string;
  try {
    raw = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return { raw, holder: Number.isInteger(holder.pid) ? holder : null };
  } catch {
    return { raw, holder: null };
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `fn` while holding a short-lived mutex, so that two processes never both take over. */
function withTakeoverMutex<T>(lockPath: string, fn: () => T): T {
  const mutexPath = `${lockPath}.takeover`;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(mutexPath, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(mutexPath).mtimeMs > TAKEOVER_STALE_MS) fs.rmSync(mutexPath);
      } catch {
        // Gone in the meantime: try again.
      }
      sleepSync(50);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(mutexPath, { force: true });
  }
}

export function acquireDataDirLock(options: { dataDir: string; command: string }): DataDirLock {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const holder: LockHolder = {
    pid: process.pid,
    startTicks: readProcStat(process.pid)?.startTicks ?? null,
    hostname: os.hostname(),
    command: options.command,
    startedAt: new Date().toISOString(),
  };
  const ownContent = JSON.stringify(holder);
  const tempPath = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tempPath, ownContent);

  const lock: DataDirLock = {
    path: lockPath,
    holder,
    release() {
      process.off('exit', lock.release);
      const current = readHolder(lockPath);
      if (current?.raw === ownContent) fs.rmSync(lockPath, { force: true });
    },
  };

  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        fs.linkSync(tempPath, lockPath);
        process.on('exit', lock.release);
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readHolder(lockPath);
      if (!current) continue; // released in the meantime
      if (current.holder && isHolderAlive(current.holder)) {
        throw new DataDirLockedError(dataDir, current.holder);
      }
      const tookOver = withTakeoverMutex(lockPath, () => {
        if (readHolder(lockPath)?.raw !== current.raw) return false;
        fs.copyFileSync(tempPath, `${tempPath}.new`);
        fs.renameSync(`${tempPath}.new`, lockPath);
        return true;
      });
      if (tookOver) {
        process.on('exit', lock.release);
        return lock;
      }
    }
    throw new Error(`Could not lock DATA_DIR ${dataDir}: it keeps changing hands.`);
  } finally {
    fs.rmSync(tempPath, { force: true });
  }
}

/**
 * For a child process that works on DATA_DIR's database under its parent's lock (the server's
 * start-up, decision 082): true when the lock is held by the live process `pid`. It neither takes
 * nor breaks the lock.
 */
export function isLockHeldBy(options: { dataDir: string; pid: number }): boolean {
  const current = readHolder(path.join(path.resolve(options.dataDir), LOCK_FILE_NAME));
  if (!current?.holder || current.holder.pid !== options.pid) return false;
  return current.holder.hostname === os.hostname() && isHolderAlive(current.holder);
}
