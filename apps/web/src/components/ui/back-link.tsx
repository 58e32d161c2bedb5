import type { MouseEvent } from 'react';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import { buttonClasses } from './button.tsx';
import { ArrowLeftIcon } from './icons.tsx';

export const BACK = `${buttonClasses('ghost', 'sm')} -ml-2`;

export const goInstead = (onBack: (() => void) | undefined) =>
  onBack
    ? (event: MouseEvent) => {
        event.preventDefault();
        onBack();
      }
    : undefined;

/**
 * Back on a page of islands (decision 213), where no router runs: the same link, which goes back
 * instead to the previous page of this site.
 */
export function BackLink({ href }: { href: string }) {
  const onBack = () => {
    if (canGoBackInSite()) window.history.back();
    else window.location.assign(href);
  };
  // A tap before this is hydrated is kept and replayed here (decision 093); without script the
  // link is followed, so it is not hidden.
  const { ref, 'data-early': early } = useEarlyInput<HTMLAnchorElement>();
  return (
    <a ref={ref} data-early={early} href={href} onClick={goInstead(onBack)} className={BACK}>
      <ArrowLeftIcon />
      Back
    </a>
  );
}

/**
 * Whether the previous history entry is a page of this site. The Navigation API knows: its
 * entries are this origin's only, so `canGoBack` is false when the page was opened from a search
 * result, a bookmark or a new tab, and true when it was typed in after another page of ours.
 * Browsers without it: a navigation inside the app (`locationKey`), or a link from one of our
 * pages.
 */
export function canGoBackInSite(locationKey = 'default'): boolean {
  if ('navigation' in window && window.navigation) return window.navigation.canGoBack;
  if (locationKey !== 'default') return true;
  return document.referrer.startsWith(`${window.location.origin}/`);
}
