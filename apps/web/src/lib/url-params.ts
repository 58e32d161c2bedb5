import type { UrlParam } from './url-state.ts';

/*
 * More kinds of URL parameter for useUrlState (url-state.ts has oneOf). They live apart from it
 * because only the admin screens use them: the public pages' first-load JavaScript stays small.
 */

/** The part of a zod schema this needs: parsing (no zod import; the schema brings its own). */
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
