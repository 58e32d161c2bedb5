import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, TooManyRecordsError } from './csv.ts';

describe('parseCsv', async () => {
  it('reads quoted fields, escaped quotes, line breaks inside quotes and CRLF, with record lines', async () => {
    const text =
      'name,address\r\n"Pub, The","1 Main St"\r\n"Say ""Hi""","2 Oak\nSuite 3"\n\nplain,value\n';
    expect(await parseCsv(text)).toEqual([
      { line: 1, values: ['name', 'address'] },
      { line: 2, values: ['Pub, The', '1 Main St'] },
      { line: 3, values: ['Say "Hi"', '2 Oak\nSuite 3'] },
      { line: 6, values: ['plain', 'value'] },
    ]);
  });

  it('keeps empty fields and a last line without a line break', async () => {
    expect(await parseCsv('a,,c\nd,e,')).toEqual([
      { line: 1, values: ['a', '', 'c'] },
      { line: 2, values: ['d', 'e', ''] },
    ]);
  });

  it('reads rows shorter or longer than the header, quotes inside plain values, and a BOM', async () => {
    expect(await parseCsv('\uFEFFname,address\nJoe\'s "Pub"\r\nA,B,C\r\n')).toEqual([
      { line: 1, values: ['name', 'address'] },
      { line: 2, values: ['Joe\'s "Pub"'] },
      { line: 3, values: ['A', 'B', 'C'] },
    ]);
  });

  it('refuses a quoted value that is never closed, naming the line its row starts on', async () => {
    const text = 'name,address\nGood Pub,1 Main St\n\n"Broken Pub,2 Oak St\nNext Pub,3 Elm St\n';
    const refusal = await parseCsv(text).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CsvSyntaxError);
    expect(refusal).toMatchObject({
      line: 4,
      message: 'a quoted value in the row starting on line 4 is never closed',
    });
  });

  it('keeps a value whose quotes do not enclose it as written', async () => {
    expect(await parseCsv('name,address\n"Pub" Two,1 Main St\n')).toEqual([
      { line: 1, values: ['name', 'address'] },
      { line: 2, values: ['"Pub" Two', '1 Main St'] },
    ]);
  });

  it('reads a file bigger than one slice, multi-byte characters across slice ends included', async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, index) => `Café Ünïcode ${index},"1 Main St\nSuite ${index}"`,
    );
    const records = await parseCsv(`name,address\n${rows.join('\n')}\n`);
    expect(records).toHaveLength(3001);
    expect(records.at(-1)).toEqual({
      line: 6000,
      values: ['Café Ünïcode 2999', '1 Main St\nSuite 2999'],
    });
  });

  it('stops past the records it may return', async () => {
    const text = `name\n${'Pub\n'.repeat(50)}`;
    await expect(parseCsv(text, { maxRecords: 20 })).rejects.toBeInstanceOf(TooManyRecordsError);
    expect(await parseCsv(text, { maxRecords: 51 })).toHaveLength(51);
  });
});
