import { z } from 'zod';
import { singleLineText } from './text.ts';

/** The longest theme a night may carry: a card's line (decision 208). */
export const NIGHT_THEME_MAX = 80;

/**
 * Tonight's theme or the host's short note to players ("Office theme night"), on one line
 * (decision 208); empty (or only spaces) clears it.
 */
export const nightTheme = z.preprocess(
  (value) => (value === '' ? null : value),
  singleLineText({ max: NIGHT_THEME_MAX })
    .transform((theme) => theme || null)
    .nullable(),
);

/** "Theme: Office theme night." of a night with a theme (decision 208); empty otherwise. */
export function themeSentence(theme: string | null | undefined): string {
  if (!theme) return '';
  return /[.!?…]$/u.test(theme) ? `Theme: ${theme}` : `Theme: ${theme}.`;
}
