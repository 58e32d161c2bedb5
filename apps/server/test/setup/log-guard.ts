import { afterAll, afterEach } from 'vitest';

/**
 * An error the server logs (pino level error or fatal) fails the test during which it was logged,
 * as a stray console.error does (STYLE.md "Tests"). A test that provokes one on purpose says which
 * with `expectServerError(message)` first; an expected error that never comes fails it too.
 */

export interface LogEntry {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** pino's level number of `error` (`fatal` is 60). */
const ERROR_LEVEL = 50;

/**
 * One record per worker, whichever copy of this module reads it: without isolation between test
 * files (decision 206) a setup file is evaluated again for each file, while the app's log stream
 * keeps the copy it first imported.
 */
interface Guard {
  logged: LogEntry[];
  expected: (string | RegExp)[];
}
const shared = globalThis as { serverLogGuard?: Guard };
shared.serverLogGuard ??= { logged: [], expected: [] };
const guard = shared.serverLogGuard;

/** Called by the test app's log stream with every line it writes. */
export function recordServerLog(entry: LogEntry): void {
  if (entry.level >= ERROR_LEVEL) guard.logged.push(entry);
}

/** The current test makes the server log an error whose message is (or matches) `message`. */
export function expectServerError(message: string | RegExp): void {
  guard.expected.push(message);
}

const matches = (pattern: string | RegExp, entry: LogEntry) =>
  typeof pattern === 'string' ? entry.msg === pattern : pattern.test(entry.msg);

/** Throws when an error was logged that no `expectServerError` allowed, or one allowed never came. */
export function checkLoggedErrors(): void {
  const errors = guard.logged;
  const wanted = guard.expected;
  guard.logged = [];
  guard.expected = [];
  const unexpected = errors.filter((entry) => !wanted.some((pattern) => matches(pattern, entry)));
  const missing = wanted.filter((pattern) => !errors.some((entry) => matches(pattern, entry)));
  const problems = [
    ...unexpected.map((entry) => `the server logged an unexpected error: ${JSON.stringify(entry)}`),
    ...missing.map((pattern) => `the server did not log the expected error ${String(pattern)}`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

afterEach(checkLoggedErrors);
// Errors logged after the last test (closing the app, say) fail the file.
afterAll(checkLoggedErrors);
