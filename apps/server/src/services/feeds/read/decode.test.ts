import { describe, expect, it } from 'vitest';
import { charsetOf, decodeFeedBytes, type FeedBytes } from './decode.ts';

const at = (bytes: Buffer, charset: string | null = null): FeedBytes => ({
  bytes,
  charset,
  source: 'The feed at https://quiz.example/feed',
  kind: 'url',
});

describe('charsetOf', () => {
  it.each([
    ['text/calendar; charset=ISO-8859-1', 'ISO-8859-1'],
    ['text/csv;charset="windows-1252"', 'windows-1252'],
    ['text/html; charset=utf-8; profile=x', 'utf-8'],
    ['text/csv', null],
    [null, null],
  ])('reads %j as %j', (contentType, charset) => {
    expect(charsetOf(contentType)).toBe(charset);
  });
});

describe('decodeFeedBytes (decision 174)', () => {
  it('lets a byte order mark win over a declared character set', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('Caf\u00e9', 'utf16le').swap16(),
    ]);
    expect(decodeFeedBytes(at(bytes, 'iso-8859-1'), 'ical')).toBe('Café');
  });

  it("reads a web page's own <meta charset> when the header names none", () => {
    const page = Buffer.from(
      '<html><head><meta charset="iso-8859-1"></head><body>Café</body></html>',
      'latin1',
    );
    expect(decodeFeedBytes(at(page), 'jsonld')).toContain('Café');
    const old = Buffer.from(
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>Zürich</p>',
      'latin1',
    );
    expect(decodeFeedBytes(at(old), 'jsonld')).toContain('Zürich');
  });

  it('refuses UTF-32, which no browser decodes either', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00]);
    expect(() => decodeFeedBytes(at(bytes), 'csv')).toThrow(
      'The feed at https://quiz.example/feed is written in UTF-32LE, which we cannot read: save it as UTF-8.',
    );
  });

  it('falls back to windows-1252 only for an undeclared CSV or page; JSON is UTF-8 by its standard', () => {
    const latin1 = Buffer.from('{"venues": [{"name": "Café"}]}', 'latin1');
    expect(decodeFeedBytes(at(latin1), 'csv')).toContain('Café');
    expect(() => decodeFeedBytes(at(latin1), 'json')).toThrow(/is not UTF-8 text \(line 1/);
  });
});
