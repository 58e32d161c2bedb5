import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, readJsonArray } from './json-array.ts';

const refusal = (text: string) => readJsonArray(text).catch((error: unknown) => error);

describe('readJsonArray', () => {
  it('reads each element of a top-level array with the line it starts on', async () => {
    const text =
      '[\n  {"name": "A, \\"quoted\\" [x]"},\n  {\n    "name": "B"\n  }, {"name": "C"}\n]';
    expect(await readJsonArray(text)).toEqual([
      { line: 2, value: { name: 'A, "quoted" [x]' } },
      { line: 3, value: { name: 'B' } },
      { line: 5, value: { name: 'C' } },
    ]);
    expect(await readJsonArray(' [ ] ')).toEqual([]);
    expect(await readJsonArray('[1, "two", [3]]')).toEqual([
      { line: 1, value: 1 },
      { line: 1, value: 'two' },
      { line: 1, value: [3] },
    ]);
  });

  it('reads an array bigger than one slice', async () => {
    const items = Array.from({ length: 5000 }, (_, index) =>
      JSON.stringify({ name: `Pub ${index}` }),
    );
    const elements = await readJsonArray(`[\n${items.join(',\n')}\n]`);
    expect(elements).toHaveLength(5000);
    expect(elements.at(-1)).toEqual({ line: 5001, value: { name: 'Pub 4999' } });
  });

  it('refuses what is not one JSON array, naming the line', async () => {
    expect(await refusal('{"name": "A"}')).toMatchObject({
      message: 'a JSON import must be an array of venues',
    });
    expect(await refusal('[\n{"name": "A"},\n{"name": }\n]')).toMatchObject({
      line: 3,
      message: 'line 3: the element is not valid JSON',
    });
    expect(await refusal('[{"a": 1} {"b": 2}]')).toBeInstanceOf(JsonSyntaxError);
    expect(await refusal('[1,,2]')).toBeInstanceOf(JsonSyntaxError);
    expect(await refusal('[1,\n]')).toMatchObject({ line: 2 });
    expect(await refusal('[1] [2]')).toBeInstanceOf(JsonSyntaxError);
    expect(await refusal('[\n{"name": "A"}')).toMatchObject({
      message: 'line 2: the array is never closed',
    });
    expect(await refusal('[\n"never closed]')).toBeInstanceOf(JsonSyntaxError);
  });

  it('stops past the elements it may return', async () => {
    const tooMany = new Error('too many');
    await expect(
      readJsonArray('[1,2,3]', { maxElements: 2, onTooMany: () => tooMany }),
    ).rejects.toBe(tooMany);
    expect(await readJsonArray('[1,2,3]', { maxElements: 3 })).toHaveLength(3);
  });
});
