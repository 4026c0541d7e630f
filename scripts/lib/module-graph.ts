/**
 * The site's own modules a script runs: its file and every local file it imports, transitively
 * (relative specifiers and the `@site/` alias; packages are left out, `package-lock.json` stands for
 * them). Paths are relative to the current directory, the site root.
 *
 * Why: `npm run gen` skips generation when the generator's inputs did not change
 * (generation-stamp.ts). A hand-kept list of folders missed the webhook pages' generator and the data
 * it renders (the retry schedule in `data/webhook-delivery.ts`), so editing them left stale pages.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Specifiers of static imports and re-exports (their `from` clause), bare imports, dynamic `import()` and lazy
// `require()`, on one line or several.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'];

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a specifier names, or null for a package (or a file that does not exist). */
function resolveLocal(specifier: string, importer: string): string | null {
  const base = specifier.startsWith('@site/')
    ? specifier.slice('@site/'.length)
    : specifier.startsWith('.')
      ? path.join(path.dirname(importer), specifier)
      : null;
  if (base === null) return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  const found = candidates.find(isFile);
  return found === undefined ? null : path.normalize(found);
}

/** `entry` and the local files it imports, transitively, sorted; empty when `entry` does not exist. */
export function localModules(entry: string): string[] {
  if (!isFile(entry)) return [];
  const seen = new Set<string>([path.normalize(entry)]);
  const queue = [...seen];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const resolved = resolveLocal(specifier!, file);
      if (resolved === null || seen.has(resolved)) continue;
      seen.add(resolved);
      queue.push(resolved);
    }
  }
  return [...seen].sort();
}
