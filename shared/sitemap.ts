import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every route listed in a build's sitemap.xml, as a path (`/testing/`), in sitemap order. */
export function sitemapRoutes(buildDir: string): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}
