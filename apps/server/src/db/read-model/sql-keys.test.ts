import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { events } from '../schema/index.ts';
import { columnOf, SqlKeys } from './sql-keys.ts';

describe('SqlKeys', () => {
  const reads = new Set<string>();
  const keys = new SqlKeys<{ e: ReturnType<typeof columnOf<typeof events>> }>();
  const { key } = keys;
  const Entry = z.object({
    id: key(z.string(), ({ e }) => e('id')),
    startsAt: key(z.string(), ({ e }) => `${e('startTime')}::text`),
  });
  const scope = { e: columnOf(events, 'e', reads) };

  it('renders json_build_object from the schema’s keys, in order, with their column names', () => {
    expect(keys.jsonObject(Entry, scope)).toBe(
      "json_build_object(\n  'id', e.id,\n  'startsAt', e.start_time::text\n)",
    );
    expect(reads).toEqual(new Set(['id', 'start_time']));
  });

  it('renders a select list whose rows json_agg turns into the same objects', () => {
    expect(keys.selectList(Entry, scope, '  ')).toBe(
      '  e.id AS "id",\n  e.start_time::text AS "startsAt"',
    );
  });

  it('refuses a key without SQL, a schema used twice and a key name that needs quoting', () => {
    expect(() => keys.jsonObject(Entry.extend({ extra: z.string() }), scope)).toThrow(
      "The key 'extra' has no SQL expression",
    );
    const shared = z.string();
    key(shared, () => 'null');
    expect(() => key(shared, () => 'null')).toThrow('already a key');
    expect(() =>
      keys.jsonObject(z.object({ "it's": key(z.string(), () => 'null') }), scope),
    ).toThrow('not a plain key name');
  });
});
