import zlib from 'node:zlib';

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

/** A piece kept with its compressed twin: its bytes as they are and as raw deflate, flushed. */
export interface DeflatedPiece {
  plain: Buffer;
  deflated: Buffer;
}

/** `plain` compressed once to be placed anywhere in a gzip answer by `gzipOfPieces`. */
export function deflatedPiece(plain: Buffer): DeflatedPiece {
  const deflated = zlib.deflateRawSync(plain, {
    level: zlib.constants.Z_BEST_COMPRESSION,
    // A piece is a few hundred bytes to a few KB: a 4 KB window and a small hash table compress
    // it as well, with a tenth of the default's 256 KB of state made for each piece.
    windowBits: 12,
    memLevel: 5,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  // Both copied into one allocation of their own. zlib's 16 KB output chunks come from Buffer's
  // shared 64 KB pool, as small copies would: a piece kept from a pool holds the whole pool, and
  // 50,000 pieces made one after the other held 1.1 GB.
  const own = Buffer.allocUnsafeSlow(plain.length + deflated.length);
  plain.copy(own, 0);
  deflated.copy(own, plain.length);
  return { plain: own.subarray(0, plain.length), deflated: own.subarray(plain.length) };
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

/** Writes `text` as stored blocks at `offset`; answers the offset after them. */
function writeStored(target: Buffer, offset: number, text: Buffer): number {
  let at = offset;
  let start = 0;
  do {
    const length = Math.min(STORED_MAX, text.length - start);
    target[at] = 0;
    target.writeUInt16LE(length, at + 1);
    target.writeUInt16LE(~length & 0xffff, at + 3);
    at += 5;
    at += text.copy(target, at, start, start + length);
    start += length;
  } while (start < text.length);
  return at;
}

/**
 * The gzip member whose uncompressed text is the pieces one after the other: strings (UTF-8) as
 * stored blocks, kept pieces by their deflated bytes.
 */
export function gzipOfPieces(pieces: readonly (string | DeflatedPiece)[]): Buffer {
  let length = GZIP_HEADER.length + FINAL_BLOCK.length + 8;
  let plainLength = 0;
  let crc = 0;
  const texts: Buffer[] = [];
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      const text = Buffer.from(piece);
      texts.push(text);
      length += storedLength(text.length);
      plainLength += text.length;
      crc = zlib.crc32(text, crc);
    } else {
      length += piece.deflated.length;
      plainLength += piece.plain.length;
      crc = zlib.crc32(piece.plain, crc);
    }
  }
  const bytes = Buffer.allocUnsafe(length);
  let offset = GZIP_HEADER.copy(bytes, 0);
  let next = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      offset = writeStored(bytes, offset, texts[next++] as Buffer);
    } else {
      offset += piece.deflated.copy(bytes, offset);
    }
  }
  offset += FINAL_BLOCK.copy(bytes, offset);
  offset = bytes.writeUInt32LE(crc >>> 0, offset);
  bytes.writeUInt32LE(plainLength >>> 0, offset);
  return bytes;
}
