import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv.ts';

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

  it('reads rows shorter or longer than the header, quotes inside plain values, and a BOM', () => {
    expect(parseCsv('\uFEFFname,address\nJoe\'s "Pub"\r\nA,B,C\r\n')).toEqual([
      { line: 1, values: ['name', 'address'] },
      { line: 2, values: ['Joe\'s "Pub"'] },
      { line: 3, values: ['A', 'B', 'C'] },
    ]);
  });

  it('refuses a quoted value that is never closed, naming the line its row starts on', () => {
    const text = 'name,address\nGood Pub,1 Main St\n\n"Broken Pub,2 Oak St\nNext Pub,3 Elm St\n';
    let refusal: unknown;
    try {
      parseCsv(text);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(CsvSyntaxError);
    expect(refusal).toMatchObject({
      line: 4,
      message: 'a quoted value in the row starting on line 4 is never closed',
    });
  });

  it('keeps a value whose quotes do not enclose it as written', () => {
    expect(parseCsv('name,address\n"Pub" Two,1 Main St\n')).toEqual([
      { line: 1, values: ['name', 'address'] },
      { line: 2, values: ['"Pub" Two', '1 Main St'] },
    ]);
  });
});
