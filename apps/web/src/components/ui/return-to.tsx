import { useLocation, useNavigate } from 'react-router';
import { Alert } from './alert.tsx';

/*
 * Keeping the user's place on the admin screens: a link into a form carries where it
 * was followed from in the router's state; the form, once saved, goes back there with what it
 * saved, and that page says so and marks the row. Router state, not the URL: nothing to validate,
 * and a reload drops the message rather than showing it again.
 */

interface PlaceState {
  from?: unknown;
  saved?: unknown;
}

export interface SavedItem {
  /** The id of the saved thing: its row carries `data-just-saved`. */
  id: string;
  /** 'Event saved', 'Venue saved'. */
  message: string;
}

function placeState(state: unknown): PlaceState {
  return typeof state === 'object' && state !== null ? (state as PlaceState) : {};
}

/** The state a link passes so that the page it opens can come back here. */
export function useFromHere(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/**
 * Where the form was opened from (an admin path), else `fallback`, and a function that goes back
 * there saying what was saved.
 */
export function useReturnTo(fallback: string): {
  returnPath: string;
  goBack: (saved?: SavedItem) => void;
} {
  const navigate = useNavigate();
  const { from } = placeState(useLocation().state);
  const returnPath = typeof from === 'string' && from.startsWith('/admin') ? from : fallback;
  return {
    returnPath,
    goBack: (saved) => navigate(returnPath, saved ? { state: { saved } } : undefined),
  };
}

/** What the page was sent back with, if anything. */
export function useJustSaved(): SavedItem | null {
  const { saved } = placeState(useLocation().state);
  return typeof saved === 'object' &&
    saved !== null &&
    typeof (saved as SavedItem).id === 'string' &&
    typeof (saved as SavedItem).message === 'string'
    ? (saved as SavedItem)
    : null;
}

/** Brings a just-saved row into view when it appears (a stable callback: once per row). */
function scrollIntoViewOnAttach(element: HTMLElement | null) {
  element?.scrollIntoView({ block: 'nearest' });
}

/** The props that mark a just-saved row: highlighted, scrolled into view, found by tests. */
export function justSavedProps(isJustSaved: boolean): {
  'data-just-saved'?: true;
  ref?: (element: HTMLElement | null) => void;
  className: string;
} {
  return isJustSaved
    ? { 'data-just-saved': true, ref: scrollIntoViewOnAttach, className: 'just-saved' }
    : { className: '' };
}

/** The message a page shows when a form sent it back. */
export function SavedNotice({ saved }: { saved: SavedItem | null }) {
  if (!saved) return null;
  return (
    <div className="mb-4">
      <Alert tone="success">{saved.message}</Alert>
    </div>
  );
}
