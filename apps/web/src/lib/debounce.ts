import { useCallback, useEffect, useRef } from 'react';

/**
 * The app's one debounce: `callback` runs `delayMs` after the last call, with that call's
 * arguments, and never after the component has gone. The latest `callback` is the one that runs,
 * so it may close over fresh state; the returned function keeps its identity.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): (...args: Args) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
