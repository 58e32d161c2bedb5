import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** What every endpoint answers while the database does not (decision 071). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering.';
/** Seconds a client should wait before trying again: the pool reconnects on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
/** How long the error handler waits for its `select 1` before calling the database gone. */
const PROBE_TIMEOUT_MS = 1_000;

/** postgres.js and Node's socket errors when the server cannot be reached or the link breaks. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // SQLSTATE: the server is shutting down, crashed, starting up, or full.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

function codeOf(error: object): unknown {
  return 'code' in error ? error.code : undefined;
}

/**
 * Whether `error`, or any error it wraps (`cause`, an AggregateError's `errors`: Drizzle wraps the
 * driver's), says the database cannot be reached: a connection error, SQLSTATE class 08
 * (connection exception), a server shutting down or starting, or a closed PGlite.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = codeOf(error);
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (error instanceof Error && /^PGlite is clos(ed|ing)$/.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** SQLSTATEs of a transaction the database aborted for another's sake: a deadlock, a conflict. */
const CONCURRENCY_CODES = new Set(['40P01', '40001']);

/**
 * Whether `error`, or any error it wraps, is the database aborting a transaction because another
 * changed the same rows at the same moment (decision 080): trying again will do.
 */
export function isConcurrentChange(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = codeOf(error);
  if (typeof code === 'string' && CONCURRENCY_CODES.has(code)) return true;
  return 'cause' in error && isConcurrentChange(error.cause, depth + 1);
}

/**
 * Whether the database answers a `select 1` within a second: asked by the error handler before
 * it answers 500, for the failures that hide the database's error (better-auth answers its own 500).
 */
export async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
