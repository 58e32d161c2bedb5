import { type RefCallback, useCallback, useRef } from 'react';

interface EarlyInput {
  target: Element;
  type: 'click' | 'change';
  value: string;
}

declare global {
  interface Window {
    /** Taps and choices made before the page's script ran (index.html's inline script). */
    __earlyInput?: EarlyInput[];
  }
}

/** Replays one control's early input at a time, each after the page rendered the last's. */
let replaying = Promise.resolve();

/**
 * A control that only works with the page's script (the theme, a saved venue, the map, the
 * radius): a tap or a choice made before the script ran is kept by index.html's inline script and
 * replayed here once React has hydrated the control; without scripts the control is hidden
 * (decision 093): `data-needs-script` hides it, `data-early` has its early input kept. Spread the
 * answer on the control; a `<select>` passes `onChange`, called with the value chosen early.
 */
export function useEarlyInput<T extends HTMLElement>(
  options: { onChange?: (value: string) => void } = {},
): { ref: RefCallback<T>; 'data-early': ''; 'data-needs-script': '' } {
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  const ref = useCallback((element: T | null) => {
    if (!element || element.hasAttribute('data-ready')) return;
    element.setAttribute('data-ready', '');
    // The inline script keeps this very array: ours are taken out of it in place.
    const queue = window.__earlyInput ?? [];
    const mine = queue.filter((input) => input.target === element);
    if (mine.length === 0) return;
    queue.splice(0, queue.length, ...queue.filter((input) => input.target !== element));
    replaying = replaying
      .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
      .then(() => {
        for (const input of mine) {
          if (input.type === 'click') element.click();
          else onChange.current?.(input.value);
        }
      });
  }, []);
  return { ref, 'data-early': '', 'data-needs-script': '' };
}
