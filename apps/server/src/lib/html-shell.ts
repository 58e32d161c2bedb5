import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type CityPlaceResponse,
  type NearbyVenuesResponse,
  type ProviderPageResponse,
  type ReportNight,
  SITE_GENERATOR,
  type StandingsResponse,
  type TeamPageResponse,
  type VenuePageResponse,
} from '@trivia/shared';
import type { PageHead } from '../seo/head.ts';
import { html as markup, raw, scriptJson } from './html.ts';

/**
 * The built SPA's `index.html` as the shell of every page: read once at start-up with the CSP
 * hashes of its inline scripts, and filled per page with a head, server-rendered markup and the
 * data that markup was rendered from.
 */

/** What the server-rendering build of the web app (`apps/web/src/entry-server.tsx`) exports. */
export interface PageRenderer {
  render(url: string, data?: RenderData): Promise<{ html: string; state: unknown } | null>;
}

/** Data a page is rendered from, under the query keys the browser will look for. */
export interface RenderData {
  city?: { slug: string; response: CityPlaceResponse };
  nearby?: {
    params: { latitude: number; longitude: number; radiusMiles: number; date: string };
    response: NearbyVenuesResponse;
  };
  venue?: { slug: string; response: VenuePageResponse };
  /** A provider's page. */
  provider?: { slug: string; response: ProviderPageResponse };
  /** A season's standings page. */
  standings?: { slug: string; response: StandingsResponse };
  /** A team's page, by its owner's kind and slug and its own slug. */
  team?: { kind: 'provider' | 'venue'; slug: string; team: string; response: TeamPageResponse };
  /** A report page's night, and a form posted without the page's script that was refused. */
  report?: { night: ReportNight; posted?: PostedReport };
  /** Sent as a page of islands (decision 189): a city page's controls render as islands. */
  islands?: boolean;
}

/** What a report page's form posted, and the server's message refusing it. */
export interface PostedReport {
  values: { reason: string; note: string; email: string };
  error: string;
}

/** The built SPA's HTML, read once at start-up, and its server renderer when built. */
export interface WebShell {
  html: string;
  /**
   * The city, venue and provider pages' shell (`public.html`, decision 189): its script
   * hydrates only the page's islands. Null in a build without it: those pages use `html`.
   */
  publicHtml: string | null;
  /** CSP sources for the inline scripts in both shells. */
  inlineScriptHashes: string[];
  renderer: PageRenderer | null;
}

/** Reads `index.html` from the web build, or null when the web app has not been built. */
export async function loadWebShell(webDistDir: string): Promise<WebShell | null> {
  let html: string;
  try {
    html = await fs.readFile(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const publicHtml = await fs
    .readFile(path.join(webDistDir, 'public.html'), 'utf8')
    .catch(() => null);
  return {
    html: withGenerator(html),
    publicHtml: publicHtml === null ? null : withGenerator(publicHtml),
    inlineScriptHashes: [...new Set([html, publicHtml ?? ''].flatMap(inlineScriptHashesOf))],
    renderer: await loadRenderer(webDistDir),
  };
}

/** CSP sources for a shell's inline scripts (not its JSON-LD, which is not run). */
function inlineScriptHashesOf(html: string): string[] {
  const inlineScripts = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ];
  return inlineScripts.map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
}

/**
 * Every page names us as its maker, so that a feed reader refuses a copy of one (decision 152):
 * a provider's feed is its own schedule, never our pages.
 */
function withGenerator(html: string): string {
  if (/<meta\s+name="generator"/i.test(html)) return html;
  return html.replace(
    '</head>',
    () => `  <meta name="generator" content="${SITE_GENERATOR}" />\n  </head>`,
  );
}

/** The server-rendering build sits next to the web build: `apps/web/dist-ssr/entry-server.js`. */
async function loadRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  try {
    await fs.access(entry);
  } catch {
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The shell with a page's head, its server-rendered markup and the data it was rendered from. */
export function pageHtml(
  shell: string,
  { head, body, state }: { head?: PageHead; body?: string; state?: unknown },
): string {
  let html = shell;
  if (head) {
    // Escaped by the template (decision 188); `tags` were built by it in seo/head.ts.
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, () => markup`<title>${head.title}</title>`.value)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/>/,
        () => markup`<meta name="description" content="${head.description}" />`.value,
      )
      .replace('</head>', () => markup`  ${raw(head.tags)}\n  </head>`.value);
  }
  if (body !== undefined) {
    // React's renderToString escaped the body.
    html = html.replace(
      '<div id="root"></div>',
      () => markup`<div id="root">${raw(body)}</div>`.value,
    );
  }
  if (state !== undefined) {
    html = html.replace(
      '</body>',
      () =>
        markup`  <script type="application/json" id="ssr-state">${scriptJson(state)}</script>\n  </body>`
          .value,
    );
  }
  return html;
}

/** What every page answers while the web app is not built (503). */
export const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trivia Near Me</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code>, then restart the server. The API is available under <code>/api</code>.</p></body></html>`;
