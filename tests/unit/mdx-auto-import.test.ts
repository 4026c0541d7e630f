/**
 * plugins/mdx-auto-import, compiled with @mdx-js/mdx (the compiler Docusaurus's mdx-loader runs): a
 * page using a fact component without an import gets exactly one import of its module, and a page that
 * binds the name itself keeps its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { compile as compileMdx } from '@mdx-js/mdx';
import remarkAutoImport from '../../plugins/mdx-auto-import';
import { mdxAutoImports } from '../../src/components/Facts/modules';
import { guideFiles, root } from './support/sources';

// @mdx-js/mdx is ESM only; the tests run as CommonJS.
const compile = async (...args: Parameters<typeof compileMdx>) => (await import('@mdx-js/mdx')).compile(...args);

async function compiled(source: string): Promise<string> {
  const file = await compile(source, {
    remarkPlugins: [[remarkAutoImport, { modules: mdxAutoImports }]],
  });
  return String(file);
}

const importsOf = (code: string) =>
  [...code.matchAll(/^import (\w+) from "([^"]+)";$/gm)].map((m) => `${m[1]} ${m[2]}`);

test('a page using fact components without imports gets one import per component it uses, and no other', async () => {
  const code = await compiled(
    [
      '# Refunds',
      '',
      'Answer within <Fact name="callbackTimeout" />, or Pagora tries again <RetrySchedule />.',
      '',
      '<TestCards filter="decline" />',
      '',
      'Once more: <Fact name="idempotencyWindow" />.',
    ].join('\n'),
  );
  assert.deepEqual(importsOf(code), [
    `Fact ${mdxAutoImports.Fact}`,
    `RetrySchedule ${mdxAutoImports.RetrySchedule}`,
    `TestCards ${mdxAutoImports.TestCards}`,
  ]);
  // The element is rendered from the imported binding, not looked up among the provider's components.
  assert.match(code, /_jsx\(Fact, \{/);
});

test('a name the page imports or exports itself is left to the page (the REST pages import @theme/StatusCodes)', async () => {
  const code = await compiled(
    [
      'import StatusCodes from "@theme/StatusCodes";',
      'export const TestCards = () => null;',
      '',
      '<StatusCodes id="x" />',
      '',
      '<TestCards />',
      '',
      '<ScaScope list="exemptions" />',
    ].join('\n'),
  );
  assert.deepEqual(importsOf(code).sort(), [`ScaScope ${mdxAutoImports.ScaScope}`, 'StatusCodes @theme/StatusCodes']);
});

test('a page without fact components is compiled unchanged', async () => {
  const source = '# Payments\n\n<details><summary>More</summary>Text</details>\n';
  assert.equal(await compiled(source), String(await compile(source)));
});

test("the MDX compiler these tests use is the one Docusaurus's mdx-loader resolves", () => {
  // Where Node would find core's mdx-loader (nested under core, or hoisted), read from disk: not a dependency of ours.
  const loaderDir = [
    path.join(root, 'node_modules/@docusaurus/core/node_modules/@docusaurus/mdx-loader'),
    path.join(root, 'node_modules/@docusaurus/mdx-loader'),
  ].find((dir) => existsSync(dir));
  assert.ok(loaderDir, '@docusaurus/mdx-loader installed');
  const versionSeenFrom = (dir: string) => {
    for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
      const file = path.join(at, 'node_modules', '@mdx-js', 'mdx', 'package.json');
      if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    }
    return undefined;
  };
  assert.equal(versionSeenFrom(loaderDir), versionSeenFrom(root), 'bump @mdx-js/mdx in package.json with Docusaurus');
});

test('every module listed exists, and every guide that uses a listed component writes no import of it', () => {
  for (const [name, specifier] of Object.entries(mdxAutoImports)) {
    const file = path.join(root, specifier.replace('@site/', ''));
    assert.ok(
      ['.tsx', '.ts', '/index.tsx'].some((ext) => existsSync(file + ext)),
      `${name}: ${specifier}`,
    );
  }
  const names = Object.keys(mdxAutoImports).join('|');
  for (const file of guideFiles()) {
    const text = readFileSync(file, 'utf8');
    assert.doesNotMatch(text, new RegExp(`^import (${names}) from`, 'm'), file);
  }
});
