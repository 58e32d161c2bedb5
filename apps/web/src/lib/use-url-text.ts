import { useEffect, useRef, useState } from 'react';
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
  const [draft, setDraft] = useState(urlText);
  const [shownUrlText, setShownUrlText] = useState(urlText);
  // What this box last wrote: the URL coming to it is the box's own write landing (maybe while
  // more is typed), not a move elsewhere.
  const [written, setWritten] = useState<string | null>(null);
  // Bumped when the URL moves elsewhere; what was typed before then is not written.
  const [generation, setGeneration] = useState(0);
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    if (urlText !== written && draft.trim() !== urlText.trim()) {
      setDraft(urlText);
      setWritten(null);
      setGeneration((current) => current + 1);
    }
  }
  const currentGeneration = useRef(generation);
  useEffect(() => {
    currentGeneration.current = generation;
  }, [generation]);
  const writeLater = useDebouncedCallback((text: string, typedIn: number) => {
    if (typedIn !== currentGeneration.current) return;
    setWritten(text.trim());
    write(text.trim());
  }, delayMs);
  const onChange = (text: string) => {
    setDraft(text);
    writeLater(text, generation);
  };
  return [draft, onChange];
}
