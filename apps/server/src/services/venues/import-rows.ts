import { IMPORT_LIMITS, safeText, singleLineText, VerificationStatusSchema } from '@trivia/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { parseCsv, TooManyRecordsError } from '../../lib/csv.ts';
import { eventLoopTurns } from '../../lib/event-loop-turns.ts';
import { readJsonArray } from '../../lib/json-array.ts';

/**
 * An imported row: the original name and address plus the Google fields (spec §3). Every cell is
 * a name, an address or an identifier: single-line text, as the venue form stores it (decision 175).
 */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const cell = (max: number) =>
  z.preprocess(blankToUndefined, singleLineText({ max, error: 'must be text' }).optional());
const requiredCell = (max: number) =>
  z.preprocess(
    blankToUndefined,
    singleLineText({ max, error: 'is required' }).min(1, 'is required'),
  );
const number = (min: number, max: number) =>
  z.preprocess(
    (value) => (blankToUndefined(value) === undefined ? undefined : Number(value)),
    z
      .number({ error: 'must be a number' })
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional(),
  );
const url = z.preprocess(
  blankToUndefined,
  safeText({ max: 1000, error: 'must be an http(s) URL' })
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }))
    .optional(),
);

export const ImportRow = z
  .object({
    name: requiredCell(200),
    address: requiredCell(300),
    google_place_id: cell(300),
    google_name: cell(200),
    google_formatted_address: cell(300),
    google_rating: number(0, 5),
    google_phone_number: cell(40),
    google_website: url,
    google_photo_reference: cell(1000),
    thumbnail_url: url,
    latitude: number(-90, 90),
    longitude: number(-180, 180),
    verification_status: z.preprocess(
      blankToUndefined,
      VerificationStatusSchema.default('verified'),
    ),
  })
  .refine((row) => (row.latitude === undefined) === (row.longitude === undefined), {
    path: ['longitude'],
    message: 'latitude and longitude go together',
  });

/** Columns may also be named as in the database (`name_original`, `address_original`). */
const ALIASES: Record<string, string> = { name_original: 'name', address_original: 'address' };

export interface RawRow {
  line: number;
  fields: Record<string, unknown>;
}

function tooManyRows(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows; split it into smaller files.`,
  );
}

/**
 * The rows of a CSV (header first) or JSON (an array of objects) file, each with its line. Read in
 * slices that yield to the event loop; more than IMPORT_LIMITS.rows rows is a 413. A file that
 * cannot be read throws a `FileSyntaxError` (CSV or JSON) naming the line.
 */
export async function readImportRows(format: 'csv' | 'json', content: string): Promise<RawRow[]> {
  if (format === 'csv') {
    let records: Awaited<ReturnType<typeof parseCsv>>;
    try {
      // The header is a record too.
      records = await parseCsv(content, { maxRecords: IMPORT_LIMITS.rows + 1 });
    } catch (error) {
      throw error instanceof TooManyRecordsError ? tooManyRows() : error;
    }
    const header = records[0];
    if (!header) return [];
    const names = header.values.map((name) => {
      const key = name.trim().toLowerCase();
      return ALIASES[key] ?? key;
    });
    return mapWithTurns(records.slice(1), (record) => ({
      line: record.line,
      fields: Object.fromEntries(names.map((name, index) => [name, record.values[index] ?? ''])),
    }));
  }
  const elements = await readJsonArray(content, {
    maxElements: IMPORT_LIMITS.rows,
    onTooMany: tooManyRows,
  });
  return mapWithTurns(elements, ({ line, value }) => ({
    line,
    fields:
      typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value).map(([key, cellValue]) => [ALIASES[key] ?? key, cellValue]),
          )
        : {},
  }));
}

/** `items.map(toRow)`, giving the event loop its turns on the way (20,000 rows take a while). */
async function mapWithTurns<T>(items: readonly T[], toRow: (item: T) => RawRow): Promise<RawRow[]> {
  const turns = eventLoopTurns();
  const rows: RawRow[] = [];
  for (const item of items) {
    await turns.maybeYield();
    rows.push(toRow(item));
  }
  return rows;
}
