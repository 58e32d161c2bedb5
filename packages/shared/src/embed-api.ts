import { z } from 'zod';

/**
 * The query of an embed page (`/embed/{kind}/{slug}`): its colours. `auto` follows the
 * visitor's `prefers-color-scheme`; the accent is `#rgb` or `#rrggbb`.
 */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_KINDS = ['venue', 'provider', 'near'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** An accent colour as the embed pages take it: `#` and 3 or 6 hex digits. */
export const ACCENT_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const EmbedQuery = z.object({
  theme: z.enum(EMBED_THEMES, { error: 'must be light, dark or auto' }).default('auto'),
  accent: z
    .string()
    .max(7, 'must be a colour like #c2410c')
    .regex(ACCENT_PATTERN, 'must be a colour like #c2410c')
    .optional(),
});
export type EmbedQuery = z.infer<typeof EmbedQuery>;

/** An accent as one spelling: '#C40' and '#cc4400' are both '#cc4400' (one kept page, not two). */
export function normalizeAccent(accent: string | undefined): string | null {
  if (!accent) return null;
  const hex = accent.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}
