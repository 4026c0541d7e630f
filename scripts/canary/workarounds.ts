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

/** The site's first plugin; the canary's own plugins go right after it. */
const REFERENCE_GENERATION_PLUGIN = "    './plugins/reference-generation/index.ts',\n";
/** The unit tests' scratch sites' plugin list (tests/unit/support/reference-site.ts). */
const SCRATCH_SITE_PLUGINS = '  plugins: [\n';
const STRING_DECODER_PLUGIN =
  "() => ({ name: 'canary-string-decoder', configureWebpack: () => ({ resolve: { fallback: { string_decoder: false } } }) })";
/** Asks for what core's `__webpack_require__.gca` uses in every runtime chunk (see `rspack2-worker-runtime`). */
const WORKER_RUNTIME_PLUGIN =
  "() => ({ name: 'canary-worker-runtime', configureWebpack: (_config, isServer, { currentBundler }) => (isServer ? {} : { plugins: [{ apply: (compiler) => compiler.hooks.thisCompilation.tap('canary-worker-runtime', (compilation) => compilation.hooks.additionalTreeRuntimeRequirements.tap('canary-worker-runtime', (_chunk, set) => { const globals = currentBundler.instance.RuntimeGlobals; set.add(globals.require); set.add(globals.publicPath); set.add(globals.getChunkScriptFilename); })) }] }) })";

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
      "Rspack 2 no longer polyfills Node's `string_decoder`, which `iconv-lite` (in the OpenAPI theme's postman dependencies, for the request builder's code snippets) requires. Patched in the site's config, after the reference generation plugin (which must stay first: `build-in-plugins.test.ts`), and in the unit tests' scratch sites.",
    edits: [
      {
        file: 'docusaurus.config.ts',
        find: REFERENCE_GENERATION_PLUGIN,
        replace: `${REFERENCE_GENERATION_PLUGIN}    ${STRING_DECODER_PLUGIN},\n`,
      },
      {
        file: 'tests/unit/support/reference-site.ts',
        find: SCRATCH_SITE_PLUGINS,
        replace: `${SCRATCH_SITE_PLUGINS}    ${STRING_DECODER_PLUGIN},\n`,
      },
    ],
  },
  {
    id: 'rspack2-worker-runtime',
    breaks:
      "Core's `ChunkAssetPlugin` adds its `__webpack_require__.gca` function to every runtime chunk, the search worker's too, without asking for what it uses (`__webpack_require__`, `.p`, `.u`). Rspack 1 put them in the worker anyway; Rspack 2 leaves them out of a worker whose modules need none, so the worker stops at once (`ReferenceError: __webpack_require__ is not defined`) and search answers on the page (reproduced with Rspack 2.3.3 alone: a worker chunk and a runtime module that uses them). The upgrade needs core to declare them (upstream), or a plugin of ours that adds them, as this one does.",
    edits: [
      {
        file: 'docusaurus.config.ts',
        find: REFERENCE_GENERATION_PLUGIN,
        replace: `${REFERENCE_GENERATION_PLUGIN}    ${WORKER_RUNTIME_PLUGIN},\n`,
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
    id: 'node24-unit-tests',
    breaks:
      "Node 24 loads a `.ts` file itself (it strips the types) instead of handing it to the `tsx/cjs` require hook that `npm run test:unit` and the tests' own child processes register (`tests/unit/support/sources.ts`; faster than `--import tsx` on Node 20): every file then fails on its first extensionless import (`ERR_MODULE_NOT_FOUND`); `--no-experimental-strip-types` is not enough once a module hook is registered (the entry then goes through the ES loader: `ERR_UNKNOWN_FILE_EXTENSION`). The upgrade runs them with `--import tsx`, as the MCP tests run. And on Node 24 V8's optimising compiler runs out of memory on the Kotlin and Swift grammars' WebAssembly (`Fatal process out of memory: Zone`, `guide-code-blocks.test.ts`); its baseline compiler alone (`--liftoff-only`) runs them.",
    edits: [
      {
        file: 'package.json',
        find: '"test:unit": "node --require tsx/cjs --test',
        replace: '"test:unit": "node --import tsx --liftoff-only --test',
      },
      {
        file: 'tests/unit/support/sources.ts',
        find: "['--require', require.resolve('tsx/cjs'), script, ...args]",
        replace: "['--import', require('node:url').pathToFileURL(require.resolve('tsx')).href, script, ...args]",
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
