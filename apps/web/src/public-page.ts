import './styles.css';
import { dismissMenusOnOutsideInput } from './components/ui/menu-dismiss.ts';
import { isStale, setNightClocks } from './lib/night-clocks.ts';
import { readSaved } from './lib/saved-store.ts';

/**
 * The only script a page of islands (the splash, city, venue and provider pages) loads before the
 * visitor does anything (decision 189): no React, no router. The page is the server's HTML; links,
 * tabs and Add to calendar work without script. Each island (a control marked `data-island`,
 * islands/island.tsx) is hydrated on its own when it is tapped, focused or changed: the island
 * code (React with it) loads then, and a tap made before it arrived is kept by the shell's
 * early-input script and replayed by the control (decision 214). Only an island whose server
 * markup is wrong for this visitor is hydrated without a tap, when it comes into view once the
 * browser is idle (`needsHydration`). What else depends on the visitor (the theme toggle's label,
 * the clocks beside tonight's nights) is set here without React.
 */

const ISLAND = '[data-island]';

// The Add to calendar and Subscribe menus close on a click outside or Escape, as in the app.
dismissMenusOnOutsideInput();

/**
 * A list on a page of islands (a city page's `data-offline-note`, decision 213) says when it may
 * be stale: shown by the service worker in a page it answers from its cache (decision 023), and
 * here when the connection drops while the page is read; hidden once back online.
 */
function sayWhetherOffline(): void {
  for (const note of document.querySelectorAll<HTMLElement>('[data-offline-note]')) {
    note.hidden = navigator.onLine;
  }
}
window.addEventListener('online', sayWhetherOffline);
window.addEventListener('offline', sayWhetherOffline);

let islandCode: Promise<typeof import('./islands/hydrate-islands.tsx')> | undefined;
const loadIslandCode = () => {
  islandCode ??= import('./islands/hydrate-islands.tsx');
  return islandCode;
};

function hydrate(element: Element): void {
  if (!(element instanceof HTMLElement) || element.hasAttribute('data-hydrated')) return;
  void loadIslandCode().then(({ hydrateIsland }) => hydrateIsland(element));
}

// A tap, a key or a choice on an island whose code has not arrived: fetch it now, for this island.
for (const type of ['pointerdown', 'click', 'focusin', 'change'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const island = event.target instanceof Element ? event.target.closest(ISLAND) : null;
      if (island) hydrate(island);
    },
    { capture: true },
  );
}
// A tap or a choice made before this script ran, kept by the shell's early-input script: its
// island is hydrated now, to replay it.
for (const input of window.__earlyInput ?? []) {
  const island = input.target.closest(ISLAND);
  if (island) hydrate(island);
}

/** After the page's load, when the browser has nothing else to do. */
function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The theme toggle's words, for the theme the page was painted in (its icons are CSS's). */
function nameThemeToggles(): void {
  const next = document.documentElement.dataset.theme === 'light' ? 'dark' : 'light';
  for (const button of document.querySelectorAll('[data-island="theme"] > button')) {
    button.setAttribute('aria-label', `Switch to ${next} theme`);
    button.setAttribute('title', `Switch to ${next} theme`);
  }
}
nameThemeToggles();
setNightClocks();

/**
 * Whether an island's server markup may be wrong for this visitor until it is hydrated: a star of
 * a venue this device has saved, or a venue's nights once one of them has ended (decision 215).
 */
function needsHydration(island: HTMLElement, saved: Set<string>): boolean {
  if (isStale(island)) return true;
  if (island.dataset.island !== 'save') return false;
  try {
    const props: unknown = JSON.parse(island.dataset.props ?? '{}');
    return saved.has((props as { venue?: { id?: string } }).venue?.id ?? '');
  } catch {
    return false;
  }
}

whenIdle(() => {
  const saved = new Set(readSaved().map((venue) => venue.id));
  // An island's mark is a `display: contents` box, which is never seen: its control is watched.
  const islandOf = new Map<Element, Element>();
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      hydrate(islandOf.get(entry.target) ?? entry.target);
    }
  });
  for (const island of document.querySelectorAll<HTMLElement>(ISLAND)) {
    if (!needsHydration(island, saved)) continue;
    const control = island.firstElementChild ?? island;
    islandOf.set(control, island);
    seen.observe(control);
  }
  onPublicPageReady();
});

/**
 * What a public page starts once it has loaded and the browser is idle: code that must not
 * compete with the first paint or count against the page's first-load budget (decision 189).
 * The service worker (docs/decisions/023) is registered here, as the whole app does, and our
 * visitors' own page-speed measurements start (decision 192; their observers read the page's
 * buffered entries, so starting after load loses none).
 */
function onPublicPageReady(): void {
  void import('./lib/service-worker.ts').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
  void import('./lib/vitals.ts').then(({ startVitals }) => startVitals());
}
