import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, startProcess, startServer } from '../helpers/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';

/** Several server processes on one PostgreSQL (this project runs only when TEST_DATABASE_URL is set). */
describe('the server on PostgreSQL with several processes', () => {
  it('starts two worker processes that answer, and stops them all on SIGTERM', async () => {
    const server = await startServer({ DATABASE_URL: databaseUrl, WORKERS: '2', DATA_DIR: '/tmp' });
    expect(server.output()).toContain('(2 server processes)');
    const workers = execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(`${server.url}/api/health`);
        return (await response.json()) as { database: string };
      }),
    );
    expect(answers.every((answer) => answer.database === 'postgres')).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
  });

  it('exits 1 when the workers cannot listen', async () => {
    const first = await startServer({ DATABASE_URL: databaseUrl, WORKERS: '1', DATA_DIR: '/tmp' });
    const port = new URL(first.url).port;
    try {
      const second = startProcess(SERVER_ENTRY, {
        DATABASE_URL: databaseUrl,
        WORKERS: '2',
        DATA_DIR: '/tmp',
        PORT: port,
        HOST: '127.0.0.1',
      });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`PORT ${port} is already in use`);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
