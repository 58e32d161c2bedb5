import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { eventLoopTurns } from './event-loop-turns.ts';
import { FileSyntaxError } from './file-syntax-error.ts';

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  values: string[];
}

/** A file that cannot be read as CSV; `line` is where the problem starts. */
export class CsvSyntaxError extends FileSyntaxError {
  override name = 'CsvSyntaxError';
}

/** A file with more records than the reader was allowed to return. */
export class TooManyRecordsError extends Error {
  override name = 'TooManyRecordsError';
}

/** How much of the file csv-parse reads between two turns of the event loop. */
const CHUNK_BYTES = 8 * 1024;

const LINE_BREAK = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) =>
  text.includes('\n') || text.includes('\r') ? (text.match(LINE_BREAK)?.length ?? 0) : 0;

/** The first line after `line` with something on it (where the next record starts). */
function nextFilledLine(text: string, line: number): number {
  const lines = text.split(LINE_BREAK);
  let next = line + 1;
  while (next <= lines.length && (lines[next - 1] ?? '').trim() === '') next += 1;
  return next;
}

/** The file in slices, giving the event loop a turn every few milliseconds: a big file never stalls the server. */
async function* chunksOf(bytes: Buffer): AsyncGenerator<Buffer> {
  const turns = eventLoopTurns();
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    yield bytes.subarray(offset, offset + CHUNK_BYTES);
    await turns.maybeYield();
  }
}

/**
 * RFC 4180 CSV, read by csv-parse: commas, double-quoted fields with "" for a quote, line breaks
 * inside quotes, CRLF, LF or CR, an optional byte order mark. Blank lines are skipped; rows may
 * have fewer or more fields than the header; a quote inside an unquoted value is plain text. Each
 * record keeps the line it starts on. A quoted value that is never closed is a `CsvSyntaxError`
 * naming the line its row starts on, not a record swallowing the rest of the file. The file is
 * read 8 KB at a time, giving the event loop a turn every few milliseconds; past `maxRecords`
 * records it stops with a `TooManyRecordsError`.
 */
export async function parseCsv(
  text: string,
  { maxRecords = Number.POSITIVE_INFINITY }: { maxRecords?: number } = {},
): Promise<CsvRecord[]> {
  // The line the last record ended on, as csv-parse counts them, and where each record starts.
  let endLine = 0;
  const startLines: number[] = [];
  const records: CsvRecord[] = [];
  const parser = Readable.from(chunksOf(Buffer.from(text))).pipe(
    parse({
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      on_record: (values: string[], context) => {
        endLine = context.lines;
        startLines.push(endLine - values.reduce((sum, value) => sum + countLineBreaks(value), 0));
        return values;
      },
    }),
  );
  try {
    for await (const values of parser) {
      records.push({ line: startLines[records.length] ?? endLine, values });
      if (records.length > maxRecords) {
        throw new TooManyRecordsError(`more than ${maxRecords} records`);
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      const line = nextFilledLine(text, endLine);
      throw new CsvSyntaxError(
        line,
        `a quoted value in the row starting on line ${line} is never closed`,
      );
    }
    const line = typeof error.lines === 'number' ? error.lines : 1;
    throw new CsvSyntaxError(line, `line ${line}: ${error.message}`);
  }
  return records;
}
