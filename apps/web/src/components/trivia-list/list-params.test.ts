import { describe, expect, it } from 'vitest';
import { triviaListParams } from './list-params.ts';

const read = (defaultTab: 'today' | 'week', tab: string, radius: string) => {
  const params = triviaListParams(defaultTab);
  return {
    tab: params.tab.parse(tab) ?? params.tab.defaultValue,
    radius: params.radius.parse(radius) ?? params.radius.defaultValue,
  };
};

describe("a trivia list's URL", () => {
  it('reads the tab and radius, falling back to the page’s tab and 30 miles', () => {
    expect(read('today', 'week', '50')).toEqual({ tab: 'week', radius: 50 });
    expect(read('today', 'later', '7')).toEqual({ tab: 'today', radius: 30 });
    expect(read('week', '', '')).toEqual({ tab: 'week', radius: 30 });
    expect(read('week', 'tomorrow', '100')).toEqual({ tab: 'tomorrow', radius: 100 });
  });
});

describe("a trivia list's sort and day in the URL", () => {
  it('reads ?sort=, defaulting to distance', () => {
    const { sort } = triviaListParams('today');
    expect(sort.parse('time')).toBe('time');
    expect(sort.parse('prize')).toBe('prize');
    expect(sort.parse('rating')).toBeUndefined();
    expect(sort.defaultValue).toBe('distance');
  });

  it('keeps reading ?day= (once a filter, now a day chip)', () => {
    const { day } = triviaListParams('week');
    expect(day.parse('Thursday')).toBe('Thursday');
    expect(day.parse('Funday')).toBeUndefined();
  });
});
