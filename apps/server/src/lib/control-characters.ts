import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@trivia/shared';
import type { FieldIssue } from './app-error.ts';

/** Deeper than any body better-auth takes; a deeper one is refused rather than walked. */
const MAX_DEPTH = 16;

/**
 * The text rule of `safeText` (packages/shared/src/text.ts) for input no schema of ours reads
 * (better-auth's own endpoints): every string anywhere in `value`, keys included, naming where
 * it is (`name`, `items.0.note`), or `where` for a string at the top.
 */
export function controlCharacterIssues(
  value: unknown,
  where: string,
  path = '',
  depth = 0,
): FieldIssue[] {
  if (depth > MAX_DEPTH) return [{ field: path || where, message: 'is nested too deeply' }];
  if (typeof value === 'string') {
    return hasControlCharacters(value)
      ? [{ field: path || where, message: CONTROL_CHARACTERS_MESSAGE }]
      : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const field = path ? `${path}.${key}` : key;
    const keyIssues = hasControlCharacters(key)
      ? [{ field: path || where, message: CONTROL_CHARACTERS_MESSAGE }]
      : [];
    return [...keyIssues, ...controlCharacterIssues(item, where, field, depth + 1)];
  });
}
