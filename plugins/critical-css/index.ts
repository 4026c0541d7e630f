/**
 * Critical CSS: each built page carries, inline, the rules of the site stylesheet that can match
 * it, and loads the full stylesheet without blocking its first paint.
 *
 * Why: the one stylesheet (51 KB gzip) blocked the first paint of every page (Lighthouse estimated
 * 410-450 ms on a phone on slow 4G, `npm run bench`). The inlined rules are the ones PurgeCSS keeps
 * for the words of all pages of the same layout (all GraphQL pages, all REST pages, all guides…),
 * so every element of the built HTML is styled at first paint (no flash, no layout shift) and the
 * work grows with the number of pages, not with pages times layouts: one CSS pass per layout.
 * The full stylesheet still arrives for what scripts add later (search dialog, menus).
 */
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { criticalRulesFor, layoutGroupOf, stylesheetHrefOf, withCriticalCss, wordsOf } from './critical-css';

/** Every HTML file Docusaurus wrote (assets hold none). */
function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Pages rendered from the SSR template (a file copied from static/ is left alone). Docusaurus 3
 * minifies the HTML (`<meta name=generator …>`); the 4.0 canary writes the quotes.
 */
const isRenderedPage = (html: string): boolean => /<meta name=("?)generator\1 content="Docusaurus/.test(html);

export async function inlineCriticalCss(outDir: string): Promise<{ pages: number; groups: number }> {
  const groups = new Map<string, { files: string[]; words: Set<string>; href: string }>();
  for (const file of htmlFilesUnder(outDir)) {
    const html = readFileSync(file, 'utf8');
    if (!isRenderedPage(html)) continue;
    const page = path.relative(outDir, file);
    const { href } = stylesheetHrefOf(html, page);
    const key = layoutGroupOf(html);
    const group = groups.get(key) ?? { files: [], words: new Set<string>(), href };
    if (group.href !== href)
      throw new Error(`[critical-css] ${page}: stylesheet ${href}, other pages of its layout use ${group.href}`);
    group.files.push(file);
    for (const word of wordsOf(html)) group.words.add(word);
    groups.set(key, group);
  }
  const stylesheets = new Map<string, string>();
  let pages = 0;
  for (const group of groups.values()) {
    const cssFile = path.join(outDir, group.href.replace(/^\//, ''));
    if (!stylesheets.has(cssFile)) stylesheets.set(cssFile, readFileSync(cssFile, 'utf8'));
    const critical = await criticalRulesFor(stylesheets.get(cssFile)!, group.words);
    for (const file of group.files) {
      const html = readFileSync(file, 'utf8');
      const link = stylesheetHrefOf(html, path.relative(outDir, file));
      // Written aside and renamed, so another postBuild step reading pages never sees half a file.
      writeFileSync(`${file}.critical`, withCriticalCss(html, link, critical));
      renameSync(`${file}.critical`, file);
      pages++;
    }
  }
  return { pages, groups: groups.size };
}

export default function criticalCssPlugin(): Plugin {
  return {
    name: 'pagora-critical-css',
    async postBuild({ outDir }) {
      const started = performance.now();
      const { pages, groups } = await inlineCriticalCss(outDir);
      console.log(
        `[critical-css] ${pages} pages, ${groups} layouts, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
