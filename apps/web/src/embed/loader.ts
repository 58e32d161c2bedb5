/**
 * `/embed.js` (decision 140): the script a provider pastes on its own site. Each
 * `<script data-trivia-embed="venue|provider|near" data-slug="…">` gets an iframe of our embed
 * page right after it, and the iframe takes the height the page posts
 * (`{ type: 'trivia-near-me:height', height }`) — only from our origin, and only from its own
 * frame. It is built on its own, minified, by `vite.embed.config.ts`; nothing may be imported here.
 */

const HEIGHT_MESSAGE = 'trivia-near-me:height';
const KINDS = ['venue', 'provider', 'near'];
/** Set on a script once its iframe is inserted: several scripts on a page each run this code. */
const DONE = 'data-trivia-embed-done';

function insertEmbed(script: HTMLScriptElement): void {
  script.setAttribute(DONE, '');
  const { triviaEmbed: kind = '', slug, theme, accent } = script.dataset;
  if (!KINDS.includes(kind) || !slug || !script.src) return;
  const origin = new URL(script.src).origin;
  const query = new URLSearchParams();
  if (theme) query.set('theme', theme);
  if (accent) query.set('accent', accent);
  const frame = document.createElement('iframe');
  const search = String(query);
  frame.src = `${origin}/embed/${kind}/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
  frame.title = 'Trivia schedule';
  frame.setAttribute('loading', 'lazy');
  frame.style.cssText = 'width:100%;border:0';
  script.after(frame);
  window.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (typeof data !== 'object' || data === null) return;
    const { type, height } = data as { type?: unknown; height?: unknown };
    if (type === HEIGHT_MESSAGE && typeof height === 'number' && height >= 0 && height < 1e5)
      frame.style.height = `${Math.ceil(height)}px`;
  });
}

// `currentScript` is the script running now; a script that runs without one (a tag manager's) or
// before the others on the page were parsed leaves them to the next: each inserts what is left.
const current = document.currentScript;
const scripts =
  current instanceof HTMLScriptElement && current.hasAttribute('data-trivia-embed')
    ? [current]
    : document.querySelectorAll<HTMLScriptElement>('script[data-trivia-embed]');
for (const script of scripts) {
  if (!script.hasAttribute(DONE)) insertEmbed(script);
}
