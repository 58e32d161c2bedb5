import zlib from 'node:zlib';

/**
 * CRC-32 (the gzip trailer's) of pieces that are joined in a different order each time, without
 * reading their bytes again (decision 087). A piece's CRC and its "shift" (x^(8·length) modulo the
 * polynomial) are computed once; joining A and B is then one multiplication modulo the polynomial:
 * crc(A‖B) = shift(B)·crc(A) + crc(B), as zlib's `crc32_combine_op` does.
 */

/** The CRC-32 polynomial, bit-reflected. */
const POLY = 0xedb88320;

/** a·b modulo the polynomial, in the reflected representation (zlib's `multmodp`). */
function multiplyModPoly(a: number, b: number): number {
  if (a === 0) return 0;
  let mask = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & mask) {
      product ^= factor;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const POWERS: number[] = [0x40000000];
for (let k = 1; k < 32; k += 1) {
  const previous = POWERS[k - 1] as number;
  POWERS.push(multiplyModPoly(previous, previous));
}

/** The shift of a piece of `length` bytes: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let power = 0x80000000; // x^0
  let rest = length;
  for (let k = 3; rest > 0; k += 1) {
    if (rest % 2 === 1) power = multiplyModPoly(POWERS[k % 32] as number, power);
    rest = Math.floor(rest / 2);
  }
  return power;
}

/** The CRC-32 of A‖B from A's CRC, B's CRC and B's shift. */
export function crc32Join(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0;
}

const TABLE = new Int32Array(256);
for (let byte = 0; byte < 256; byte += 1) {
  let value = byte;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ POLY : value >>> 1;
  TABLE[byte] = value;
}

/** Shifts of short lengths, which the per-answer strings (a distance, a comma) repeat. */
const SHIFTS = Array.from({ length: 128 }, (_, length) => crc32Shift(length));

/** A string's CRC-32 (of its UTF-8 bytes) and shift, read in JavaScript when it is ASCII. */
export function crc32OfText(text: string): { crc: number; shift: number; bytes: number } {
  let crc = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0x7f) {
      const bytes = Buffer.from(text);
      return { crc: zlib.crc32(bytes), shift: crc32Shift(bytes.length), bytes: bytes.length };
    }
    crc = (TABLE[(crc ^ code) & 0xff] as number) ^ (crc >>> 8);
  }
  const shift = SHIFTS[text.length] ?? crc32Shift(text.length);
  return { crc: ~crc >>> 0, shift, bytes: text.length };
}
