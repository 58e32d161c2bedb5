import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const AUTH_SECRET_KEY = 'auth_secret';

/**
 * The secret that signs session cookies. Kept in the database, so that every server process on one
 * PostgreSQL (and every restart) signs alike without anyone having to invent one.
 */
export async function getOrCreateAuthSecret({ db }: { db: Db }): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: AUTH_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, AUTH_SECRET_KEY));
  if (!row) throw new Error('The auth secret could not be stored');
  return row.value;
}
