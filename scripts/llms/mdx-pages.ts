/**
 * Markdown copies of hand-written pages (guides and the API landing pages), from their MDX source.
 * Links to other `.mdx` files become the URLs of those pages; site paths become absolute URLs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsInstances } from '../../config/site';
import { absoluteUrl, pageMarkdown, siteLink, summaryLine } from './markdown';
import { mdxToMarkdown } from './mdx-to-markdown';
import type { DocSource } from './sources';
import type { PageMarkdown, Section } from './types';

/** Resolves links written in `fromFile`: `../testing.mdx#cards` → `https://docs.pagora.com/testing/#cards`. */
export function mdxLinkResolver(
  fromFile: string,
  pageRoute: string,
  routeOfFile: ReadonlyMap<string, string>,
  siteDir: string,
  onUnresolved: (href: string) => void = () => {},
): (href: string) => string {
  return (href) => {
    if (href.startsWith('#')) return `${absoluteUrl(pageRoute)}${href}`;
    const [target = '', hash] = href.split('#', 2);
    if (!/\.mdx?$/.test(target) || /^[a-z][a-z0-9+.-]*:/i.test(target)) return siteLink(href);
    const candidates = target.startsWith('/')
      ? [siteDir, ...Object.values(docsInstances).map((instance) => path.join(siteDir, instance.path))].map((root) =>
          path.join(root, target),
        )
      : [path.resolve(path.dirname(fromFile), target)];
    const route = candidates.map((file) => routeOfFile.get(file)).find(Boolean);
    if (!route) {
      onUnresolved(href);
      return href;
    }
    return `${absoluteUrl(route)}${hash ? `#${hash}` : ''}`;
  };
}

export function mdxPage(
  source: DocSource,
  route: string,
  section: Section,
  routeOfFile: ReadonlyMap<string, string>,
  siteDir: string,
): PageMarkdown {
  const resolveLink = mdxLinkResolver(source.file, route, routeOfFile, siteDir, (href) =>
    console.warn(`[llms] ${path.relative(siteDir, source.file)}: link ${href} does not lead to a page`),
  );
  const converted = mdxToMarkdown(readFileSync(source.file, 'utf8'), { resolveLink });
  const title = converted.title ?? path.basename(source.file).replace(/\.mdx?$/, '');
  return {
    route,
    section,
    title,
    summary: summaryLine(converted.description ?? converted.body),
    markdown: pageMarkdown({ title, description: converted.description, body: converted.body }),
    origin: 'mdx',
  };
}
