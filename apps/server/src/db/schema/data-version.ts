import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `version` any write that can change a public page bumps, in the writer's
 * transaction (statement triggers on venues, events, nights and providers, migration 0008): a
 * reader that sees a version sees every write before it. The server keys its rendered pages by it
 * (decision 072), so a change shows on the next request in every process.
 */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
