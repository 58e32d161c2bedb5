import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * One query-string parameter: how its text reads as a typed value and is written back. Text that
 * does not read (`parse` gives undefined) is the default, so a hand-edited or outdated link opens
 * the page as it would be without it, never a request the server refuses.
 */
export interface UrlParam<T> {
  readonly defaultValue: T;
  parse(text: string): T | undefined;
  format(value: T): string;
}

export type UrlParams = Record<string, UrlParam<unknown>>;
export type UrlValues<P extends UrlParams> = {
  [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never;
};
export interface UrlWriteOptions {
  /** Change the current history entry instead of adding one (Back then skips this change). */
  replace?: boolean;
}

/** One of a fixed list of values (`?weeks=3` when only 2, 4 and 8 exist reads as the default). */
export function oneOf<const V extends string | number, D extends V | null = V>(
  values: readonly V[],
  defaultValue: D,
): UrlParam<V | D> {
  return {
    defaultValue,
    parse: (text) => values.find((value) => String(value) === text),
    format: String,
  };
}

/** `current` with `changes` written as `useUrlState`'s setter writes them. */
export function searchWith<P extends UrlParams>(
  current: URLSearchParams,
  params: P,
  changes: Partial<UrlValues<P>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    const param = params[name];
    if (!param) continue;
    const isAbsent = value === undefined || value === null || value === '';
    if (isAbsent || Object.is(value, param.defaultValue)) next.delete(name);
    else next.set(name, param.format(value));
  }
  return next;
}

/**
 * The app's one way to keep a page's state in the URL (docs/decisions/033): typed values read
 * through `params`, and a setter that writes only what it is given — a value equal to its default
 * (or empty) leaves the URL, so `set({ day, page: 1 })` chooses a day and goes back to the
 * first page. Changes add a history entry unless `replace` is asked for.
 */
/**
 * The query string last written, until the page renders with it. React Router's setter starts
 * from the query string of the last render, so two writes before the next render (a filter and a
 * debounced search; taps replayed after hydration, decision 093) would each start from the same
 * URL and the second would undo the first. Writes start from this one instead.
 */
let written: { pathname: string; search: URLSearchParams } | null = null;

export function useUrlState<P extends UrlParams>(
  params: P,
): [UrlValues<P>, (changes: Partial<UrlValues<P>>, options?: UrlWriteOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Forgotten once a render showing it is committed, not merely rendered: a navigation renders in
  // a transition that can be set aside (while the next answer loads) with the old page still
  // showing, and a tap on it must still start from what was written.
  const search = searchParams.toString();
  useEffect(() => {
    if (written?.pathname === pathname && written.search.toString() === search) written = null;
  }, [pathname, search]);
  const entries = Object.entries(params).map(([name, param]) => {
    const text = searchParams.get(name);
    return [name, (text === null ? undefined : param.parse(text)) ?? param.defaultValue];
  });
  // Built key by key from `params`, so it has exactly their keys and types.
  const values = Object.fromEntries(entries) as UrlValues<P>;
  const set = (changes: Partial<UrlValues<P>>, options?: UrlWriteOptions) => {
    const current = written?.pathname === pathname ? written.search : searchParams;
    const next = searchWith(current, params, changes);
    written = { pathname, search: next };
    setSearchParams(next, options);
  };
  return [values, set];
}
