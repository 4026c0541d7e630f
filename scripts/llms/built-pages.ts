/**
 * The pages of a production build: every `index.html`, with the docs plugin id and doc id that
 * Docusaurus writes on the `<html>` element (`plugin-id-rest docs-doc-id-schemas/payment`), which
 * say what each page was made from without guessing from its URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltPage } from './types';

/** Build folders that hold assets, not pages. */
const ASSET_DIRS = new Set(['assets']);

function htmlFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return relative === '' && ASSET_DIRS.has(entry.name) ? [] : htmlFiles(dir, child);
    return entry.name === 'index.html' ? [child] : [];
  });
}

export function pageIdentity(html: string): Pick<BuiltPage, 'isDoc' | 'pluginId' | 'docId'> {
  const htmlClass = /<html[^>]*\sclass=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const classes = (htmlClass?.[1] ?? htmlClass?.[2] ?? '').split(/\s+/);
  const pluginId = classes.find((name) => name.startsWith('plugin-id-'))?.slice('plugin-id-'.length);
  const docId = classes.find((name) => name.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  return { isDoc: classes.includes('plugin-docs'), ...(pluginId ? { pluginId } : {}), ...(docId ? { docId } : {}) };
}

export function builtPages(buildDir: string): BuiltPage[] {
  return htmlFiles(buildDir)
    .map((file): BuiltPage => {
      const htmlFile = path.join(buildDir, file);
      const route = `/${path.posix.dirname(file) === '.' ? '' : `${path.posix.dirname(file)}/`}`;
      // The <html> element is at the top: no need to read whole pages.
      const head = readFileSync(htmlFile, 'utf8').slice(0, 4096);
      return { route, htmlFile, ...pageIdentity(head) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
