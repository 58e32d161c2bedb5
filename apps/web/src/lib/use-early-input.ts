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

let replaying = Promise.resolve();

const afterRender = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A control that only works with the page's script (the theme, a saved venue, the map, the
 * radius): a tap or a choice made before the script ran is kept by index.html's inline script and
 * replayed here, once React has hydrated the control; without scripts the control is hidden
 * (decision 093): `data-needs-script` hides it, `data-early` has its early taps kept. Spread the
 * answer on the control:
 * `<button {...useEarlyInput<HTMLButtonElement>()} onClick=…>`. A `<select>` passes `onChange`,
 * which is called with the value chosen early (React puts its own value back as it hydrates).
 */
export function useEarlyInput<T extends HTMLElement>(
  options: { onChange?: (value: string) => void } = {},
): { ref: RefCallback<T>; 'data-early': ''; 'data-needs-script': '' } {
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  const ref = useCallback((element: T | null) => {
    if (!element || element.hasAttribute('data-ready')) return;
    element.setAttribute('data-ready', '');
    // The inline script keeps pushing to this very array: take ours out in place.
    const queue = window.__earlyInput ?? [];
    const mine: EarlyInput[] = [];
    for (let index = queue.length - 1; index >= 0; index -= 1) {
      const input = queue[index];
      if (input?.target === element) mine.unshift(...queue.splice(index, 1));
    }
    if (mine.length === 0) return;
    // One control at a time, each after the page has rendered the last one's change (two changes
    // of the URL in one task would each start from the same URL).
    replaying = replaying.then(afterRender).then(() => {
      for (const input of mine) {
        if (input.type === 'click') element.click();
        else onChange.current?.(input.value);
      }
    });
  }, []);
  return { ref, 'data-early': '', 'data-needs-script': '' };
}
