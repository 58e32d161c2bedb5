import { getTableColumns, type Table } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * A column of a table under an alias, named by its Drizzle key: `e('eventType')` renders
 * `e.event_type`, and the compiler refuses a column the table does not have.
 */
export type ColumnOf<T extends Table> = (column: keyof T['_']['columns'] & string) => string;

/**
 * `columnOf(events, 'e')`. When `reads` is given, every column rendered is added to it, so that the
 * triggers know which columns the read model depends on.
 */
export function columnOf<T extends Table>(
  table: T,
  alias: string,
  reads?: Set<string>,
): ColumnOf<T> {
  const columns = getTableColumns(table);
  return (key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in ${alias}`);
    reads?.add(column.name);
    return `${alias}.${column.name}`;
  };
}

/** `json_build_object` takes at most 100 arguments: 50 keys. */
const MAX_KEYS = 50;
const KEY_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The keys of a JSON object that SQL builds and TypeScript reads, declared once: each key of a zod
 * object schema is wrapped in `key(schema, expression)`, which records the SQL expression that
 * computes it. `jsonObject` renders `json_build_object('key', expression, …)` from the schema, and
 * the same schema parses what the database answers. `Scope` is what an expression may refer to
 * (the tables in reach, by alias).
 */
export class SqlKeys<Scope> {
  readonly #expressions = new WeakMap<z.core.$ZodType, (scope: Scope) => string>();

  /** The schema of one key, computed in SQL by `expression` (a function: `const { key } = keys`). */
  readonly key = <T extends z.core.$ZodType>(
    schema: T,
    expression: (scope: Scope) => string,
  ): T => {
    if (this.#expressions.has(schema)) {
      throw new Error('This schema is already a key: give each key its own schema.');
    }
    this.#expressions.set(schema, expression);
    return schema;
  };

  /** `json_build_object(…)` of every key of `schema`, in its order, one key a line. */
  jsonObject(schema: z.ZodObject, scope: Scope, indent = ''): string {
    const pairs = this.#render(schema, scope).map(
      ([name, expression]) => `${indent}  '${name}', ${expression}`,
    );
    return `json_build_object(\n${pairs.join(',\n')}\n${indent})`;
  }

  /**
   * `expression AS "key", …`: a select list whose rows `json_agg(row)` turns into these objects.
   * Cheaper to read than `json_build_object` where it runs for every search.
   */
  selectList(schema: z.ZodObject, scope: Scope, indent = ''): string {
    return this.#render(schema, scope)
      .map(([name, expression]) => `${indent}${expression} AS "${name}"`)
      .join(',\n');
  }

  #render(schema: z.ZodObject, scope: Scope): [name: string, expression: string][] {
    const entries = Object.entries(schema.shape);
    if (entries.length > MAX_KEYS) {
      throw new Error(`json_build_object takes at most ${MAX_KEYS} keys, not ${entries.length}`);
    }
    return entries.map(([name, key]) => {
      const expression = this.#expressions.get(key);
      if (!expression)
        throw new Error(`The key '${name}' has no SQL expression: declare it with key()`);
      if (!KEY_NAME.test(name)) throw new Error(`'${name}' is not a plain key name`);
      return [name, expression(scope)];
    });
  }
}
