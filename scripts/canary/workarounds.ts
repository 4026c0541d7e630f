/**
 * The Docusaurus 4 breakages the canary lane already knows (UPGRADING.md, "Docusaurus 4"), each with
 * the smallest change that gets past it in the scratch copy. The lane first builds the copy as it is
 * (so a new breakage, or a fixed one, shows in the report), then applies these and measures the rest:
 * the build's main.js, the unit and browser tests and the 4x-scale build's memory, unattended.
 * They are never applied to the checkout; each is a step the upgrade will have to take for real.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Edit {
  /** Scratch-relative path. */
  file: string;
  /** Text that must occur exactly once in the file; otherwise the workaround is stale. */
  find: string;
  replace: string;
}

export interface Workaround {
  id: string;
  /** What breaks on 4.0 and what the upgrade itself will do about it. */
  breaks: string;
  edits: readonly Edit[];
  /** Environment for every step after the workarounds (the build, tests and scale build). */
  env?: Readonly<Record<string, string>>;
}

export const workarounds: readonly Workaround[] = [
  {
    id: 'search-query-string-moved',
    breaks:
      '`useSearchQueryString` moved from `@docusaurus/theme-common` to `@docusaurus/theme-search-algolia/client`: the SearchPage eject imports it (re-ejecting brings the new import).',
    edits: [
      {
        file: 'src/theme/SearchPage/index.tsx',
        find: "  useSearchQueryString,\n} from '@docusaurus/theme-common';\n",
        replace:
          "} from '@docusaurus/theme-common';\nimport {useSearchQueryString} from '@docusaurus/theme-search-algolia/client';\n",
      },
    ],
  },
  {
    id: 'rspack2-string-decoder',
    breaks:
      "Rspack 2 no longer polyfills Node's `string_decoder`, which `iconv-lite` (in the OpenAPI theme's postman dependencies, for the request builder's code snippets) requires.",
    edits: [
      {
        file: 'docusaurus.config.ts',
        find: '  plugins: [\n',
        replace:
          "  plugins: [\n    () => ({ name: 'canary-string-decoder', configureWebpack: () => ({ resolve: { fallback: { string_decoder: false } } }) }),\n",
      },
    ],
  },
  {
    id: 'esm-only-utilities',
    breaks:
      "Our scripts run under `tsx` as CommonJS, and Docusaurus 4's utilities reach ESM-only packages (`execa` 10 imports `unicorn-magic` 0.3, whose exports offer only `import`): `ERR_PACKAGE_PATH_NOT_EXPORTED`. The upgrade runs the scripts as ESM; here a resolve hook takes the `import` entry of a package that offers no `require` entry (tsx turns what it loads into CommonJS). Telling Node to prefer `import` everywhere (`--conditions=import`) broke postcss-loader, whose require of postcss then got the ES module's namespace (first unattended run, 2026-11-25).",
    edits: [],
    env: { NODE_OPTIONS: `--import ${pathToFileURL(path.join(__dirname, 'require-import-condition.mjs')).href}` },
  },
  {
    id: 'node24-strips-types',
    breaks:
      "Node 24 loads a `.ts` file itself, stripping its types, instead of handing it to the `tsx/cjs` require hook that `npm run test:unit` registers (faster than `--import tsx` on Node 20): every test file then fails on its first extensionless import (`ERR_MODULE_NOT_FOUND`). The upgrade turns Node's own loading off for the unit tests (`--no-experimental-strip-types`, a flag Node 20 does not know) or runs them with `--import tsx`, as the MCP tests run.",
    edits: [
      {
        file: 'package.json',
        find: '"test:unit": "node --require tsx/cjs --test',
        replace: '"test:unit": "node --no-experimental-strip-types --require tsx/cjs --test',
      },
    ],
  },
];

/** Edits that cannot apply (the text is gone or repeated): the workaround is stale, upstream or we changed. */
export function staleEdits(read: (file: string) => string, workaround: Workaround): string[] {
  return workaround.edits
    .filter((edit) => read(edit.file).split(edit.find).length !== 2)
    .map((edit) => `${edit.file}: expected once: ${JSON.stringify(edit.find)}`);
}

/** The file's text after the edit (pure). */
export function applyEdit(text: string, edit: Edit): string {
  return text.replace(edit.find, () => edit.replace);
}

/** Applies every workaround that still fits the scratch copy in `dir`; returns the env they add and what was stale. */
export function applyWorkarounds(
  dir: string,
  list: readonly Workaround[] = workarounds,
): { applied: string[]; stale: string[]; env: Record<string, string> } {
  const read = (file: string): string => readFileSync(path.join(dir, file), 'utf8');
  const applied: string[] = [];
  const stale: string[] = [];
  const env: Record<string, string> = {};
  for (const workaround of list) {
    const problems = staleEdits(read, workaround);
    if (problems.length > 0) {
      stale.push(...problems.map((problem) => `${workaround.id}: ${problem}`));
      continue;
    }
    for (const edit of workaround.edits) writeFileSync(path.join(dir, edit.file), applyEdit(read(edit.file), edit));
    Object.assign(env, workaround.env);
    applied.push(workaround.id);
  }
  return { applied, stale, env };
}
