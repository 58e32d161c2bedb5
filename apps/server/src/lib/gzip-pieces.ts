import zlib from 'node:zlib';
import { crc32Join, crc32OfText, crc32Shift } from './crc32.ts';

/**
 * A gzip answer assembled from pieces compressed once (decision 087), with no compression on the
 * request's path.
 *
 * A deflate stream is a sequence of blocks, and a stream that was flushed with `Z_SYNC_FLUSH`
 * (rather than finished) ends on a byte boundary with no final block. Two such streams written one
 * after the other decode as the two inputs one after the other: each piece's back-references reach
 * only into its own bytes, which keep their distance wherever the piece lands. The bytes that
 * change per answer (a distance, a comma) go in stored blocks, which are the bytes themselves
 * behind a five-byte header. A final empty stored block ends the stream, and gzip's header and
 * trailer (the CRC-32 and length of the whole uncompressed text) wrap it (RFC 1951 §3.2.4, RFC
 * 1952).
 */

/**
 * A piece kept with its compressed twin: its bytes as they are and as raw deflate, flushed, and
 * the CRC-32 and shift of its bytes (`crc32.ts`), so that an answer's CRC does not read them again.
 */
export interface DeflatedPiece {
  plain: Buffer;
  deflated: Buffer;
  crc: number;
  shift: number;
}

/** `plain` compressed once to be placed anywhere in a gzip answer by `gzipOfPieces`. */
export function deflatedPiece(plain: Buffer): DeflatedPiece {
  const deflated = zlib.deflateRawSync(plain, {
    level: zlib.constants.Z_BEST_COMPRESSION,
    // A piece is small: a small window and hash table compress it as well as the defaults, with
    // far less state made for each piece (decision 087).
    windowBits: 12,
    memLevel: 5,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  // Both copied into one allocation of their own. zlib's output chunks come from Buffer's shared
  // pool, as small copies would: a piece kept from a pool would keep the whole pool alive
  // (decision 087).
  const own = Buffer.allocUnsafeSlow(plain.length + deflated.length);
  plain.copy(own, 0);
  deflated.copy(own, plain.length);
  return {
    plain: own.subarray(0, plain.length),
    deflated: own.subarray(plain.length),
    crc: zlib.crc32(plain),
    shift: crc32Shift(plain.length),
  };
}

/** ID1, ID2, CM (deflate), FLG, MTIME (none), XFL, OS (unknown). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of no bytes: BFINAL, BTYPE 00, LEN 0, NLEN 0xffff. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** The most bytes a stored block holds. */
const STORED_MAX = 0xffff;

/** The length of `bytes` bytes written as stored blocks (one block at least). */
function storedLength(bytes: number): number {
  return bytes + 5 * Math.max(1, Math.ceil(bytes / STORED_MAX));
}

/** Writes `text` (of `bytes` UTF-8 bytes) as stored blocks at `offset`; answers the offset after. */
function writeStored(target: Buffer, offset: number, text: string, bytes: number): number {
  if (bytes <= STORED_MAX) {
    target[offset] = 0;
    target.writeUInt16LE(bytes, offset + 1);
    target.writeUInt16LE(~bytes & 0xffff, offset + 3);
    return offset + 5 + target.write(text, offset + 5, 'utf8');
  }
  const whole = Buffer.from(text);
  let at = offset;
  for (let start = 0; start < whole.length; start += STORED_MAX) {
    const length = Math.min(STORED_MAX, whole.length - start);
    target[at] = 0;
    target.writeUInt16LE(length, at + 1);
    target.writeUInt16LE(~length & 0xffff, at + 3);
    at += 5 + whole.copy(target, at + 5, start, start + length);
  }
  return at;
}

/**
 * The gzip member whose uncompressed text is the pieces one after the other: strings (UTF-8) as
 * stored blocks, kept pieces by their deflated bytes. The CRC-32 is joined from the pieces' own.
 */
export function gzipOfPieces(pieces: readonly (string | DeflatedPiece)[]): Buffer {
  let length = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  let plainLength = 0;
  let crc = 0;
  const textBytes: number[] = [];
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      const text = crc32OfText(piece);
      textBytes.push(text.bytes);
      length += storedLength(text.bytes);
      plainLength += text.bytes;
      crc = crc32Join(crc, text.crc, text.shift);
    } else {
      length += piece.deflated.length;
      plainLength += piece.plain.length;
      crc = crc32Join(crc, piece.crc, piece.shift);
    }
  }
  const bytes = Buffer.allocUnsafe(length);
  let offset = GZIP_HEADER.copy(bytes, 0);
  let next = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      offset = writeStored(bytes, offset, piece, textBytes[next++] as number);
    } else {
      offset += piece.deflated.copy(bytes, offset);
    }
  }
  offset += FINAL_BLOCK.copy(bytes, offset);
  offset = bytes.writeUInt32LE(crc, offset);
  bytes.writeUInt32LE(plainLength >>> 0, offset);
  return bytes;
}
