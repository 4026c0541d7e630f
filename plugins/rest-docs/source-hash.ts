/**
 * A hash of a TypeScript/JavaScript module and every module of ours it imports (relative imports,
 * followed recursively; packages are left out). Used as an option of the remark plugin: Docusaurus
 * writes the docs plugin's options into a file every MDX module of the instance depends on, so the
 * bundler's persistent cache recompiles the pages when the code that builds their exports changes
 * (the pages' samples and errors are computed there, not in a module the bundler sees).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const extensions = ['', '.ts', '.tsx', '.cjs', '.js', '/index.ts'];

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return extensions.map((extension) => base + extension).find((file) => existsSync(file) && !file.endsWith('/'));
}

/** The files `entry` reaches through relative imports and requires, itself included, sorted. */
export function localModuleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|require\(\s*|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveRelative(file, match[1]!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** A short hash of the contents of `localModuleGraph(entry)`. */
export function sourceHash(entry: string): string {
  const hash = createHash('sha256');
  for (const file of localModuleGraph(entry)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
