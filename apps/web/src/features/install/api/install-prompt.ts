import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app, and whether it is installed (docs/decisions/024).
 * Chromium fires `beforeinstallprompt` once, early, on whatever page is open; the install guide
 * loads lazily, so main.tsx starts listening at start-up and the guide reads what was captured.
 */

/** Chromium's install offer; not in TypeScript's DOM types (not a web standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface CapturedState {
  offer: BeforeInstallPromptEvent | null;
  /** `appinstalled` was seen in this page. */
  hasInstalled: boolean;
}

const INITIAL: CapturedState = { offer: null, hasInstalled: false };
let captured: CapturedState = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<CapturedState>): void {
  captured = { ...captured, ...next };
  for (const listener of listeners) listener();
}

function onBeforeInstallPrompt(event: Event): void {
  // Keeps the browser's own mini-infobar away: /beta offers the Install button instead. The
  // browser's install icon and menu entry stay.
  event.preventDefault();
  update({ offer: event as BeforeInstallPromptEvent });
}

function onAppInstalled(): void {
  update({ offer: null, hasInstalled: true });
}

/** Starts listening for the install offer; the returned function stops and forgets it. */
export function captureInstallPrompt(): () => void {
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onAppInstalled);
    captured = INITIAL;
  };
}

function subscribeCaptured(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const STANDALONE_QUERY = '(display-mode: standalone)';

/** Opened from the home screen or as an installed app (iOS Safari says so in navigator). */
function isRunningStandalone(): boolean {
  const isStandaloneDisplay =
    typeof window.matchMedia === 'function' && window.matchMedia(STANDALONE_QUERY).matches;
  return isStandaloneDisplay || (navigator as { standalone?: boolean }).standalone === true;
}

function subscribeStandalone(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(STANDALONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export type InstallState = 'installed' | 'installable' | 'not-installed';

/** Spec §4's three states of the install page, and the Install button's action. */
export function useInstallState(): { state: InstallState; install: () => Promise<void> } {
  const { offer, hasInstalled } = useSyncExternalStore(
    subscribeCaptured,
    () => captured,
    () => INITIAL,
  );
  const isStandalone = useSyncExternalStore(subscribeStandalone, isRunningStandalone, () => false);
  const state: InstallState =
    hasInstalled || isStandalone ? 'installed' : offer ? 'installable' : 'not-installed';

  const install = async () => {
    if (!offer) return;
    // An offer can be used once; `appinstalled` follows if the visitor accepts.
    update({ offer: null });
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') update({ hasInstalled: true });
  };
  return { state, install };
}
