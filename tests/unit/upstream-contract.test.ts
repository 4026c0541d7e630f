/**
 * The upstream contract: every upstream file our swaps, templates, theme components and deep imports
 * rely on is still at its path in the installed packages, with the shape we rely on (the exports we
 * import, the import a swap replaces, the line it patches). Fast and build-free: it reads the
 * installed files. When an upgrade moves or changes one, the failure names the coupling and the file;
 * UPGRADING.md says what to do.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import type { Plugin } from '@docusaurus/types';
import idlePrefetchPlugin from '../../plugins/idle-prefetch/index';
import prismOnDemandPlugin from '../../plugins/prism-on-demand/index';
import embeddedSearchPlugin from '../../plugins/embedded-search/index';
import tabsKeepOnHydrationPlugin from '../../plugins/tabs-keep-on-hydration/index';
import { earlyInput, ssrTemplate, scriptLoader } from '../../config/ssr-template';
import { BUNDLE_ONLY, RENDER_ONLY } from '../../scripts/build';
import { LAZY_MIDDLEWARE_NAME, lazyPagesUnder } from '../../plugins/dev-pages/lazy-compilation';
import { codeFiles, importsOf, isDeepImport, root, themeComponentDirs } from './support/couplings';

const requireFromRoot = createRequire(path.join(root, 'package.json'));
/** Installed packages are read where npm puts them (some export no `package.json` to resolve). */
const packageDir = (name: string) => path.join(root, 'node_modules', name);
const read = (file: string) => readFileSync(file, 'utf8');
const rel = (file: string) => path.relative(root, file);

const coreLib = path.join(packageDir('@docusaurus/core'), 'lib');
const classicLib = path.join(packageDir('@docusaurus/theme-classic'), 'lib');
const openapiThemeLib = path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib');

/** Where theme components come from, in the order Docusaurus layers them (last wins). */
const themeRoots = [
  path.join(coreLib, 'client', 'theme-fallback'),
  path.join(classicLib, 'theme'),
  path.join(packageDir('@docusaurus/theme-search-algolia'), 'lib', 'theme'),
  path.join(openapiThemeLib, 'theme'),
];

/** The upstream files of a theme component name (`CodeBlock/Content`), in any theme. */
function upstreamComponent(name: string): string[] {
  return themeRoots
    .flatMap((dir) => [path.join(dir, name, 'index.js'), path.join(dir, `${name}.js`)])
    .filter((file) => existsSync(file));
}

/** The names a compiled module exports (ESM or CommonJS), following `export * from './x'`. */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = read(file);
  if (/\bexport default\b|\bexports\.default\s*=/.test(source)) names.add('default');
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g))
    names.add(m[1]!);
  for (const m of source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const m of source.matchAll(/exports\.([\w$]+)\s*=|Object\.defineProperty\(exports,\s*["']([\w$]+)["']/g))
    names.add((m[1] ?? m[2])!);
  for (const m of source.matchAll(/export\s*\*\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const target = [m[1]!, `${m[1]}.js`, `${m[1]}/index.js`]
      .map((candidate) => path.resolve(path.dirname(file), candidate))
      .find((candidate) => existsSync(candidate) && candidate.endsWith('.js'));
    if (target) for (const name of exportedNames(target, seen)) names.add(name);
  }
  return names;
}

/** The upstream JavaScript files under `dir` (recursively). */
function jsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const upstreamThemeFiles = themeRoots.slice(1).flatMap(jsFilesUnder);

type Configure = NonNullable<Plugin['configureWebpack']>;
type Swap = {
  resolve?: { alias?: Record<string, string> };
  module?: { rules?: { test: RegExp; resolve: { alias: Record<string, string> } }[] };
};

/** What a swap plugin's `configureWebpack` returns, for the client or the server bundle. */
function swapsOf(plugin: Plugin, isServer: boolean): Swap {
  const configure = plugin.configureWebpack as Configure;
  return configure({} as never, isServer, {} as never, undefined) as Swap;
}

/** Every swap of a plugin: whole-module aliases, and aliases applied inside some upstream modules. */
function checkSwaps(plugin: Plugin, expectedImporters: number): void {
  for (const isServer of [false, true]) {
    const swap = swapsOf(plugin, isServer);
    for (const [key, replacement] of Object.entries(swap.resolve?.alias ?? {})) {
      assert.ok(existsSync(replacement), `${plugin.name}: the replacement ${rel(replacement)} is missing`);
      const target = key.replace(/\$$/, '');
      // Each target is aliased with and without `.js`; only upstream targets can move under us.
      if (!target.endsWith('.js') || !target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      assert.ok(existsSync(target), `${plugin.name}: ${rel(target)} no longer exists; the alias would do nothing`);
    }
    for (const rule of swap.module?.rules ?? []) {
      const importers = upstreamThemeFiles.filter((file) => rule.test.test(file));
      assert.equal(
        importers.length,
        expectedImporters,
        `${plugin.name}: ${rule.test} matches ${importers.length} upstream modules (${importers.map(rel).join(', ')}), expected ${expectedImporters}`,
      );
      for (const [request, replacement] of Object.entries(rule.resolve.alias)) {
        assert.ok(existsSync(replacement), `${plugin.name}: the replacement ${rel(replacement)} is missing`);
        for (const file of importers) {
          const imports = new RegExp(`(from |require\\()['"]${request}['"]`);
          assert.ok(
            imports.test(read(file)),
            `${plugin.name}: ${rel(file)} no longer imports '${request}'; the swap would do nothing`,
          );
        }
      }
    }
  }
}

test('idle-prefetch: core still builds window.docusaurus from lib/client/docusaurus.js, with the members ours has', () => {
  checkSwaps(idlePrefetchPlugin(), 0);
  const upstream = path.join(coreLib, 'client', 'docusaurus.js');
  const aliases = Object.keys(swapsOf(idlePrefetchPlugin(), false).resolve?.alias ?? {});
  assert.ok(aliases.includes(`${upstream}$`), `idle-prefetch no longer targets ${rel(upstream)}`);
  assert.match(read(path.join(coreLib, 'client', 'clientEntry.js')), /import docusaurus from '\.\/docusaurus';/);
  const members = (source: string) =>
    /(?:const docusaurus = |export default Object\.freeze\()\{([^}]*)\}/
      .exec(source)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .sort();
  const ours = read(path.join(root, 'plugins', 'idle-prefetch', 'docusaurus.ts'));
  assert.deepEqual(members(ours), members(read(upstream)), `members of ${rel(upstream)} changed`);
});

test('prism-on-demand: theme-classic still registers its languages from lib/prism-include-languages.js', () => {
  checkSwaps(prismOnDemandPlugin(), 0);
  const clientModule = path.join(classicLib, 'prism-include-languages.js');
  assert.match(read(path.join(classicLib, 'index.js')), /'\.\/prism-include-languages',/);
  const statements = read(clientModule)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // The module only registers languages; anything else it starts doing would be lost by the swap.
  assert.deepEqual(statements, [
    "import { Prism } from 'prism-react-renderer';",
    "import prismIncludeLanguages from '@theme/prism-include-languages';",
    'prismIncludeLanguages(Prism);',
  ]);
});

test("embedded-search: upstream SearchBar's only Head is the Algolia preconnect; core leaves splitChunks.chunks unset", () => {
  checkSwaps(embeddedSearchPlugin(), 1);
  const searchBar = upstreamThemeFiles.find((file) =>
    /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/.test(file),
  );
  assert.ok(searchBar, 'theme-search-algolia has no lib/theme/SearchBar/index.js');
  const heads = [...read(searchBar).matchAll(/<Head>([\s\S]*?)<\/Head>/g)].map((m) => m[1]!);
  assert.equal(heads.length, 1, `${rel(searchBar)} renders Head ${heads.length} times`);
  assert.match(heads[0]!, /rel="preconnect"[\s\S]*-dsn\.algolia\.net/);
  const base = read(path.join(coreLib, 'webpack', 'base.js'));
  const splitChunks = /splitChunks: isServer\s*\?\s*false\s*:\s*\{([\s\S]*?)cacheGroups:/.exec(base)?.[1];
  assert.ok(splitChunks !== undefined, 'core no longer configures splitChunks in lib/webpack/base.js the same way');
  assert.doesNotMatch(splitChunks, /\bchunks:/, 'core now sets splitChunks.chunks; the worker rule overrides it');
});

test("tabs-keep-on-hydration: theme-classic's Tabs still imports useIsBrowser", () => {
  checkSwaps(tabsKeepOnHydrationPlugin(), 1);
});

test("config/ssr-template.ts is core's SSR template except for how scripts are requested (and early navbar presses kept)", () => {
  const file = path.join(coreLib, 'ssg', 'ssgTemplate.html.js');
  const core = (requireFromRoot(file) as { default: string }).default;
  const deferredScripts =
    '    <% it.scripts.forEach((script) => { %>\n' +
    '      <script src="<%= it.baseUrl %><%= script %>" defer></script>\n' +
    '    <% }); %>\n';
  assert.ok(core.includes(deferredScripts), `${rel(file)} no longer loads the scripts with <script defer> in the head`);
  const loader = `    <script>${earlyInput}${scriptLoader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>\n`;
  assert.ok(ssrTemplate.includes(loader), 'config/ssr-template.ts lost its script loader');
  // The one documented difference, undone on each side.
  assert.equal(ssrTemplate.replace(loader, '').trim(), core.replace(deferredScripts, '').trim());
});

test('scripts/build.ts: core still stops after bundling, and renders from the bundles already written, on its two switches', () => {
  const build = read(path.join(coreLib, 'commands', 'build', 'buildLocale.js'));
  for (const name of [...Object.keys(BUNDLE_ONLY), ...Object.keys(RENDER_ONLY)])
    assert.ok(build.includes(`process.env.${name} === 'true'`), `core no longer reads ${name}`);
  // Skipping the bundling keeps build/ (the first process wrote the bundles there) and skips compile().
  assert.match(build, /SkipBundling \? undefined : \(0, clearPath_1\.default\)\(outDir\)/);
  assert.match(build, /if \(SkipBundling\) \{[\s\S]*?\}\s*else \{[\s\S]*?bundler_1\.compile\)/);
  // Stopping after bundling comes after compile() (so the persistent cache is written) and before rendering.
  const order = [
    'bundler_1.compile)',
    'if (ExitAfterBundling) {',
    'ssgExecutor_1.executeSSG)',
    'executePluginsPostBuild({',
  ];
  const positions = order.map((marker) => build.indexOf(marker));
  assert.ok(
    positions.every((position) => position > 0),
    `a marker is gone from buildLocale.js: ${order.join(', ')}`,
  );
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    positions,
    'bundling, stop switch, rendering, postBuild: in this order',
  );
});

test("reference-generation's lazy compilation: core merges a plugin's devServer with webpack-merge, which runs both setupMiddlewares on one list; Rspack exports the middleware", () => {
  const start = read(path.join(coreLib, 'commands', 'start', 'webpack.js'));
  assert.match(
    start,
    /setupMiddlewares: \(middlewares, devServer\) => \{[^}]*middlewares\.unshift\([^}]*return middlewares;/,
  );
  assert.match(start, /\(0, webpack_merge_1\.default\)\(\[defaultDevServerConfig, config\.devServer\]/);
  // The same merge, with core's setupMiddlewares and ours: every middleware once, Rspack's first.
  const { merge } = createRequire(path.join(coreLib, 'commands', 'start', 'webpack.js'))('webpack-merge') as {
    merge: (configs: object[]) => { setupMiddlewares: (list: unknown[], server: object) => unknown[] };
  };
  const handler = () => undefined;
  const ours = lazyPagesUnder('/site', ['apis'], {
    name: 'rspack',
    instance: { lazyCompilationMiddleware: () => handler },
  } as never);
  const core = { setupMiddlewares: (list: unknown[]) => (list.unshift('core'), list) };
  const merged = merge([core, ours.devServer as object]).setupMiddlewares(['static'], { compiler: {} });
  assert.deepEqual(merged, [{ name: LAZY_MIDDLEWARE_NAME, middleware: handler }, 'core', 'static']);
  const rspack = createRequire(path.join(packageDir('@docusaurus/faster'), 'package.json'))('@rspack/core') as Record<
    string,
    unknown
  >;
  assert.equal(
    typeof rspack.lazyCompilationMiddleware,
    'function',
    '@rspack/core no longer exports lazyCompilationMiddleware',
  );
});

test("dev-pages' registry loader: core names each page in the registry with require.resolveWeak, used only as react-loadable's webpack ids; the loader keeps the docs pages out of it", () => {
  const codegen = read(path.join(coreLib, 'server', 'codegen', 'codegenRoutes.js'));
  assert.ok(
    codegen.includes(
      '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]',
    ),
    "core's registry entries changed: update plugins/dev-pages/registry-loader.cjs",
  );
  const creator = read(path.join(coreLib, 'client', 'exports', 'ComponentCreator.js'));
  assert.match(creator, /optsWebpack\.push\(chunkRegistry\[2\]\)/);
  assert.equal(creator.match(/chunkRegistry\[2\]/g)?.length, 1, 'the weak reference is read somewhere else too');
  const loader = requireFromRoot('./plugins/dev-pages/registry-loader.cjs') as (this: object, source: string) => string;
  const entry = (modulePath: string) =>
    `[() => import(/* webpackChunkName: "c" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]`;
  const pages = [
    '@site/apis/rest/payments-create.api.mdx',
    '@site/docs/testing/index.mdx',
    '@site/src/pages/index.tsx',
  ];
  const options = { prefixes: ['@site/apis/rest/', '@site/docs/'] };
  const out = loader.call({ getOptions: () => options }, pages.map(entry).join('\n')).split('\n');
  assert.deepEqual(
    out.slice(0, 2),
    pages.slice(0, 2).map((page) => entry(page).replace('require.resolveWeak(', '(')),
  );
  assert.equal(out[2], entry(pages[2]!), 'other pages keep their weak reference and are compiled at start');
});

test('.ci/run and the scratch sites: core still turns the persistent Rspack cache off on DOCUSAURUS_NO_PERSISTENT_CACHE', () => {
  const lines = read(path.join(coreLib, 'webpack', 'base.js')).split('\n');
  // Each place core asks Rspack for a persistent cache reads the variable just before: 3.x sets it up
  // twice (the `cache` option and `experiments.cache`), the 4.0 canary once (Rspack 2's `cache`).
  const persistent = lines.flatMap((line, index) => (line.includes("type: 'persistent'") ? [index] : []));
  assert.ok(persistent.length > 0, "core no longer sets up a persistent cache (`type: 'persistent'`)");
  for (const index of persistent)
    assert.ok(
      lines
        .slice(Math.max(0, index - 10), index)
        .some((line) => line.includes('process.env.DOCUSAURUS_NO_PERSISTENT_CACHE')),
      `core's persistent cache at base.js:${index + 1} no longer reads DOCUSAURUS_NO_PERSISTENT_CACHE first`,
    );
  assert.match(read(path.join(root, '.ci/run')), /^export DOCUSAURUS_NO_PERSISTENT_CACHE=1$/m);
});

test('every shadowed theme component, @theme-original and @theme-init import still has an upstream component', () => {
  const names = new Map<string, string>();
  for (const dir of themeComponentDirs()) names.set(dir.replace(/^src\/theme\//, ''), dir);
  for (const file of codeFiles()) {
    for (const use of importsOf(file)) {
      const name = /^@theme-(?:original|init)\/(.+)$/.exec(use.specifier)?.[1];
      if (name) names.set(name, `${file}:${use.line}`);
    }
  }
  assert.ok(names.size > 10, 'found the theme components');
  const orphans = [...names].filter(([name]) => upstreamComponent(name).length === 0);
  assert.deepEqual(
    orphans.map(([name, where]) => `${name} (${where})`),
    [],
    'no installed theme has these components any more',
  );
});

test('every deep import resolves and still exports the names we take from it', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const file of codeFiles()) {
    for (const use of importsOf(file)) {
      if (!isDeepImport(use.specifier)) continue;
      const where = `${file}:${use.line} ${use.specifier}`;
      checked += 1;
      const generated = /^@generated\/(.+)$/.exec(use.specifier)?.[1];
      if (generated) {
        // Core writes these at build time: check that it still writes a file of that name.
        const codegen = read(path.join(coreLib, 'server', 'codegen', 'codegenRoutes.js'));
        if (!new RegExp(`generatedFilesDir, '${generated}\\.(js|json)'`).test(codegen))
          problems.push(`${where}: core no longer generates it`);
        continue;
      }
      let resolved: string;
      try {
        resolved = requireFromRoot.resolve(use.specifier);
      } catch {
        // Type-only imports of a package's TypeScript sources: the declaration
        // file must exist and still declare the types we name.
        const declaration = ['.d.ts', '.ts']
          .map((extension) => path.join(root, 'node_modules', `${use.specifier}${extension}`))
          .find((candidate) => existsSync(candidate));
        if (!declaration) problems.push(`${where}: does not resolve`);
        else
          for (const name of use.names)
            if (!new RegExp(`export (declare )?(interface|type|class|enum) ${name}\\b`).test(read(declaration)))
              problems.push(`${where}: no exported type "${name}"`);
        continue;
      }
      if (resolved.endsWith('.css')) {
        const classes = new Set([...read(resolved).matchAll(/\.([\w-]+)/g)].map((m) => m[1]!));
        const used = [...read(path.join(root, file)).matchAll(/\bstyles\.([\w$]+)\b(?!\.)/g)].map((m) => m[1]!);
        for (const name of new Set(used)) if (!classes.has(name)) problems.push(`${where}: no class .${name}`);
        continue;
      }
      if (!resolved.endsWith('.js')) continue;
      const exported = exportedNames(resolved);
      const wanted = [...use.names, ...(use.hasDefault ? ['default'] : [])];
      for (const name of wanted) if (!exported.has(name)) problems.push(`${where}: no export "${name}"`);
    }
  }
  assert.ok(checked >= 10, `checked ${checked} deep imports`);
  assert.deepEqual(problems, []);
});

test('the OpenAPI theme modules the request builder types by hand still exist, with the names it imports', () => {
  const declarations = read(path.join(root, 'src', 'components', 'RequestBuilder', 'openapi-theme.d.ts'));
  const modules = [...declarations.matchAll(/declare module '@theme\/([^']+)'/g)].map((m) => m[1]!);
  assert.ok(modules.length >= 5, 'read the declarations');
  for (const [module, name] of [
    ['ApiExplorer/Authorization/slice', 'createAuth'],
    ['ApiExplorer/persistenceMiddleware', 'createPersistenceMiddleware'],
    ['ApiExplorer/storage-utils', 'createStorage'],
    ['ApiItem/store', 'createStoreWithState'],
  ] as const) {
    const file = [
      path.join(openapiThemeLib, 'theme', `${module}.js`),
      path.join(openapiThemeLib, 'theme', module, 'index.js'),
    ].find(existsSync);
    assert.ok(file && exportedNames(file).has(name), `@theme/${module} no longer exports ${name}`);
  }
  const missing = modules.filter(
    (name) =>
      !['index.js', '.js'].some((suffix) =>
        existsSync(path.join(openapiThemeLib, 'theme', suffix === '.js' ? `${name}.js` : path.join(name, suffix))),
      ),
  );
  assert.deepEqual(missing, [], 'docusaurus-theme-openapi-docs no longer has these modules');
});

test("announcement-reset: theme-classic's inline script and theme-common's storage still use the names ours reads", () => {
  const inlineScripts = read(path.join(classicLib, 'inlineScripts.js'));
  assert.match(inlineScripts, /'data-announcement-bar-initially-dismissed'/);
  const context = read(path.join(packageDir('@docusaurus/theme-common'), 'lib', 'contexts', 'announcementBar.js'));
  assert.match(context, /createStorageSlot\('docusaurus\.announcement\.id'\)/);
});

test("graphql-docs: the docs plugin's global data still lists docs per version, and only navbar items, the version banner and version lookups read that list", () => {
  const docsLib = path.join(packageDir('@docusaurus/plugin-content-docs'), 'lib');
  assert.match(
    read(path.join(docsLib, 'index.js')),
    /actions\.setGlobalData\(\{[\s\S]{0,200}versions: versions\.map\(globalData_1\.toGlobalDataVersion\)/,
  );
  assert.match(
    read(path.join(docsLib, 'globalData.js')),
    /mainDocId: \(0, docs_1\.getMainDocId\)\(version\),\s*docs: version\.docs/,
  );
  // Readers of the list: the active-doc context and the doc-by-id lookup of layout (navbar) items.
  const client = jsFilesUnder(path.join(docsLib, 'client'));
  const readers = client.filter((file) =>
    /version\??\.docs\.(find|forEach)|version\) => version\.docs\)/.test(read(file)),
  );
  assert.deepEqual(
    readers.map(rel).sort(),
    [path.join(docsLib, 'client', 'docsClientUtils.js'), path.join(docsLib, 'client', 'docsUtils.js')].map(rel).sort(),
  );
  const users = jsFilesUnder(classicLib).filter((file) =>
    /useActiveDocContext|useDocVersionSuggestions|useLayoutDoc\b/.test(read(file)),
  );
  assert.deepEqual(users.map((file) => path.relative(classicLib, file)).sort(), [
    'theme/DocVersionBanner/index.js',
    'theme/NavbarItem/DocNavbarItem.js',
    'theme/NavbarItem/DocSidebarNavbarItem.js',
    'theme/NavbarItem/DocsVersionDropdownNavbarItem.js',
  ]);
});

test('graphql-docs: the docs plugin still puts the doc map in the version prop, and only useDocById reads it by id', () => {
  const docsLib = path.join(packageDir('@docusaurus/plugin-content-docs'), 'lib');
  assert.match(read(path.join(docsLib, 'props.js')), /docs: toVersionDocsProp\(loadedVersion\)/);
  const client = jsFilesUnder(path.join(docsLib, 'client'));
  const readers = client.filter((file) => /version\.docs\[/.test(read(file)));
  assert.deepEqual(readers.map(rel), [rel(path.join(docsLib, 'client', 'docsUtils.js'))]);
  assert.match(
    read(readers[0]!),
    /export function useDocById\(id\) \{\s*const version = useDocsVersion\(\);[\s\S]{0,120}version\.docs\[id\]/,
  );
});
