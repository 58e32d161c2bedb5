import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  isLockHeldBy,
  LOCK_FILE_NAME,
  type LockHolder,
} from './data-dir-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-lock-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lockPath = () => path.join(dataDir, LOCK_FILE_NAME);

/** The pid of a process that has exited (and been reaped). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

function writeHolder(holder: Partial<LockHolder>): void {
  fs.writeFileSync(
    lockPath(),
    JSON.stringify({
      pid: process.pid,
      startTicks: null,
      hostname: os.hostname(),
      command: 'old server',
      startedAt: '2026-01-01T00:00:00.000Z',
      ...holder,
    }),
  );
}

describe('the DATA_DIR lock', () => {
  it('is held until released, and refused to anyone else meanwhile, naming the holder', () => {
    const lock = acquireDataDirLock({ dataDir, command: 'first' });
    expect(JSON.parse(fs.readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);

    let refusal: unknown;
    try {
      acquireDataDirLock({ dataDir, command: 'second' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refusal as Error).message).toContain('(first,');

    lock.release();
    expect(fs.existsSync(lockPath())).toBe(false);
    acquireDataDirLock({ dataDir, command: 'third' }).release();
  });

  it('takes over a lock whose process is gone', () => {
    writeHolder({ pid: deadPid() });
    const lock = acquireDataDirLock({ dataDir, command: 'successor' });
    expect(JSON.parse(fs.readFileSync(lockPath(), 'utf8')).command).toBe('successor');
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse)', () => {
    writeHolder({ pid: process.pid, startTicks: '1' });
    const lock = acquireDataDirLock({ dataDir, command: 'successor' });
    expect(lock.holder.command).toBe('successor');
    lock.release();
  });

  it('takes over a lock file that is not readable as a lock', () => {
    fs.writeFileSync(lockPath(), '{"pid": ');
    const lock = acquireDataDirLock({ dataDir, command: 'successor' });
    expect(JSON.parse(fs.readFileSync(lockPath(), 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'successor',
    });
    lock.release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('does not remove a lock that another process took over', () => {
    const lock = acquireDataDirLock({ dataDir, command: 'first' });
    writeHolder({ pid: 999_999, command: 'someone else' });
    lock.release();
    expect(fs.existsSync(lockPath())).toBe(true);
  });

  it('tells a child whether its parent holds the lock, without taking or breaking it', () => {
    expect(isLockHeldBy({ dataDir, pid: process.pid })).toBe(false);
    const lock = acquireDataDirLock({ dataDir, command: 'server' });
    const content = fs.readFileSync(lockPath(), 'utf8');
    expect(isLockHeldBy({ dataDir, pid: process.pid })).toBe(true);
    expect(isLockHeldBy({ dataDir, pid: process.ppid })).toBe(false);
    expect(fs.readFileSync(lockPath(), 'utf8')).toBe(content);
    lock.release();
    expect(isLockHeldBy({ dataDir, pid: process.pid })).toBe(false);
    // A stale lock left by a process that is gone is nobody's.
    const gone = deadPid();
    writeHolder({ pid: gone });
    expect(isLockHeldBy({ dataDir, pid: gone })).toBe(false);
  });
});
