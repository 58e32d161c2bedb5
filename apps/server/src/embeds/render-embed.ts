import {
  type EmbedTheme,
  type EventLine,
  formatTime,
  paths,
  plural,
  prizeText,
  relativeDay,
} from '@trivia/shared';
import { html, raw, type SafeHtml } from '../lib/html.ts';
import type { EmbedNight, EmbedView } from './embed-view.ts';
import { HEIGHT_SCRIPT } from './height-script.ts';

/**
 * The HTML of an embed page (decision 138): plain strings, no React and no hydration,
 * every text escaped by the `html` template (decision 188); its CSS inline; its one script the height it tells the framing page.
 */

/** An embed page with its CSS is at most 20 KB. */
export const EMBED_MAX_BYTES = 20 * 1024;

export interface EmbedLook {
  theme: EmbedTheme;
  /** '#rrggbb', or null for the theme's own accent. */
  accent: string | null;
}

/** The app's colours (apps/web/src/styles.css), the surface as the embed's background. */
const LIGHT =
  'color-scheme:light;--bg:#fff;--fg:#16182b;--mu:#545a78;--bd:#d8d3c4;--ac:#c2410c;--ok:#17663e;--okb:#dcf3e5;--no:#b3261e;--nob:#fde8e6;--wa:#7a5300;--wab:#fdf0cf';
const DARK =
  'color-scheme:dark;--bg:#161b33;--fg:#f3f1ea;--mu:#a9afcf;--bd:#2f3763;--ac:#f5b83d;--ok:#6fe0a6;--okb:#10331f;--no:#ff8a8a;--nob:#3a1620;--wa:#ffd36e;--wab:#3b2f0e';

const RULES =
  '*{box-sizing:border-box}' +
  'body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  '.w{padding:12px 14px 10px;border-top:4px solid var(--ac)}' +
  'h1{font-size:18px;line-height:1.25;margin:0}' +
  '.sub{margin:2px 0 0;color:var(--mu);font-size:13px}' +
  'h2{font-size:13px;margin:14px 0 4px;color:var(--mu)}' +
  'ul{list-style:none;margin:0;padding:0}' +
  'li{margin:6px 0;padding:2px 0 2px 10px;border-left:3px solid var(--ac)}' +
  'li.x{border-left-color:var(--bd)}' +
  '.t{color:var(--mu);font-weight:600;font-variant-numeric:tabular-nums;margin-right:6px}' +
  'a{color:inherit}' +
  '.n{font-weight:700;text-decoration:none}' +
  '.n:hover{text-decoration:underline}' +
  'a:focus-visible{outline:2px solid var(--ac);outline-offset:2px;border-radius:2px}' +
  '.m{color:var(--mu);font-size:13px}' +
  '.th{font-size:13px;font-weight:600}' +
  '.x .t,.x .n{text-decoration:line-through}' +
  '.x .n{color:var(--mu)}' +
  '.s{display:inline-block;margin-top:2px;padding:1px 8px;border-radius:99px;font-size:12px;font-weight:700}' +
  '.confirmed{color:var(--ok);background:var(--okb)}' +
  '.cancelled{color:var(--no);background:var(--nob)}' +
  '.reported{color:var(--wa);background:var(--wab)}' +
  '.e{margin:12px 0 4px;color:var(--mu)}' +
  '.more{margin:10px 0 0;font-weight:600}' +
  'table{width:100%;border-collapse:collapse;margin-top:10px;font-variant-numeric:tabular-nums}' +
  'th{text-align:left;color:var(--mu);font-size:13px;padding:4px 6px 4px 0}' +
  'td{padding:5px 6px 5px 0;border-top:1px solid var(--bd)}' +
  '.r{text-align:right}' +
  'tr.u td{color:var(--mu)}' +
  'footer{margin-top:12px;color:var(--mu);font-size:12px}';

function styleOf({ theme, accent }: EmbedLook): string {
  const own = accent ? `:root{--ac:${accent}}` : '';
  const colours =
    theme === 'light'
      ? `:root{${LIGHT}}`
      : theme === 'dark'
        ? `:root{${DARK}}`
        : `:root{${LIGHT}}@media (prefers-color-scheme:dark){:root{${DARK}}}`;
  return `${colours}${own}${RULES}`;
}

const link = (href: string, text: string, className?: string): SafeHtml =>
  html`<a${className ? html` class="${className}"` : ''} href="${href}" target="_blank" rel="noopener">${text}</a>`;

function timeOf(line: EventLine): string {
  const start = formatTime(line.startTime);
  return line.endTime ? `${start} – ${formatTime(line.endTime)}` : start;
}

function nightHtml(night: EmbedNight, view: EmbedView, publicUrl: string): SafeHtml {
  const { line, venue, status } = night;
  const meta = [
    ...(view.kind === 'venue' ? [] : [`at ${venue.name}`]),
    ...(line.isCancelled ? [] : [prizeText(line.prize)]),
  ].join(' · ');
  return html`<li${line.isCancelled && raw(' class="x"')}><span class="t">${timeOf(line)}</span>${link(
    `${publicUrl}${paths.venuePage(venue.slug)}`,
    line.title,
    'n',
  )}${meta && html`<div class="m">${meta}</div>`}${
    // Tonight's theme (decision 208), of a night that happens.
    !line.isCancelled && line.theme && html`<div class="th">${line.theme}</div>`
  }${status && html`<span class="s ${status.kind}">${status.label}</span>`}</li>`;
}

/** The nights grouped by day, as many whole nights as fit `budget` bytes; and how many did. */
function nightsHtml(
  view: EmbedView,
  publicUrl: string,
  budget: number,
): { markup: string; shown: number } {
  let markup = '';
  let shown = 0;
  let date = '';
  for (const night of view.nights) {
    const opens = night.line.date !== date;
    const piece = html`${opens && date && raw('</ul>')}${
      opens && html`<h2>${relativeDay(night.line.date, view.today)}</h2><ul>`
    }${nightHtml(night, view, publicUrl)}`.value;
    if (Buffer.byteLength(markup) + Buffer.byteLength(piece) + '</ul>'.length > budget) break;
    markup += piece;
    date = night.line.date;
    shown += 1;
  }
  return { markup: shown > 0 ? `${markup}</ul>` : '', shown };
}

export function documentHtml(title: string, look: EmbedLook, body: SafeHtml): string {
  // The style and script are ours; the accent in the style is a checked '#rrggbb' (normalizeAccent).
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${raw(
    styleOf(look),
  )}</style></head><body><main class="w">${body}</main><script>${raw(HEIGHT_SCRIPT)}</script></body></html>`
    .value;
}

export const credit = (href: string, what = 'Schedule') =>
  html`<footer>${what} from ${link(href, 'Trivia Near Me')}</footer>`;

/**
 * An embed page: its heading, its nights by day (each linking to its venue's page in a new tab),
 * or the empty state, and the credit; at most EMBED_MAX_BYTES, the nights that do not fit left to
 * its page on Trivia Near Me ("12 more nights on Trivia Near Me").
 */
export function renderEmbed(view: EmbedView, look: EmbedLook, publicUrl: string): string {
  const page = `${publicUrl}${view.pagePath}`;
  const head = html`<h1>${view.heading}</h1><p class="sub">${view.subheading}</p>`;
  if (view.nights.length === 0) {
    return documentHtml(
      `${view.heading} | Trivia Near Me`,
      look,
      html`${head}<p class="e">No trivia nights are listed here in the next two weeks.</p>${credit(page)}`,
    );
  }
  // The page around the nights, with room for the link to the rest.
  const frame = documentHtml(
    `${view.heading} | Trivia Near Me`,
    look,
    html`${head}${credit(page)}`,
  );
  const roomForMore = 160 + Buffer.byteLength(page);
  const { markup, shown } = nightsHtml(
    view,
    publicUrl,
    EMBED_MAX_BYTES - Buffer.byteLength(frame) - roomForMore,
  );
  const rest = view.nights.length - shown;
  const more =
    rest > 0
      ? html`<p class="more">${link(page, `${plural(rest, 'more night', 'more nights')} on Trivia Near Me`)}</p>`
      : '';
  return documentHtml(
    `${view.heading} | Trivia Near Me`,
    look,
    html`${head}${raw(markup)}${more}${credit(page)}`,
  );
}

/** Unknown venue, provider or place (404): a small page that says so, in the embed's look. */
export function renderEmbedNotFound(look: EmbedLook, publicUrl: string): string {
  return documentHtml(
    'Schedule not found | Trivia Near Me',
    look,
    html`<h1>Schedule not found</h1><p class="e">This schedule is not on Trivia Near Me. Check the link you were given.</p>${credit(
      `${publicUrl}${paths.home}`,
    )}`,
  );
}
