import { z } from 'zod';
import { ACCENT_PATTERN, type EmbedTheme } from './embed-api.ts';
import { paths } from './routes.ts';
import { safeText } from './text.ts';

/**
 * The admin page "Put your schedule on your website" (decision 140): what a user may
 * embed, and the two snippets it copies — a plain iframe, and the `/embed.js` loader that sizes
 * its iframe. The embed protocol itself is the issue's contract (`/embed/{kind}/{slug}`,
 * `?theme=`, `?accent=`).
 */

export const SNIPPET_KINDS = ['provider', 'venue'] as const;
export type SnippetKind = (typeof SNIPPET_KINDS)[number];

/** Something the signed-in user may put on a website: a provider's nights or a venue's. */
export const EmbedTarget = z.object({
  kind: z.enum(SNIPPET_KINDS),
  slug: z.string(),
  name: z.string(),
  /** A venue's address, to tell two of one name apart. */
  detail: z.string().optional(),
});
export type EmbedTarget = z.infer<typeof EmbedTarget>;

export const EMBED_SEARCH_LIMIT = 20;

/** `GET /api/admin/embeds?q=`: `q` narrows the venues (and providers) by name. */
export const EmbedTargetsQuery = z.object({ q: safeText({ max: 100 }).trim().optional() });

export const EmbedTargetsResponse = z.object({
  /** The app's public address (`PUBLIC_URL`): the snippets point there, not at the admin's host. */
  publicUrl: z.string(),
  targets: z.array(EmbedTarget),
  /** Admins may embed any venue: they find it by name (`q`); the others get all of theirs. */
  canSearch: z.boolean(),
});
export type EmbedTargetsResponse = z.infer<typeof EmbedTargetsResponse>;

export interface SnippetOptions {
  publicUrl: string;
  kind: SnippetKind;
  slug: string;
  theme: EmbedTheme;
  /** Left out when empty: the embed's own accent. */
  accent?: string;
}

function embedPath(kind: SnippetKind, slug: string): string {
  return kind === 'provider' ? paths.embed.provider(slug) : paths.embed.venue(slug);
}

/** `{publicUrl}/embed/{kind}/{slug}`, with `?theme=` unless auto and `&accent=%23…` when set. */
export function embedPageUrl({ publicUrl, kind, slug, theme, accent }: SnippetOptions): string {
  const query = [
    ...(theme === 'auto' ? [] : [`theme=${theme}`]),
    ...(accent && ACCENT_PATTERN.test(accent)
      ? [`accent=${encodeURIComponent(accent.toLowerCase())}`]
      : []),
  ];
  const search = query.join('&');
  return `${publicUrl}${embedPath(kind, encodeURIComponent(slug))}${search ? `?${search}` : ''}`;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The plain snippet: a fixed-height iframe, for sites that allow no scripts. */
export function embedIframeSnippet(options: SnippetOptions): string {
  return `<iframe src="${attribute(embedPageUrl(options))}" title="Trivia schedule" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}

/** The script snippet: `/embed.js` inserts the iframe after itself and sizes it to its content. */
export function embedScriptSnippet(options: SnippetOptions): string {
  const { publicUrl, kind, slug, theme, accent } = options;
  const accentAttribute =
    accent && ACCENT_PATTERN.test(accent) ? ` data-accent="${accent.toLowerCase()}"` : '';
  return `<script async src="${attribute(`${publicUrl}${paths.embed.script}`)}" data-trivia-embed="${kind}" data-slug="${attribute(slug)}" data-theme="${theme}"${accentAttribute}></script>`;
}
