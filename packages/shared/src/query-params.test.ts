import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { DATE_IN_WINDOW, isoDateParam, numberParam } from './query-params.ts';
import { DATE_WINDOW, DATE_WINDOW_MESSAGE } from './text.ts';

/** Decision 178: a parameter's one schema checks the text and says its type in the document. */

const inputSchema = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input' });
  return rest;
};

describe('numberParam', () => {
  const lat = numberParam({ min: -90, max: 90 });
  const limit = numberParam({ min: 1, max: 100, integer: true, default: 50 });

  it('is documented as a number with its bounds, a whole one as an integer with its default', () => {
    expect(inputSchema(lat)).toEqual({ type: 'number', minimum: -90, maximum: 90 });
    expect(inputSchema(limit)).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 50 });
  });

  it('reads every way a client writes a number in range', () => {
    const read = (text: string) => lat.parse(text);
    expect(read('36.1627')).toBe(36.1627);
    expect(read(' 36 ')).toBe(36);
    expect(read('+36')).toBe(36);
    expect(read('3.6e1')).toBe(36);
    expect(read('-8.9E+1')).toBe(-89);
    expect(read('1e-7')).toBe(1e-7);
    expect(read('36.')).toBe(36);
    expect(read('.5')).toBe(0.5);
    expect(read('90')).toBe(90);
    expect(read(String(-90))).toBe(-90);
    expect(limit.parse('1e2')).toBe(100);
    expect(limit.parse(undefined)).toBe(50);
  });

  it('refuses anything else with the range, never reading it as 0', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '0x10',
      'Infinity',
      'NaN',
      '1e999',
      '36a',
      '1,5',
      '90.01',
    ]) {
      const result = lat.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'must be a number from -90 to 90',
      ]);
    }
    expect(limit.safeParse('1.5').error?.issues[0]?.message).toBe(
      'must be a whole number from 1 to 100',
    );
    expect(lat.safeParse(['1', '2']).success).toBe(false);
  });
});

describe('isoDateParam and DATE_IN_WINDOW', () => {
  it('is documented as a date with the window as its pattern', () => {
    expect(inputSchema(isoDateParam)).toEqual({
      type: 'string',
      format: 'date',
      maxLength: 10,
      pattern: DATE_IN_WINDOW.source,
    });
  });

  it('takes exactly the calendar dates inside the window', () => {
    const years = [1996, 1999, 2000, 2001, 2023, 2024, 2096, 2099, 2100, 2101, 2104];
    const two = (n: number) => String(n).padStart(2, '0');
    let checked = 0;
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${two(month)}-${two(day)}`;
          const expected = isIsoDate(text) && text >= DATE_WINDOW.first && text <= DATE_WINDOW.last;
          expect(DATE_IN_WINDOW.test(text), text).toBe(expected);
          expect(isoDateParam.safeParse(text).success, text).toBe(expected);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(years.length * 14 * 33);
    for (const text of ['2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '+12026-01-01', '']) {
      expect(isoDateParam.safeParse(text).success, text).toBe(false);
    }
  });

  it('says which rule a date breaks', () => {
    const message = (text: string) => isoDateParam.safeParse(text).error?.issues[0]?.message;
    expect(message('1999-12-31')).toBe(DATE_WINDOW_MESSAGE);
    expect(message('2101-01-01')).toBe(DATE_WINDOW_MESSAGE);
    expect(message('2026-02-30')).toBe('must be a date like 2026-11-24');
    expect(message('soon')).toBe('must be a date like 2026-11-24');
  });
});
