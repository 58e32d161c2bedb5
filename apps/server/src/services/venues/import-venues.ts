import { type Actor, IMPORT_LIMITS, type ImportVenuesResponse } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventLoopTurns } from '../../lib/event-loop-turns.ts';
import { FileSyntaxError } from '../../lib/file-syntax-error.ts';
import { requireVenueImporter } from '../../lib/guards.ts';
import { recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { resolveLocation } from './create-venue.ts';
import { ImportRow, type RawRow, readImportRows } from './import-rows.ts';

/** What a row that the database refused says: never the database's own words. */
export const COULD_NOT_BE_STORED = 'could not be stored';

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

/** The answer so far: counts, and the first IMPORT_LIMITS.reportedRejections rejected rows. */
class ImportReport {
  created = 0;
  updated = 0;
  rejectedCount = 0;
  readonly rejected: ImportVenuesResponse['rejected'] = [];
  /** The first error the database gave, for the log (never for the answer). */
  firstStoreError: { line: number; message: string } | null = null;

  reject(line: number, message: string): void {
    this.rejectedCount += 1;
    if (this.rejected.length < IMPORT_LIMITS.reportedRejections) {
      this.rejected.push({ line, message });
    }
  }

  toResponse(): ImportVenuesResponse {
    const { created, updated, rejected, rejectedCount } = this;
    return { created, updated, rejected, rejectedCount };
  }
}

/**
 * Imports venues from a CSV or JSON file: each row becomes an imported venue with its
 * Google fields; a row whose google_place_id is already stored updates that venue in place. Each
 * row is its own transaction: a bad row is reported with its line and nothing of it is written.
 * A file past 5 MB or 20,000 rows is refused whole (413); the file is read, and its rows
 * checked and stored, in slices that give the event loop a turn every few milliseconds; one log line tells how the import went.
 */
async function importVenueFile(
  options: ImportOptions & { actor: Actor | null; createdBy: string | null },
): Promise<ImportVenuesResponse> {
  const { format, content, logger } = options;
  const bytes = Buffer.byteLength(content);
  if (bytes > IMPORT_LIMITS.fileBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'The file is larger than 5 MB; split it into smaller files.',
    );
  }
  const startedAt = performance.now();
  const report = new ImportReport();
  let rows: RawRow[] = [];
  try {
    rows = await readImportRows(format, content);
  } catch (error) {
    if (!(error instanceof FileSyntaxError)) throw error;
    report.reject(error.line, `The file could not be read: ${error.message}`);
  }
  const turns = eventLoopTurns();
  for (const row of rows) {
    await turns.maybeYield();
    await importRow({ ...options, row, report });
  }
  const summary = {
    format,
    bytes,
    rows: rows.length,
    created: report.created,
    updated: report.updated,
    rejected: report.rejectedCount,
    ms: Math.round(performance.now() - startedAt),
  };
  if (report.firstStoreError) {
    logger?.warn(
      { ...summary, firstStoreError: report.firstStoreError },
      'venue import: rows could not be stored',
    );
  } else {
    logger?.info(summary, 'venue import finished');
  }
  return report.toResponse();
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

async function importRow(options: {
  db: Db;
  actor: Actor | null;
  createdBy: string | null;
  row: RawRow;
  report: ImportReport;
}): Promise<void> {
  const { db, actor, createdBy, report } = options;
  const { line, fields } = options.row;
  const parsed = ImportRow.safeParse(fields);
  if (!parsed.success) {
    // "name must not contain control characters": the column, then what is wrong with it.
    const message = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'row'} ${lowerFirst(issue.message)}`)
      .join('; ');
    report.reject(line, message);
    return;
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
    const outcome = await writeTransaction(db, async (tx) => {
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
    report[outcome] += 1;
  } catch (error) {
    // An AppError speaks to people (the address could not be found); anything else is the
    // database's, and stays in the log.
    if (error instanceof AppError) {
      report.reject(line, `address: ${error.message}`);
      return;
    }
    report.firstStoreError ??= {
      line,
      message: error instanceof Error ? error.message : String(error),
    };
    report.reject(line, COULD_NOT_BE_STORED);
  }
}
