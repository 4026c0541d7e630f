/**
 * `docusaurus build` alone makes the whole site, as a host's default build command runs it: the
 * reference generation and the build-time artefacts (route check, search index, Markdown copies,
 * llms.txt, social cards) are plugins of the site config. The npm build script adds nothing but
 * the split into two processes (scripts/build.ts: bundling, then rendering with the artefacts),
 * made with core's own switches; the browser tests run against a build made this way, so their
 * search and Markdown-copy assertions prove the artefacts come from Docusaurus itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import config from '../../docusaurus.config';
import buildArtefactsPlugin from '../../plugins/build-artefacts';
import referenceGenerationPlugin from '../../plugins/reference-generation';
import devPagesPlugin from '../../plugins/dev-pages';
import { root } from './support/sources';

const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

const pluginPath = (entry: unknown): unknown => (Array.isArray(entry) ? entry[0] : entry);

test('the build scripts run docusaurus build and nothing before or after it', () => {
  assert.equal(scripts.build, 'tsx scripts/build.ts');
  const split = readFileSync(path.join(root, 'scripts/build.ts'), 'utf8');
  assert.deepEqual(
    [...split.matchAll(/docusaurusBuild\(args, (\w+)\)/g)].map((match) => match[1]),
    ['BUNDLE_ONLY', 'RENDER_ONLY'],
    'scripts/build.ts runs docusaurus build twice: bundling, then the rest',
  );
  assert.equal(scripts['build:test'], 'PAGORA_TEST_BUILD=1 npm run build');
  assert.equal(scripts.start, 'docusaurus start');
});

test('the site config generates the references first and writes the artefacts in postBuild', () => {
  const plugins = config.plugins ?? [];
  assert.equal(
    pluginPath(plugins[0]!),
    './plugins/reference-generation/index.ts',
    'reference generation is the first plugin',
  );
  const artefacts = plugins.find((entry) => pluginPath(entry) === './plugins/build-artefacts/index.ts');
  assert.ok(Array.isArray(artefacts), 'plugins/build-artefacts is registered with its options');
  const context = { siteDir: root } as LoadContext;
  const plugin = buildArtefactsPlugin(context, artefacts[1] as Parameters<typeof buildArtefactsPlugin>[1]);
  assert.equal(typeof plugin.postBuild, 'function');
});

test('the sitemap hands its routes to the artefacts, in sitemap order, per base URL', async () => {
  const artefacts = (config.plugins ?? []).find((entry) => pluginPath(entry) === './plugins/build-artefacts/index.ts');
  const { sitemap } = (artefacts as [string, Parameters<typeof buildArtefactsPlugin>[1]])[1];
  const classic = (config.presets?.[0] as [string, { sitemap?: { createSitemapItems?: unknown } }])[1];
  assert.equal(classic.sitemap?.createSitemapItems, sitemap.createSitemapItems, 'the preset passes the same hook');

  const items = ['/b/', '/a/', '/c/d/'].map((route) => ({ url: `https://docs.pagora.com${route}`, lastmod: null }));
  type Params = Parameters<typeof sitemap.createSitemapItems>[0];
  const params = {
    siteConfig: { baseUrl: '/' },
    defaultCreateSitemapItems: async () => items,
  } as unknown as Params;
  const pending = sitemap.routes('/');
  assert.deepEqual(await sitemap.createSitemapItems(params), items, 'the sitemap keeps its items');
  assert.deepEqual(await pending, ['/b/', '/a/', '/c/d/']);

  const other = { ...params, siteConfig: { baseUrl: '/fr/' } } as unknown as Params;
  const french = sitemap.routes('/fr/');
  await sitemap.createSitemapItems({ ...other, defaultCreateSitemapItems: async () => items.slice(0, 1) } as Params);
  assert.deepEqual(await french, ['/b/']);
});

/** A scratch site with `openapi` as its OpenAPI document and the project's node_modules (for the linter). */
function siteWith(openapi: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-generator-'));
  mkdirSync(path.join(dir, 'openapi'));
  copyFileSync(openapi, path.join(dir, 'openapi', 'openapi.yaml'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

test('in the dev server every docs page compiles when first opened; the build compiles every page', () => {
  const site = '/site';
  const lazyCompilationMiddleware = () => () => undefined;
  const currentBundler = { name: 'rspack', instance: { lazyCompilationMiddleware } };
  const plugin = devPagesPlugin({ siteDir: site, currentBundler } as unknown as LoadContext);
  const configure = (mode: string, isServer: boolean) =>
    plugin.configureWebpack!({ mode } as never, isServer, {} as never, undefined) as {
      lazyCompilation?: { test: unknown };
      devServer: { compress?: boolean };
      module: { rules: { include: string; use: { options: object }[] }[] };
    };
  assert.deepEqual(configure('production', false), {}, 'the build compiles every page as before');
  assert.deepEqual(configure('development', true), {});
  // A RegExp that Rspack tests in Rust: with a JS function, some cold starts aborted (lazy-compilation.ts).
  const lazy = configure('development', false).lazyCompilation!.test;
  assert.ok(lazy instanceof RegExp, 'lazyCompilation.test is a RegExp');
  for (const page of [
    'apis/rest/create-pet.api.mdx',
    'apis/graphql/types/objects/payment.mdx',
    'docs/getting-started.mdx',
  ])
    assert.equal(lazy.test(path.join(site, page)), true, `${page} compiles when first opened`);
  for (const module of ['src/pages/index.tsx', 'src/components/Fact/index.tsx', 'docsearch/docs/x.js'])
    assert.equal(lazy.test(path.join(site, module)), false, `${module} is compiled at start`);
  assert.equal(configure('development', false).devServer.compress, false, 'the dev server sends files as they are');
  const [registryRule] = configure('development', false).module.rules;
  assert.equal(registryRule!.include, path.join(site, '.docusaurus'));
  assert.deepEqual(registryRule!.use[0]!.options, {
    prefixes: ['@site/docs/', '@site/apis/rest/', '@site/apis/graphql/'],
  });
});

test('reference generation runs in the build process before the plugin returns, and a bad source stops the build', async () => {
  const previous = process.cwd();
  const fixtures = path.join(root, 'tests/fixtures');
  try {
    // The generator reads and writes paths relative to the site, as `docusaurus build` runs it.
    const working = siteWith(path.join(fixtures, 'api-shapes/legacy.openapi.yaml'));
    process.chdir(working);
    const plugin = await referenceGenerationPlugin({ siteDir: working } as LoadContext);
    assert.equal(plugin.name, 'pagora-reference-generation');
    assert.ok(existsSync(path.join(working, 'apis/rest/create-pet.api.mdx')), 'the operation page is there');

    const failing = siteWith(path.join(fixtures, 'bad-input/yaml-syntax.openapi.yaml'));
    process.chdir(failing);
    await assert.rejects(
      referenceGenerationPlugin({ siteDir: failing } as LoadContext),
      /reference generation stopped; previous pages kept\.\nopenapi\/openapi\.yaml:\d+:\d+: YAML does not parse/,
    );
  } finally {
    process.chdir(previous);
  }
});
