import { TextDecoder } from 'node:util';
import type { FeedFormat } from '@trivia/shared';
import { FeedSourceError } from './source-error.ts';

/**
 * A feed's bytes as text, read in the character set the source says it is in (decision 174):
 * its byte order mark first, then the character set it declares (the Content-Type's `charset=`,
 * one given with an upload, or a web page's `<meta charset>`), else UTF-8. Decoding is strict:
 * bytes that are not text in that character set are refused with a sentence naming the source,
 * never turned into "�". Only CSV files and web pages that declare nothing fall back to
 * windows-1252, what spreadsheets and older pages write; iCalendar and JSON are UTF-8 by their
 * standards (RFC 5545 §3.1.4, RFC 8259 §8.1).
 */

export interface FeedBytes {
  bytes: Uint8Array;
  /** The character set the source declares, if any (`iso-8859-1`, `utf-8`…). */
  charset: string | null;
  /** How a sentence names the source: "The feed at https://…", "The uploaded file". */
  source: string;
  /** Whether the source is an address (its Content-Type can declare) or an uploaded file. */
  kind: 'url' | 'upload';
}

const UNDECLARED_FALLBACK: Record<FeedFormat, string | null> = {
  csv: 'windows-1252',
  jsonld: 'windows-1252',
  ical: null,
  json: null,
};

/** Longest first: a UTF-32LE mark begins with UTF-16LE's. */
const BYTE_ORDER_MARKS: { encoding: string; mark: readonly number[] }[] = [
  { encoding: 'UTF-32LE', mark: [0xff, 0xfe, 0x00, 0x00] },
  { encoding: 'UTF-32BE', mark: [0x00, 0x00, 0xfe, 0xff] },
  { encoding: 'UTF-8', mark: [0xef, 0xbb, 0xbf] },
  { encoding: 'UTF-16LE', mark: [0xff, 0xfe] },
  { encoding: 'UTF-16BE', mark: [0xfe, 0xff] },
];

/** Web pages name their character set in their first 1024 bytes (HTML's encoding sniffing). */
const META_PRESCAN_BYTES = 1024;
const META_CHARSET =
  /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)|<meta\b[^>]*?\bcontent\s*=\s*["'][^"']*?charset\s*=\s*([A-Za-z0-9._:-]+)/i;

/** The `charset` parameter of a Content-Type header ('text/csv; charset="ISO-8859-1"'), or null. */
export function charsetOf(contentType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const charset = (match?.[1] ?? match?.[2] ?? '').trim();
  return charset === '' ? null : charset;
}

function byteOrderMark(bytes: Uint8Array): string | null {
  const found = BYTE_ORDER_MARKS.find(({ mark }) =>
    mark.every((byte, index) => bytes[index] === byte),
  );
  return found?.encoding ?? null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, META_PRESCAN_BYTES));
  const match = META_CHARSET.exec(head);
  return match?.[1] ?? match?.[2] ?? null;
}

/** The line (1-based) of the first byte the decoder could not read. */
function lineOfFirstBadByte(bytes: Uint8Array, encoding: string): number {
  const text = new TextDecoder(encoding).decode(bytes);
  const at = text.indexOf('\uFFFD');
  return at === -1 ? 1 : text.slice(0, at).split('\n').length;
}

function decoderFor(label: string, input: FeedBytes): TextDecoder {
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    throw new FeedSourceError(
      `${input.source} declares the character set "${label}", which we cannot read: save it as UTF-8.`,
    );
  }
}

const saveAdvice = (input: FeedBytes) =>
  input.kind === 'url'
    ? 'save it as UTF-8, or name its character set in the Content-Type header (charset=…)'
    : 'save it as UTF-8 (in a spreadsheet: Save As, "CSV UTF-8")';

/** The source's text, or a `FeedSourceError` saying why its bytes are not text. */
export function decodeFeedBytes(input: FeedBytes, format: FeedFormat): string {
  const { bytes } = input;
  const mark = byteOrderMark(bytes);
  if (mark?.startsWith('UTF-32')) {
    throw new FeedSourceError(
      `${input.source} is written in ${mark}, which we cannot read: save it as UTF-8.`,
    );
  }
  const declared = input.charset ?? (format === 'jsonld' ? metaCharset(bytes) : null);
  const label = mark ?? declared;
  if (label !== null) {
    const decoder = decoderFor(label, input);
    try {
      // The decoder drops a byte order mark of its own encoding.
      return decoder.decode(bytes);
    } catch {
      const line = lineOfFirstBadByte(bytes, decoder.encoding);
      const says = mark ? 'its byte order mark says' : 'it declares';
      throw new FeedSourceError(
        `${input.source} is not ${label} text, as ${says} (line ${line} has bytes that are not): ${saveAdvice(input)}.`,
      );
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const fallback = UNDECLARED_FALLBACK[format];
    // windows-1252 gives every byte a character, so this never fails.
    if (fallback) return new TextDecoder(fallback).decode(bytes);
    const line = lineOfFirstBadByte(bytes, 'utf-8');
    throw new FeedSourceError(
      `${input.source} is not UTF-8 text (line ${line} has bytes that are not) and declares no other character set: ${saveAdvice(input)}.`,
    );
  }
}
