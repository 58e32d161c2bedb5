/**
 * The one way the server builds HTML and XML by hand (decision 188): a tagged template whose
 * interpolations are escaped unless they are already markup (`SafeHtml`, made by `html` itself or,
 * for a fragment built elsewhere, by `raw`). Arrays join without a separator; `null`, `undefined`
 * and `false` render nothing, so that `${cond && html`…`}` reads as it means.
 */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML or XML content and attribute values (the five characters with meaning). */
export const escapeText = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

type Interpolation = SafeHtml | string | number | null | undefined | false | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeText(String(value));
}

/** Markup from a template: every interpolation escaped unless it is `SafeHtml`. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** The same template for XML (the sitemap): the five escapes are XML's too. */
export const xml = html;

/** Markup built and escaped elsewhere (a stylesheet we wrote, a rendered React tree): trusted. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

/** Fragments joined with `separator` (itself markup, not text). */
export const joinHtml = (parts: Interpolation[], separator: string): SafeHtml =>
  new SafeHtml(parts.map(render).join(separator));

/**
 * JSON for the inside of a `<script>` element (JSON-LD, the page's state): `<` as `\u003c`, so
 * that no value can close the element or open a comment, and U+2028/U+2029 as escapes, so that
 * the text is also valid JavaScript. `JSON.parse` reads back the same value.
 */
export function scriptJson(value: unknown): SafeHtml {
  return new SafeHtml(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
