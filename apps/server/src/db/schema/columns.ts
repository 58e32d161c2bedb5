import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` / `updated_at`, maintained by the database default and the data layer. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** SQL `IN (...)` list of string literals for check constraints built from our constants. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
}
