import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Fixed-window counters in the database, so that every server process on one PostgreSQL shares
 * them (DESIGN.md "Running it"). `count` is the number of hits since `last_request`, which holds
 * the start of the current window.
 */
export interface RateRule {
  /** What is limited, for the message ("sign-in attempts"). */
  what: string;
  max: number;
  windowMs: number;
}

export async function countHit(options: {
  db: Db;
  key: string;
  windowMs: number;
}): Promise<number> {
  return (await countHitInWindow(options)).count;
}

/**
 * Counts one hit and says how long the current window has left: the one counting step of every
 * limit in the app, forms and the public API alike (decision 186).
 */
export async function countHitInWindow({
  db,
  key,
  windowMs,
}: {
  db: Db;
  key: string;
  windowMs: number;
}): Promise<{ count: number; resetInMs: number }> {
  const now = Date.now();
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  const windowStart = row?.windowStart ?? now;
  return {
    count: row?.count ?? 1,
    resetInMs: Math.max(1, windowStart + windowMs - now),
  };
}

export async function countInWindow({
  db,
  key,
  windowMs,
}: {
  db: Db;
  key: string;
  windowMs: number;
}): Promise<number> {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  if (!row || row.lastRequest < Date.now() - windowMs) return 0;
  return row.count;
}

export async function clearHits({ db, key }: { db: Db; key: string }): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

export function tooManyRequests(rule: RateRule): AppError {
  const minutes = Math.ceil(rule.windowMs / 60_000);
  return new AppError(
    'RATE_LIMITED',
    `Too many ${rule.what}. Please wait ${minutes} minutes and try again.`,
    {
      details: { retryAfterSeconds: Math.ceil(rule.windowMs / 1000) },
    },
  );
}

/** Counts this request against every key and refuses it once any is over the limit. */
export async function hitOrRefuse({
  db,
  keys,
  rule,
}: {
  db: Db;
  keys: string[];
  rule: RateRule;
}): Promise<void> {
  const counts = await Promise.all(
    keys.map((key) => countHit({ db, key, windowMs: rule.windowMs })),
  );
  if (counts.some((count) => count > rule.max)) throw tooManyRequests(rule);
}

/** Refuses without counting once any key reached the limit (used for failed sign-ins). */
export async function refuseIfExhausted({
  db,
  keys,
  rule,
}: {
  db: Db;
  keys: string[];
  rule: RateRule;
}): Promise<void> {
  const counts = await Promise.all(
    keys.map((key) => countInWindow({ db, key, windowMs: rule.windowMs })),
  );
  if (counts.some((count) => count >= rule.max)) throw tooManyRequests(rule);
}

/**
 * A store for `@fastify/rate-limit` that counts in the same table, through the same step, as the
 * app's other limits, so that every process on one database shares the public API's count
 * (decision 186, which supersedes decision 143's per-process memory). `prefix` keeps its keys apart
 * from the forms' keys. A database error fails the request (the plugin's `skipOnError` is off):
 * the error handler answers it, as it does any other read that reaches a broken database.
 */
export function createDatabaseRateLimitStore({
  db,
  prefix,
}: {
  db: Db;
  prefix: string;
}): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHitInWindow({ db, key: `${prefix}:${key}`, windowMs: timeWindow }).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One count per address for every route of the plugin, whatever a route's own options. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
