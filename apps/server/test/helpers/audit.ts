import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/index.ts';

/** Every history entry, oldest first. */
export const auditEntries = (db: Db) => db.select().from(auditLog).orderBy(asc(auditLog.id));

/** Runs a write and answers its response and the history entries it added. */
export async function auditOf<T>(db: Db, write: () => Promise<T>) {
  const before = (await auditEntries(db)).length;
  const response = await write();
  return { response, added: (await auditEntries(db)).slice(before) };
}
