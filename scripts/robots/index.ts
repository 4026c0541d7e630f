/**
 * `/robots.txt`, written at the end of the build (plugins/build-artefacts): every page may be
 * crawled, and crawlers are pointed at the sitemap. Why written, not a static file: the sitemap's
 * address is the site's URL and base URL from the config, its one source, so a build for another host
 * names its own sitemap. A `robots.txt` in a static directory is the writer's and is left as it is.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file's text for a site served at `siteUrl` + `baseUrl` (`https://docs.pagora.com` and `/`). */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, siteUrl).href;
  return [
    '# Pagora developer documentation: every page may be crawled.',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
}

/**
 * Writes `robots.txt` into the build unless one came from a static directory (Docusaurus copied it
 * there already). Returns whether it wrote the file.
 */
export function writeRobotsTxt(outDir: string, siteUrl: string, baseUrl: string): boolean {
  const target = path.join(outDir, 'robots.txt');
  if (existsSync(target)) return false;
  writeFileSync(target, robotsTxt(siteUrl, baseUrl));
  return true;
}
