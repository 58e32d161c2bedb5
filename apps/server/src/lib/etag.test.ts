import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds, strongEtagOf, weakEtagOf } from './etag.ts';

/** RFC 9110 §13.1.2: If-None-Match compares entity tags weakly, in a list, or is `*` (decision 177). */
describe('ifNoneMatchHolds', () => {
  it('holds for the same tag, weak or strong on either side', () => {
    expect(ifNoneMatchHolds('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHolds('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHolds('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHolds('W/"abc"', 'W/"abc"')).toBe(true);
  });

  it('holds when any tag of a list matches, however the list is spaced', () => {
    expect(ifNoneMatchHolds('"x", "abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHolds('"x","abc","y"', '"abc"')).toBe(true);
    expect(ifNoneMatchHolds(' W/"x" ,  W/"abc" ', '"abc"')).toBe(true);
    expect(ifNoneMatchHolds('"x", , "abc"', '"abc"')).toBe(true);
  });

  it('holds for * alone', () => {
    expect(ifNoneMatchHolds('*', '"abc"')).toBe(true);
    expect(ifNoneMatchHolds(' * ', 'W/"abc"')).toBe(true);
  });

  it('reads a comma inside a tag as part of it', () => {
    expect(ifNoneMatchHolds('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchHolds('"a,b"', '"a"')).toBe(false);
    expect(ifNoneMatchHolds('"a,b"', '"b"')).toBe(false);
  });

  it('does not hold for other tags, a missing header, or tags without quotes', () => {
    expect(ifNoneMatchHolds('"x", W/"y"', '"abc"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, '"abc"')).toBe(false);
    expect(ifNoneMatchHolds('', '"abc"')).toBe(false);
    expect(ifNoneMatchHolds('abc', '"abc"')).toBe(false);
    expect(ifNoneMatchHolds('"abcd"', '"abc"')).toBe(false);
  });
});

describe('entity tags', () => {
  it('tags bytes strongly, and data weakly whatever chunks it comes in', () => {
    expect(strongEtagOf('{"a":1}')).toMatch(/^"[\w-]{27}"$/);
    expect(weakEtagOf(['{"a":', Buffer.from('1}')])).toBe(`W/${strongEtagOf('{"a":1}')}`);
  });
});
