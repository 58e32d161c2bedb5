import { describe, expect, it } from 'vitest';
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
    const html = jsonLd({ '@type': 'Event', name: 'Quiz </script><script>alert(1)</script>' });
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
});
