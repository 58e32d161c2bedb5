import { describe, expect, it } from 'vitest';
import { jsonArrayElementLines } from './json-array-lines.ts';

describe('jsonArrayElementLines', () => {
  it('finds the line of each element of a top-level array', () => {
    const text =
      '[\n  {"name": "A, \\"quoted\\" [x]"},\n  {\n    "name": "B"\n  }, {"name": "C"}\n]';
    expect(jsonArrayElementLines(text)).toEqual([2, 3, 5]);
    expect(JSON.parse(text)).toHaveLength(3);
  });
});
