import { text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * A text column holding one of `values` (a constant of packages/shared), typed as that union so
 * rows read from it need no casts. The table's check constraint (`sqlList(values)`) keeps the
 * database to the same list.
 */
export function textEnum<const T extends readonly string[]>(name: string, _values: T) {
  return text(name).$type<T[number]>();
}
