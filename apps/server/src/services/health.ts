import type { HealthResponse } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

/** Answers whether the database responds, and which kind it is. */
export async function checkHealth({ database }: { database: Database }): Promise<HealthResponse> {
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError('UNAVAILABLE', 'The database is not answering.', { cause: error });
  }
  return { status: 'ok', database: database.kind };
}
