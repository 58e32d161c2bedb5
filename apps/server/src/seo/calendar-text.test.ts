import { describe, expect, it } from 'vitest';
import { endLines, escapeText, oneLine } from './calendar-text.ts';

/** Decision 176: what ical-generator leaves open in the text of our feeds. */
describe('calendar text', () => {
  it('puts every line break and control character on one line, a space for each run', () => {
    expect(oneLine('Back\nRoom')).toBe('Back Room');
    expect(oneLine('Back\r\nRoom\rTwo')).toBe('Back Room Two');
    expect(oneLine('Line\u2028Separator\u2029Paragraph\u0085Next')).toBe(
      'Line Separator Paragraph Next',
    );
    expect(oneLine('Bell\u0007Tab\tDelete\u007fEscape\u001b[0m')).toBe(
      'Bell Tab Delete Escape [0m',
    );
    expect(oneLine('\n  Trailing and leading \r\n')).toBe('Trailing and leading');
  });

  it('keeps emoji, joined emoji and accents whole, and makes a lone half of one U+FFFD', () => {
    expect(oneLine('Pub 🍺🧠👩‍👩‍👧 Café €')).toBe('Pub 🍺🧠👩‍👩‍👧 Café €');
    expect(oneLine('Half \ud83c of a beer')).toBe('Half \ufffd of a beer');
    expect(oneLine('Other half \udf7a')).toBe('Other half \ufffd');
  });

  it('escapes TEXT as RFC 5545 §3.3.11 says: backslash, semicolon, comma, line break', () => {
    expect(escapeText('Bar "Quiz", Grill; Back\\Room')).toBe('Bar "Quiz"\\, Grill\\; Back\\\\Room');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });

  it('ends the last line with CRLF, once', () => {
    expect(endLines('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
    expect(endLines('END:VCALENDAR\r\n')).toBe('END:VCALENDAR\r\n');
  });
});
