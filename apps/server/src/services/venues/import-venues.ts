import { type Actor, type ImportVenuesResponse, VerificationStatusSchema } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { CsvSyntaxError, parseCsv } from '../../lib/csv.ts';
import { requireVenueImporter } from '../../lib/guards.ts';
import { jsonArrayElementLines } from '../../lib/json-array-lines.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { resolveLocation } from './create-venue.ts';
import { displayName } from './serialize.ts';

/** An imported row: the original name and address plus the Google fields (spec §3). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
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
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const ImportRow = z
  .object({
    name: z.preprocess(
      blankToUndefined,
      z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
    ),
    address: z.preprocess(
      blankToUndefined,
      z.string({ error: 'is required' }).trim().min(1, 'is required').max(300),
    ),
    google_place_id: text(300),
    google_name: text(200),
    google_formatted_address: text(300),
    google_rating: number(0, 5),
    google_phone_number: text(40),
    google_website: url,
    google_photo_reference: text(1000),
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

interface RawRow {
  line: number;
  fields: Record<string, unknown>;
}

function readRows(format: 'csv' | 'json', content: string): RawRow[] {
  if (format === 'csv') {
    const [header, ...records] = parseCsv(content);
    if (!header) return [];
    const names = header.values.map((name) => {
      const key = name.trim().toLowerCase();
      return ALIASES[key] ?? key;
    });
    return records.map((record) => ({
      line: record.line,
      fields: Object.fromEntries(names.map((name, index) => [name, record.values[index] ?? ''])),
    }));
  }
  const parsed: unknown = JSON.parse(content);
  if (!Array.isArray(parsed)) throw new Error('a JSON import must be an array of venues');
  const lines = jsonArrayElementLines(content);
  return parsed.map((item: unknown, index) => ({
    line: lines[index] ?? index + 1,
    fields:
      typeof item === 'object' && item !== null
        ? Object.fromEntries(
            Object.entries(item).map(([key, value]) => [ALIASES[key] ?? key, value]),
          )
        : {},
  }));
}

interface ImportOptions {
  db: Db;
  format: 'csv' | 'json';
  content: string;
  logger?: FastifyBaseLogger;
}

/** The admin area's import (admins only): the venues are created by the admin. */
export async function importVenues(
  options: ImportOptions & { actor: Actor },
): Promise<ImportVenuesResponse> {
  requireVenueImporter(options.actor);
  return importVenueFile({ ...options, actor: options.actor, createdBy: options.actor.userId });
}

/**
 * `npm run import:venues`: run by whoever runs the server, on its machine and its database; no
 * signed-in user is asking, and the venues have no creator.
 */
export function importVenuesAsOperator(options: ImportOptions): Promise<ImportVenuesResponse> {
  return importVenueFile({ ...options, actor: null, createdBy: null });
}

/**
 * Imports venues from a CSV or JSON file (issue 6): each row becomes an imported venue with its
 * Google fields; a row whose google_place_id is already stored updates that venue in place. Each
 * row is its own transaction: a bad row is reported with its line and nothing of it is written.
 */
async function importVenueFile(
  options: ImportOptions & { actor: Actor | null; createdBy: string | null },
): Promise<ImportVenuesResponse> {
  const { db, format, content, actor, createdBy } = options;
  const result: ImportVenuesResponse = { created: 0, updated: 0, rejected: [] };
  let rows: RawRow[];
  try {
    rows = readRows(format, content);
  } catch (error) {
    result.rejected.push({
      line: error instanceof CsvSyntaxError ? error.line : 1,
      message: `The file could not be read: ${(error as Error).message}`,
    });
    return result;
  }

  for (const { line, fields } of rows) {
    const parsed = ImportRow.safeParse(fields);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'row'} ${issue.message}`)
        .join('; ');
      result.rejected.push({ line, message });
      continue;
    }
    const row = parsed.data;
    try {
      const location = await resolveLocation({
        addressOriginal: row.google_formatted_address ?? row.address,
        latitude: row.latitude,
        longitude: row.longitude,
      });
      const values = {
        nameOriginal: row.name,
        addressOriginal: row.address,
        googlePlaceId: row.google_place_id ?? null,
        googleName: row.google_name ?? null,
        googleFormattedAddress: row.google_formatted_address ?? null,
        googleRating: row.google_rating ?? null,
        googlePhoneNumber: row.google_phone_number ?? null,
        googleWebsite: row.google_website ?? null,
        googlePhotoReference: row.google_photo_reference ?? null,
        thumbnailUrl: row.thumbnail_url ?? null,
        ...location,
        verificationStatus: row.verification_status,
        isImported: true,
      };
      const outcome = await db.transaction(async (tx) => {
        const [existing] = row.google_place_id
          ? await tx.select().from(venues).where(eq(venues.googlePlaceId, row.google_place_id))
          : [];
        const [stored] = existing
          ? await tx.update(venues).set(values).where(eq(venues.id, existing.id)).returning()
          : await tx
              .insert(venues)
              .values({ ...values, createdBy })
              .returning();
        if (!stored) throw new Error('the venue was not stored');
        await recordAudit({
          tx,
          actor,
          action: existing ? 'updated' : 'imported',
          entity: { type: 'venue', id: stored.id, label: displayName(stored) },
          before: existing ?? null,
          after: stored,
          venueId: stored.id,
        });
        return existing ? ('updated' as const) : ('created' as const);
      });
      result[outcome] += 1;
    } catch (error) {
      const details = (error as { details?: { message: string }[] }).details;
      const message = details?.[0]?.message ?? (error as Error).message;
      options.logger?.warn({ err: error, line }, 'an imported venue row was rejected');
      result.rejected.push({
        line,
        message: details ? `address: ${message}` : `could not be stored: ${message}`,
      });
    }
  }
  return result;
}
