import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDebouncedCallback } from './debounce.ts';

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

/** The shape of a zod schema that this module needs: parsing, and nothing else of zod. */
interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * A parameter read by the schema the server checks it with (`packages/shared`), so the page never
 * asks for what the server would refuse. Its default is what the schema makes of no value.
 */
export function fromSchema<T>(schema: Parser<T>): UrlParam<T> {
  const absent = schema.safeParse(undefined);
  if (!absent.success) throw new Error('A URL parameter needs a schema that allows no value');
  return {
    defaultValue: absent.data,
    parse: (text) => {
      const parsed = schema.safeParse(text);
      return parsed.success ? parsed.data : undefined;
    },
    format: String,
  };
}

/** Text, as typed (empty is no parameter). */
export const textParam: UrlParam<string> = {
  defaultValue: '',
  parse: (text) => text,
  format: (value) => value,
};

function read<T>(param: UrlParam<T>, text: string | null): T {
  if (text === null) return param.defaultValue;
  return param.parse(text) ?? param.defaultValue;
}

/**
 * The app's one way to keep a page's state in the URL (docs/decisions/033): typed values read
 * through `params`, and a setter that writes only what it is given — a value equal to its default
 * (or empty) leaves the URL, so `set({ day, page: 1 })` chooses a day and goes back to the
 * first page. Changes add a history entry unless `replace` is asked for.
 */
export function useUrlState<P extends UrlParams>(
  params: P,
): [UrlValues<P>, (changes: Partial<UrlValues<P>>, options?: UrlWriteOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => {
    const entries = Object.entries(params).map(([name, param]) => [
      name,
      read(param, searchParams.get(name)),
    ]);
    // Built key by key from `params`, so it has exactly their keys and types.
    return Object.fromEntries(entries) as UrlValues<P>;
  }, [params, searchParams]);
  const set = useCallback(
    (changes: Partial<UrlValues<P>>, options?: UrlWriteOptions) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const param = params[name];
          if (!param) continue;
          const isAbsent = value === undefined || value === null || value === '';
          if (isAbsent || Object.is(value, param.defaultValue)) next.delete(name);
          else next.set(name, param.format(value));
        }
        return next;
      }, options),
    [params, setSearchParams],
  );
  return [values, set];
}

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
