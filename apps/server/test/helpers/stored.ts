import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { triviaProviders } from '../../src/db/schema/index.ts';

/** A provider's row as it is stored now (undefined when there is none). */
export async function storedProvider(db: DbOrTx, id: string) {
  const [row] = await db.select().from(triviaProviders).where(eq(triviaProviders.id, id));
  return row;
}
