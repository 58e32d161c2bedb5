import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client.ts';
import { nearbyVenuesQuery } from '../../src/services/nearby/statement.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 083: the nearby statement is planned once per connection. With its limits as
 * parameters the database costed the generic plan at a tenth of the table and planned every run
 * again; with them in the text it keeps the generic plan after the fifth run.
 */
describe('the nearby search statement', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Enough venues that a tenth of them (the generic plan's guess for an unknown limit) costs
    // more than the custom plans: 3,000 in a 0.5° square, each with a weekly event.
    await queryRows(
      database.db,
      sql`insert into venues (name_original, address_original, latitude, longitude)
        select 'Plan Venue ' || i, i || ' Plan St', 40 + (i % 60) * 0.008, -100 + (i / 60) * 0.01
        from generate_series(1, 3000) as i`,
    );
    await queryRows(
      database.db,
      sql`insert into events (venue_id, event_type, day_of_week, start_time, frequency)
        select id, 'Trivia', 'Tuesday', '19:00', 'weekly' from venues`,
    );
    await queryRows(database.db, sql`analyze venues`);
  });
  afterAll(() => database.close());

  it('keeps one generic plan across runs, in one session', async () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(
      nearbyVenuesQuery({ latitude: 40.1, longitude: -100, radiusMiles: 30, limit: 50 }),
    );
    const values = params.map((value) =>
      typeof value === 'number' ? String(value) : `'${value}'`,
    );
    const plans = await database.db.transaction(async (tx) => {
      await queryRows(tx, sql.raw(`prepare nearby_plan_check as ${text}`));
      for (let run = 0; run < 8; run += 1) {
        const rows = await queryRows(
          tx,
          sql.raw(`execute nearby_plan_check(${values.join(', ')})`),
        );
        expect(rows).toHaveLength(50);
      }
      const [row] = await queryRows<{ generic: number; custom: number }>(
        tx,
        sql`select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where name = 'nearby_plan_check'`,
      );
      await queryRows(tx, sql.raw('deallocate nearby_plan_check'));
      return row;
    });
    // Five custom plans to compare with, then the generic plan every time.
    expect(plans).toEqual({ generic: 3, custom: 5 });
  });

  it('reads the venues once and counts the teams coming once for the whole answer', async () => {
    // Decision 183: a join back to the venues by id had the planner size the table and its indexes
    // twice a search, and a team count per listed venue scanned team_rsvps once per venue.
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`explain (analyze, format json) ${nearbyVenuesQuery({ latitude: 40.1, longitude: -100, radiusMiles: 30, limit: 50 })}`,
    );
    const raw = Object.values(row ?? {})[0];
    const [explained] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const scans = planNodes(explained?.Plan).filter((node) => node['Relation Name']);
    const loopsOf = (table: string) =>
      scans.filter((node) => node['Relation Name'] === table).map((node) => node['Actual Loops']);
    expect(loopsOf('venues')).toEqual([1]);
    expect(loopsOf('team_rsvps')).toEqual([1]);
    expect(loopsOf('events').every((loops) => loops <= 1)).toBe(true);
  });

  it('writes only a whole limit from 1 to 100 into its text', () => {
    for (const limit of [0, 101, 2.5, Number.NaN]) {
      expect(() =>
        nearbyVenuesQuery({ latitude: 40, longitude: -100, radiusMiles: 30, limit }),
      ).toThrow(RangeError);
    }
  });
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** A plan's nodes, depth first. */
function planNodes(node: PlanNode | undefined): PlanNode[] {
  if (!node) return [];
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
