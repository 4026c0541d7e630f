/**
 * The project's own code files and the modules each imports: the raw material of the tests that
 * check couplings (upgrading-list, upstream-contract) and declared dependencies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..', '..');

/** Folders and top-level files holding hand-written code (fixtures are broken on purpose). */
const CODE_DIRS = ['src', 'plugins', 'config', 'shared', 'scripts', 'tests'];
const SKIP_DIRS = new Set(['node_modules', 'fixtures', 'build', '.docusaurus']);
const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Code files under `dir`, recursively (absolute paths). */
export function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(full);
    return CODE_FILE.test(entry.name) ? [full] : [];
  });
}

/** Every hand-written code file, as a path relative to the repository root. */
export function codeFiles(): string[] {
  const topLevel = readdirSync(root).filter((name) => CODE_FILE.test(name) && statSync(path.join(root, name)).isFile());
  return [...topLevel, ...CODE_DIRS.flatMap((dir) => walk(path.join(root, dir)).map((f) => path.relative(root, f)))]
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export interface ImportUse {
  file: string;
  line: number;
  specifier: string;
  /** Names imported with `import { a, b as c }` (their upstream names); empty otherwise. */
  names: string[];
  /** True for `import x from` (or `import x, {…}`). */
  hasDefault: boolean;
}

// Static imports and re-exports, `import()`, `require()` and `require.resolve()` with a string literal.
const IMPORT_FROM =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([\w$*\s{},]*?)\s*from\s*['"]([^'"]+)['"]|(?:require(?:\.resolve)?|import)\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier the file imports or resolves, with the names taken from it. */
export function importsOf(file: string): ImportUse[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const uses: ImportUse[] = [];
  for (const match of source.matchAll(IMPORT_FROM)) {
    const specifier = match[2] ?? match[3];
    if (!specifier) continue;
    const clause = match[1] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = braces
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean);
    const hasDefault = /^\s*[\w$]+\s*(,|$)/.test(clause) && !/^\s*type\s*$/.test(clause);
    const line = source.slice(0, match.index).split('\n').length + (source[match.index] === '\n' ? 1 : 0);
    uses.push({ file, line, specifier, names, hasDefault });
  }
  return uses;
}
