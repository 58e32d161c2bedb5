import type { HealthResponse } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';

/** Answers whether the database responds, how fast (a `select 1` there and back), and its kind. */
export async function checkHealth({ database }: { database: Database }): Promise<HealthResponse> {
  const started = performance.now();
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: error });
  }
  const databaseRoundTripMs = Math.round((performance.now() - started) * 100) / 100;
  return { status: 'ok', database: database.kind, databaseRoundTripMs };
}
