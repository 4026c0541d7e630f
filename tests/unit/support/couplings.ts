/**
 * Finds, in the project's own code, every place that depends on an upstream internal, and reads the
 * coupling tables of UPGRADING.md. `upgrading-list.test.ts` compares the two; `upstream-contract.test.ts`
 * checks each coupling against the installed packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFiles, importsOf, root, walk } from './code-files';

export { codeFiles, importsOf, root };

/** A bare specifier that reaches inside a package: its `lib/`, `dist/` or `src/`, or an `internal` entry. */
export function isDeepImport(specifier: string): boolean {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('@site/')) return false;
  if (specifier.startsWith('@generated/')) return true;
  return /^(@[^/]+\/)?[^/@]+\/(.+\/)?(lib|dist|src)\/|^(@[^/]+\/)?[^/]+\/internal$/.test(specifier);
}

/** The code's couplings, each under the name UPGRADING.md lists it by, with where it was found. */
/** Module names the site's own plugins alias to data they write (plugins/changelog: `@pagora/changed-on`). */
export const isOwnAlias = (specifier: string): boolean => specifier.startsWith('@pagora/');

export function couplingsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (name: string, where: string) => {
    if (!found.has(name)) found.set(name, where);
  };
  for (const file of codeFiles()) {
    for (const use of importsOf(file)) {
      const where = `${file}:${use.line}`;
      if (/^@theme-(original|init)\//.test(use.specifier) || isDeepImport(use.specifier)) add(use.specifier, where);
    }
    const source = readFileSync(path.join(root, file), 'utf8');
    // Upstream modules typed by hand (`@pagora/…` names are the site's own aliases, below).
    if (file.endsWith('.d.ts')) {
      for (const match of source.matchAll(/declare module ['"]([^'"]+)['"]/g))
        if (!isOwnAlias(match[1]!)) add(match[1]!, file);
    }
    // Bundler swaps: a plugin folder that builds one (the swap helpers or a raw alias of anything
    // but the site's own `@pagora/…` names, which point at data our plugins write).
    const plugin = /^plugins\/([^/]+)\//.exec(file)?.[1];
    const swapsByAlias = [...source.matchAll(/\balias\s*:\s*\{([^}]*)\}/g)].some(
      ([, body]) => !/^\s*'@pagora\/[^']+'\s*:[^,]*,?\s*$/.test(body!),
    );
    if (plugin && plugin !== 'lib' && (/\b(replaceModule|replaceImportInside)\(/.test(source) || swapsByAlias)) {
      add(`plugins/${plugin}`, file);
    }
    if (file === 'plugins/lib/module-swaps.ts') add(file, file);
    // A replacement of core's SSR template.
    if (/\bssrTemplate\b/.test(source) && /<%~ it\.appHtml %>/.test(source)) add(file, file);
  }
  for (const dir of themeComponentDirs()) add(dir, dir);
  return found;
}

/** `src/theme/X[/Y…]` for every folder there with an index file: each shadows an upstream component. */
export function themeComponentDirs(): string[] {
  return walk(path.join(root, 'src', 'theme'))
    .filter((file) => /[\\/]index\.(tsx?|jsx?)$/.test(file))
    .map((file) => path.relative(root, path.dirname(file)).split(path.sep).join('/'))
    .sort();
}

export interface ListedCoupling {
  name: string;
  line: number;
  section: string;
}

/** The names in the first cell of each row of the `## Couplings…` tables of UPGRADING.md. */
export function couplingsListed(markdown = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8')): ListedCoupling[] {
  const listed: ListedCoupling[] = [];
  let section = '';
  markdown.split('\n').forEach((text, index) => {
    const heading = /^## (.*)/.exec(text);
    if (heading) section = heading[1]!;
    if (!section.startsWith('Couplings') || !text.startsWith('| `')) return;
    const firstCell = text.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) listed.push({ name: match[1]!, line: index + 1, section });
  });
  return listed;
}

/** Whether a listed repository path (a file, or a folder) exists. */
export function repoPathExists(name: string): boolean {
  return existsSync(path.join(root, name));
}
