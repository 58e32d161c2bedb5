import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('keeps the singular for exactly one', () => {
    expect(plural(1, 'event')).toBe('1 event');
  });

  it('adds an s for none and for many', () => {
    expect(plural(0, 'night')).toBe('0 nights');
    expect(plural(12, 'venue')).toBe('12 venues');
  });

  it('takes an irregular plural', () => {
    expect(plural(2, 'activity', 'activities')).toBe('2 activities');
    expect(plural(1, 'activity', 'activities')).toBe('1 activity');
  });
});
