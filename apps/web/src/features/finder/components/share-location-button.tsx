import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useInRouterContext } from 'react-router';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LocationIcon, SpinnerIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/config/paths.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import { listParams } from '../utils/location-params.ts';
import { useShowList } from './use-show-list.ts';

/** The link the splash offers beside the button; the focus goes there after a failure. */
export const ENTER_MANUALLY_ID = 'enter-location-manually';

/** Share My Location's work (the position, its town, the messages): loaded apart from the page. */
const loadShareLocation = () => import('../api/share-location.ts');

/**
 * Share My Location (spec §2, §4), the splash's one control that needs script: an island of the
 * home page (decision 212). In the app the list opens in place; on the page of islands, where no
 * router runs, the list's address is loaded (the app comes with it).
 */
export function ShareLocationButton() {
  return useInRouterContext() ? <ShareInApp /> : <ShareLocation onFound={openListPage} />;
}

function ShareInApp() {
  return <ShareLocation onFound={useShowList()} />;
}

function openListPage(location: SearchLocation): void {
  window.location.assign(`${paths.home}?${listParams(location)}`);
}

function ShareLocation({ onFound }: { onFound: (location: SearchLocation) => void }) {
  const queryClient = useQueryClient();
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useEarlyInput<HTMLButtonElement>();
  // Ready before the tap: the island hydrates when the page is idle or tapped.
  useEffect(() => void loadShareLocation().catch(() => undefined), []);
  // After a failure the way on is typing a place: the focus goes there, the alert is announced.
  useEffect(() => {
    if (error) document.getElementById(ENTER_MANUALLY_ID)?.focus();
  }, [error]);
  // Back from the list's page may show this page as it was left: getting no location.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setIsLocating(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function onShareLocation() {
    setError(null);
    setIsLocating(true);
    // Should its module not load (offline before it was ever fetched), the spec's §8 words.
    const found = await loadShareLocation().then(
      (m) => m.shareLocation(queryClient),
      () => ({
        error: 'Failed to get location. Please try again, or use "Enter location manually".',
      }),
    );
    // Found, the button says so until the list has replaced the splash.
    if ('error' in found) {
      setIsLocating(false);
      setError(found.error);
    } else onFound(found.location);
  }

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" {...button} onClick={() => void onShareLocation()} disabled={isLocating}>
        {isLocating ? <SpinnerIcon /> : <LocationIcon />}
        {isLocating ? 'Getting Location...' : 'Share My Location'}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
