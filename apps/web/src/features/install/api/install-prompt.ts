/**
 * The browser's offer to install the app, and whether it is installed (docs/decisions/024).
 * Chromium fires `beforeinstallprompt` once, early, on whatever page is open; the install guide
 * loads lazily, so main.tsx starts listening at start-up and the guide reads what was captured
 * (`use-install-state.ts`, in the guide's own chunk).
 */

/** Chromium's install offer; not in TypeScript's DOM types (not a web standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface CapturedState {
  offer: BeforeInstallPromptEvent | null;
  /** `appinstalled` was seen in this page. */
  hasInstalled: boolean;
}

export const INITIAL: CapturedState = { offer: null, hasInstalled: false };
let captured: CapturedState = INITIAL;

export function getCaptured(): CapturedState {
  return captured;
}
const listeners = new Set<() => void>();

export function update(next: Partial<CapturedState>): void {
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

export function subscribeCaptured(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
