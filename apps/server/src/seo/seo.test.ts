import { describe, expect, it } from 'vitest';
import { cityPageHead } from './head.ts';
import { cityPageBreadcrumb, jsonLd } from './json-ld.ts';
import { sitemapXml } from './sitemap.ts';

const PLACE = {
  slug: 'franklin-tn',
  name: 'Franklin, TN',
  latitude: 35.925,
  longitude: -86.869,
  timezone: 'America/Chicago',
  today: '2026-11-21',
  stateCode: 'TN',
  stateName: 'Tennessee',
};

describe('what search engines read', () => {
  it('keeps JSON-LD inside its script element whatever a value holds', () => {
    const html = String(
      jsonLd({ '@type': 'Event', name: 'Quiz </script><script>alert(1)</script>' }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Quiz </script><script>alert(1)</script>',
    });
  });

  it('puts the state in the breadcrumb as a crumb without a link', () => {
    const url = 'https://trivia.example/trivia-near-franklin-tn';
    expect(cityPageBreadcrumb(PLACE, 'https://trivia.example', url).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://trivia.example/' },
      { '@type': 'ListItem', position: 2, name: 'Tennessee' },
      { '@type': 'ListItem', position: 3, name: 'Franklin', item: url },
    ]);
  });

  it('escapes the sitemap’s addresses', () => {
    expect(sitemapXml([{ path: '/?a=1&b=2', lastmod: '2026-11-21' }], 'https://t.example')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://t.example/?a=1&amp;b=2</loc>\n    <lastmod>2026-11-21</lastmod>\n  </url>\n</urlset>\n',
    );
  });

  it('escapes a hostile name in a head, its JSON-LD and the sitemap (decision 188)', () => {
    for (const name of ['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>']) {
      const place = { ...PLACE, name: `${name}, TN`, slug: `x${encodeURIComponent(name)}` };
      const head = cityPageHead({
        place,
        nearby: { date: PLACE.today, radiusMiles: 30, venues: [] },
        publicUrl: 'https://t.example',
      });
      expect(head.tags).not.toContain('<script>alert');
      expect(head.tags).not.toContain('<img');
      expect(head.tags).toContain('&lt;');
      const ld = head.tags.slice(head.tags.indexOf('<script'));
      expect(ld.match(/<\/script>/g)).toHaveLength(1);
      const sitemap = sitemapXml([{ path: `/trivia-near-${name}` }], 'https://t.example');
      expect(sitemap).not.toContain('<script>');
      expect(sitemap).not.toContain('<img');
    }
  });

  it('keeps U+2028 and U+2029 in JSON-LD, escaped, instead of dropping them', () => {
    const out = String(jsonLd({ '@type': 'Event', name: 'Quiz\u2028night\u2029' }));
    expect(out).not.toMatch(/\u2028|\u2029/);
    const json = out.slice(out.indexOf('>') + 1, out.lastIndexOf('</script>'));
    expect(JSON.parse(json).name).toBe('Quiz\u2028night\u2029');
  });
});
