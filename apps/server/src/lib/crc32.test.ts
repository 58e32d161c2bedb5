import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Join, crc32OfText, crc32Shift } from './crc32.ts';

describe('CRC-32 joined from pieces (decision 087)', () => {
  it('joins any pieces to the CRC of their concatenation, as zlib reads it', () => {
    for (let round = 0; round < 200; round += 1) {
      const a = randomBytes(Math.floor(Math.random() * 3000));
      const b = randomBytes(Math.floor(Math.random() * 3000));
      const joined = crc32Join(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length));
      expect(joined).toBe(zlib.crc32(Buffer.concat([a, b])));
    }
    // An empty piece changes nothing, on either side.
    const some = Buffer.from('some bytes');
    expect(crc32Join(zlib.crc32(some), 0, crc32Shift(0))).toBe(zlib.crc32(some));
    expect(crc32Join(0, zlib.crc32(some), crc32Shift(some.length))).toBe(zlib.crc32(some));
  });

  it('reads a string as its UTF-8 bytes, ASCII or not, short or long', () => {
    for (const text of ['', ',', ',"distanceMiles":12.345,', 'Café "Zoë" 🍺', 'x'.repeat(300)]) {
      const bytes = Buffer.from(text);
      expect(crc32OfText(text)).toEqual({
        crc: zlib.crc32(bytes),
        shift: crc32Shift(bytes.length),
        bytes: bytes.length,
      });
    }
  });
});
