/** Everything but the admin area may be crawled; the sitemap says where the city pages are. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
