import { useEffect, useMemo, useRef, useState } from 'react';

/** A function that runs once calls to it have paused for a while; `cancel` drops a pending run. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel: () => void;
}

/**
 * The app's one debounce: `callback` runs `delayMs` after the last call, with that call's
 * arguments, and never after the component has gone. The latest `callback` is the one that runs,
 * so it may close over fresh state; the returned function keeps its identity.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): Debounced<Args> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = (...args: Args) => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(...args), delayMs);
    };
    return Object.assign(run, { cancel: () => clearTimeout(timer) });
  }, [delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

/** The value, once it has stopped changing for `delayMs` (the same debounce, for a value). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const schedule = useDebouncedCallback((next: T) => setDebounced(() => next), delayMs);
  useEffect(() => schedule(value), [value, schedule]);
  return debounced;
}
