import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPiece, gzipOfPieces } from './gzip-pieces.ts';

const piece = (text: string) => deflatedPiece(Buffer.from(text));

describe('a gzip answer assembled from pieces compressed once (decision 087)', () => {
  it('decodes to the pieces one after the other, kept pieces and strings alike', () => {
    const venue = piece(
      `{"name":"Café \\"Zoë\\" 🍺","events":[${'{"day":"Monday"},'.repeat(40)}{}]}`,
    );
    const other = piece('{"name":"Oak Pizza","events":[]}');
    const gzip = gzipOfPieces(['{"venues":[', venue, ',', other, ',', venue, ']}']);
    const expected = `{"venues":[${venue.plain},${other.plain},${venue.plain}]}`;
    // gunzip checks the trailer's CRC-32 and length against what it decoded.
    expect(zlib.gunzipSync(gzip).toString()).toBe(expected);
    // A piece refers back only into itself: placed anywhere, it decodes the same.
    expect(zlib.gunzipSync(gzipOfPieces([other, venue])).toString()).toBe(
      `${other.plain}${venue.plain}`,
    );
  });

  it("holds only its own bytes, not a share of Buffer's pool or of zlib's output chunk", () => {
    const kept = piece('{"name":"Oak Pizza","events":[]}');
    // Kept for days in the fragment cache: a view into a 64 KB pool would keep the pool.
    expect(kept.plain.buffer).toBe(kept.deflated.buffer);
    expect(kept.plain.buffer.byteLength).toBe(kept.plain.length + kept.deflated.length);
  });

  it('keeps a repeated piece compressed', () => {
    const venue = piece(
      `{"events":[${'{"dayOfWeek":"Thursday","status":"scheduled"},'.repeat(30)}{}]}`,
    );
    expect(venue.deflated.length).toBeLessThan(venue.plain.length / 10);
    const gzip = gzipOfPieces(['[', venue, ']']);
    expect(gzip.length).toBeLessThan(venue.deflated.length + 40);
  });

  it('writes a string longer than a stored block holds, strings beyond ASCII, and nothing', () => {
    const long = `${'x'.repeat(70_000)}é`;
    expect(zlib.gunzipSync(gzipOfPieces([long, 'ü', ''])).toString()).toBe(`${long}ü`);
    expect(zlib.gunzipSync(gzipOfPieces([])).toString()).toBe('');
  });

  it('is one gzip member that a browser reads: the header names deflate, the stream ends', () => {
    const gzip = gzipOfPieces(['a', piece('b')]);
    expect([...gzip.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    // The last block is final: nothing is left over after it but the trailer.
    expect(zlib.inflateRawSync(gzip.subarray(10, -8)).toString()).toBe('ab');
    expect(gzip.readUInt32LE(gzip.length - 4)).toBe(2);
  });
});
