import { IMPORT_LIMITS } from '@trivia/shared';

/** One row in this many is stored; the rest are checked and rejected (latitude 91). */
export const STORED_EVERY = 10;

function fileOf(format: 'csv' | 'json', run: string, padding: number): string {
  const rows = Array.from({ length: IMPORT_LIMITS.rows }, (_, index) => ({
    name: `Load ${run} Pub ${index}`,
    address: `${index} Broadway, Nashville, TN 37203`,
    latitude: index % STORED_EVERY === 0 ? 36.16 : 91,
    longitude: -86.78,
    google_photo_reference: 'p'.repeat(padding),
  }));
  if (format === 'json') return `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`;
  return [
    'name,address,latitude,longitude,google_photo_reference',
    ...rows.map((row) =>
      [row.name, `"${row.address}"`, row.latitude, row.longitude, row.google_photo_reference].join(
        ',',
      ),
    ),
  ].join('\n');
}

/**
 * The largest venue import the server takes (spec: 5 MB, 20,000 rows): exactly IMPORT_LIMITS.rows
 * rows, padded to just under IMPORT_LIMITS.fileBytes; one row in STORED_EVERY is stored. `run`
 * makes its names unique. Used by the import test and by the bench.
 */
export function largestImportFile(format: 'csv' | 'json', run: string): string {
  const unpadded = Buffer.byteLength(fileOf(format, run, 0));
  const padding = Math.floor((IMPORT_LIMITS.fileBytes - unpadded) / IMPORT_LIMITS.rows);
  return fileOf(format, run, padding);
}
