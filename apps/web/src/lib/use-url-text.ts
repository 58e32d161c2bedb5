import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDebouncedCallback } from './debounce.ts';

/** How long typing pauses before a search box's text goes to the URL. */
export const URL_TEXT_DELAY_MS = 300;

/**
 * A search box bound to a URL parameter. Each keystroke shows at once; the URL follows once typing
 * pauses (one history entry per pause, not one per key, and no request per key). When the URL's
 * text changes otherwise — Back, Forward, a link — the box shows it, and a change still waiting to
 * be written is dropped, so Back undoes a search instead of typing it in again.
 */
export function useUrlText(
  urlText: string,
  write: (text: string) => void,
  delayMs = URL_TEXT_DELAY_MS,
): [string, (text: string) => void] {
  const location = useLocation();
  const [draft, setDraft] = useState(urlText);
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (urlText !== shownUrlText) {
    // The URL moved: to the text typed here (nothing to do), or elsewhere (show that).
    setShownUrlText(urlText);
    if (draft.trim() !== urlText.trim()) setDraft(urlText);
  }
  const currentKey = useRef(location.key);
  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);
  const writeLater = useDebouncedCallback((text: string, typedAt: string) => {
    // Typed on a history entry that is no longer the current one: Back or Forward came first.
    if (typedAt === currentKey.current) write(text.trim());
  }, delayMs);
  const onChange = (text: string) => {
    setDraft(text);
    writeLater(text, location.key);
  };
  return [draft, onChange];
}
