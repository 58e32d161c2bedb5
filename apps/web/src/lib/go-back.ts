import { useLocation, useNavigate } from 'react-router';

/**
 * Whether the previous history entry is a page of this site. The Navigation API knows: its
 * entries are this origin's only, so `canGoBack` is false when the page was opened from a search
 * result, a bookmark or a new tab, and true when it was typed in after another page of ours.
 * Browsers without it: a navigation inside the app, or a link from one of our pages.
 */
function canGoBackInSite(locationKey: string): boolean {
  if ('navigation' in window && window.navigation) return window.navigation.canGoBack;
  if (locationKey !== 'default') return true;
  return document.referrer.startsWith(`${window.location.origin}/`);
}

/** Back to the previous page of this site, or to `fallback` when there is none. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (canGoBackInSite(location.key)) void navigate(-1);
    else void navigate(fallback);
  };
}
