import { useSyncExternalStore } from 'react';
import { getCaptured, INITIAL, subscribeCaptured, update } from './install-prompt.ts';

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
    getCaptured,
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
