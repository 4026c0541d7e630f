/**
 * UPGRADING.md lists every coupling to an upstream internal. These tests scan the code for them
 * (bundler swaps, the SSR template copy, shadowed theme components, `@theme-original`/`@theme-init`
 * imports, deep `lib/`/`internal`/`@generated/` imports, hand-typed upstream modules) so a new one
 * cannot be added without its row, and a row cannot outlive its coupling.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { couplingsInCode, couplingsListed, isDeepImport, repoPathExists } from './support/couplings';

const isRepoPath = (name: string) => /^(src|plugins|config|scripts|shared|tests)\//.test(name);

test('every coupling in the code has a row in UPGRADING.md', () => {
  const listed = new Set(couplingsListed().map((entry) => entry.name));
  const missing = [...couplingsInCode()].filter(([name]) => !listed.has(name));
  assert.deepEqual(
    missing.map(([name, where]) => `${name} (${where})`),
    [],
    'add these to a "## Couplings" table of UPGRADING.md: what it changes, why, which test guards it',
  );
});

test('every row of UPGRADING.md names a coupling that still exists', () => {
  const inCode = couplingsInCode();
  const stale = couplingsListed().filter(({ name }) => {
    if (inCode.has(name)) return false;
    // Couplings the scan cannot see (a plugin relying on an upstream key or route prop) must at least exist.
    return !(isRepoPath(name) && repoPathExists(name));
  });
  assert.deepEqual(
    stale.map(({ name, line }) => `UPGRADING.md:${line}: ${name}`),
    [],
    'remove these rows or fix their names',
  );
});

test('the scan finds each kind of coupling (so an empty scan cannot pass)', () => {
  const names = [...couplingsInCode().keys()];
  for (const pattern of [
    /^plugins\/idle-prefetch$/,
    /^plugins\/lib\/module-swaps\.ts$/,
    /^config\/ssr-template\.ts$/,
    /^src\/theme\/CodeBlock\/Content$/,
    /^@theme-original\//,
    /^@theme-init\//,
    /\/lib\//,
    /\/internal$/,
    /^@generated\//,
    /^@theme\/ApiExplorer$/,
  ]) {
    assert.ok(
      names.some((name) => pattern.test(name)),
      `no coupling matching ${pattern}`,
    );
  }
});

test('deep imports are told apart from public entry points', () => {
  for (const deep of [
    '@docusaurus/core/lib/client/flat',
    '@docusaurus/theme-common/internal',
    'docusaurus-plugin-openapi-docs/lib/markdown',
    '@generated/routes',
  ]) {
    assert.ok(isDeepImport(deep), deep);
  }
  for (const open of [
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-docs/client',
    '@site/src/hydration',
    './lib/x',
    'node:path',
    '@graphql-markdown/docusaurus/mdx',
  ]) {
    assert.ok(!isDeepImport(open), open);
  }
});
