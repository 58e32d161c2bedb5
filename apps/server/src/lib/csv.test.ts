import { describe, expect, it } from 'vitest';
import { jsonArrayElementLines, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, escaped quotes, line breaks inside quotes and CRLF, with record lines', () => {
    const text =
      'name,address\r\n"Pub, The","1 Main St"\r\n"Say ""Hi""","2 Oak\nSuite 3"\n\nplain,value\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, values: ['name', 'address'] },
      { line: 2, values: ['Pub, The', '1 Main St'] },
      { line: 3, values: ['Say "Hi"', '2 Oak\nSuite 3'] },
      { line: 6, values: ['plain', 'value'] },
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\nd,e,')).toEqual([
      { line: 1, values: ['a', '', 'c'] },
      { line: 2, values: ['d', 'e', ''] },
    ]);
  });
});

describe('jsonArrayElementLines', () => {
  it('finds the line of each element of a top-level array', () => {
    const text =
      '[\n  {"name": "A, \\"quoted\\" [x]"},\n  {\n    "name": "B"\n  }, {"name": "C"}\n]';
    expect(jsonArrayElementLines(text)).toEqual([2, 3, 5]);
    expect(JSON.parse(text)).toHaveLength(3);
  });
});
