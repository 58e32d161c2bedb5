import { joinHtml, xml } from '../lib/html.ts';

/** A page of the sitemap: its path and the day it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  // Escaped by the `xml` template (decision 188): a path carries a venue's or a place's slug.
  const urls = entries.map(
    ({ path, lastmod }) =>
      xml`  <url>\n    <loc>${publicUrl}${path}</loc>${lastmod && xml`\n    <lastmod>${lastmod}</lastmod>`}\n  </url>`,
  );
  return xml`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${joinHtml(urls, '\n')}\n</urlset>\n`
    .value;
}
