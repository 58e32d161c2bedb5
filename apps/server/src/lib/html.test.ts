import { describe, expect, it } from 'vitest';
import { html, joinHtml, raw, scriptJson, xml } from './html.ts';

/** Names a venue may be given, meant to break out of an element or an attribute. */
const HOSTILE = ['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];

describe('the html template (decision 188)', () => {
  it('escapes every interpolation in text and attributes', () => {
    for (const name of HOSTILE) {
      const out = html`<a title="${name}">${name}</a>`.value;
      expect(out).not.toContain('<script>');
      expect(out).not.toContain('<img');
      expect(out).not.toMatch(/title="[^"]*"[^>]/);
    }
    expect(html`<p>${`Tom & Jerry's "pub" <1>`}</p>`.value).toBe(
      '<p>Tom &amp; Jerry&#39;s &quot;pub&quot; &lt;1&gt;</p>',
    );
  });

  it('keeps markup it built or was given as raw, joins arrays and drops false and null', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    expect(html`<ul>${['a<', 'b'].map(item)}</ul>`.value).toBe('<ul><li>a&lt;</li><li>b</li></ul>');
    expect(html`${raw('<br>')}${false}${null}${undefined}${0}`.value).toBe('<br>0');
    expect(joinHtml([html`<i>1</i>`, '<2>'], '\n').value).toBe('<i>1</i>\n&lt;2&gt;');
    expect(xml`<loc>${'https://t.example/?a=1&b=2'}</loc>`.value).toBe(
      '<loc>https://t.example/?a=1&amp;b=2</loc>',
    );
  });

  it('writes JSON a script element cannot be closed by, and reads back the same value', () => {
    const value = { name: `${HOSTILE[0]} <!-- line\u2028paragraph\u2029end` };
    const out = scriptJson(value).value;
    expect(out).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(out)).toEqual(value);
  });
});
