import { escapeHtml } from '../lib/escape.ts';

/** A page of the sitemap: its path and the day it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
