import { CONTROL_CHARACTERS_MESSAGE, IMPORT_LIMITS } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '../../../src/db/schema/index.ts';
import {
  COULD_NOT_BE_STORED,
  importVenuesAsOperator,
} from '../../../src/services/venues/import-venues.ts';
import { useAdminApp } from '../../helpers/auth.ts';
import { expectNoInternals } from '../../helpers/internals.ts';

/** Imports bounded in size, rows and answer; the database's words stay in the log. */

const IMPORT = '/api/admin/venues/import';
const header = 'name,address,latitude,longitude';
const csvRow = (index: number, latitude = 36.16) =>
  `Limit Pub ${index},"${index} Broadway, Nashville, TN 37203",${latitude},-86.78`;

describe('venue import limits', () => {
  const { testApp, admin, db } = useAdminApp();
  const countImported = async (prefix: string) =>
    (
      await db()
        .select({ id: venues.id })
        .from(venues)
        .where(sql`${venues.nameOriginal} like ${`${prefix}%`}`)
    ).length;

  it('refuses a file past 5 MB with 413, storing nothing', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => csvRow(index));
    const padding = 'x'.repeat(IMPORT_LIMITS.fileBytes);
    const content = `${header},note\n${rows.join(',\n')},${padding}\n`;
    const response = await admin.post(IMPORT, { format: 'csv', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 5 MB; split it into smaller files.',
      requestId: expect.any(String),
    });
    expect(await countImported('Limit Pub')).toBe(0);
  });

  it('refuses a request past what a 5 MB file can be as JSON with 413', async () => {
    const content = 'x'.repeat(IMPORT_LIMITS.requestBytes + 1);
    const response = await admin.post(IMPORT, { format: 'csv', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses more than 20,000 rows with 413, CSV or JSON, storing nothing', async () => {
    const count = IMPORT_LIMITS.rows + 1;
    const csv = `${header}\n${Array.from({ length: count }, (_, index) => csvRow(index)).join('\n')}`;
    const json = JSON.stringify(
      Array.from({ length: count }, (_, index) => ({ name: `Limit Pub ${index}`, address: 'x' })),
    );
    for (const [format, content] of [
      ['csv', csv],
      ['json', json],
    ] as const) {
      const response = await admin.post(IMPORT, { format, content });
      expect(response.statusCode, format).toBe(413);
      expect(response.json().error.message).toBe(
        'The file has more than 20,000 rows; split it into smaller files.',
      );
    }
    expect(await countImported('Limit Pub')).toBe(0);
  });

  it('takes exactly 20,000 rows', async () => {
    // Bad latitudes: the rows are checked, none reaches the database (that is the next tests').
    const rows = Array.from({ length: IMPORT_LIMITS.rows }, (_, index) => csvRow(index, 91));
    const response = await admin.post(IMPORT, {
      format: 'csv',
      content: `${header}\n${rows.join('\n')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 0, rejectedCount: IMPORT_LIMITS.rows });
  });

  it('lists the first 100 rejected rows and counts them all, warning of nothing', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => csvRow(index, 91));
    const good = csvRow(1000);
    const before = testApp.logs.length;
    const response = await admin.post(IMPORT, {
      format: 'csv',
      content: `${header}\n${rows.join('\n')}\n${good}`,
    });
    const body = response.json();
    expect(body.created).toBe(1);
    expect(body.rejectedCount).toBe(150);
    expect(body.rejected).toHaveLength(IMPORT_LIMITS.reportedRejections);
    expect(body.rejected[0]).toEqual({ line: 2, message: 'latitude must be at most 90' });
    expect(body.rejected.at(-1).line).toBe(101);
    expect(testApp.logs.slice(before)).toEqual([]);
  });

  it('logs one line for the whole import even at info level: how it went, not each row', async () => {
    // The app's own logger, opened down to trace: every line it writes lands in testApp.logs.
    const logger = testApp.app.log.child({}, { level: 'trace' });
    const rows = Array.from({ length: 150 }, (_, index) => csvRow(index, 91));
    const content = `${header}\n${rows.join('\n')}\n${csvRow(2000)}`;
    const before = testApp.logs.length;
    const report = await importVenuesAsOperator({ db: db(), format: 'csv', content, logger });
    expect(report).toMatchObject({ created: 1, rejectedCount: 150 });
    expect(testApp.logs.slice(before)).toEqual([
      expect.objectContaining({
        msg: 'venue import finished',
        format: 'csv',
        rows: 151,
        created: 1,
        rejected: 150,
      }),
    ]);
  });

  it('rejects a cell holding a control character naming its line; refuses such a file as a whole', async () => {
    const json = `[
  { "name": "Fine Pub", "address": "1 Main St", "latitude": 36.1, "longitude": -86.7 },
  { "name": "Nul\\u0000Pub", "address": "2 Main St", "latitude": 36.1, "longitude": -86.7 }
]`;
    const response = await admin.post(IMPORT, { format: 'json', content: json });
    expect(response.json()).toEqual({
      created: 1,
      updated: 0,
      rejected: [{ line: 3, message: 'name must not contain control characters' }],
      rejectedCount: 1,
    });
    const raw = await admin.post(IMPORT, {
      format: 'csv',
      content: `${header}\nNul\u0000Pub,x,1,1`,
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().error.details).toEqual([
      { field: 'content', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });
});

describe('a row the database refuses', () => {
  const { testApp, admin, db } = useAdminApp();

  it('is "could not be stored" with its line, without SQL; the log keeps the error, in one line', async () => {
    // A real refusal by the database: a trigger that raises for one name.
    await db().execute(sql`
      create function refuse_exploding_venue() returns trigger language plpgsql as $$
      begin
        if new.name_original like 'Exploding%' then
          raise exception 'refused by the test trigger';
        end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_exploding_venue before insert on venues
      for each row execute function refuse_exploding_venue()`);
    const csv = [header, csvRow(1), 'Exploding Pub,"2 Main St",36.1,-86.7', csvRow(3)].join('\n');
    const before = testApp.logs.length;
    const response = await admin.post(IMPORT, { format: 'csv', content: csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 2,
      updated: 0,
      rejected: [{ line: 3, message: COULD_NOT_BE_STORED }],
      rejectedCount: 1,
    });
    expectNoInternals(response.body, 'the import answer');
    const logged = testApp.logs.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'venue import: rows could not be stored',
      rejected: 1,
      firstStoreError: { line: 3, message: expect.stringContaining('insert into') },
    });
    const stored = await db().select().from(venues).where(eq(venues.nameOriginal, 'Exploding Pub'));
    expect(stored).toHaveLength(0);
  });
});
