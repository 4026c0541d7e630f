/**
 * plugins/facts-at-build, compiled with @mdx-js/mdx (the compiler Docusaurus's mdx-loader runs): a
 * data element (`<Fact>`, `<RetrySchedule />`, `<TestCards />`…) becomes the text, list or table it
 * stands for at build, with no import and no component left for the browser; a page that binds the name
 * itself keeps its own; an element naming nothing in the data stops the build with file and line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { compile as compileMdx } from '@mdx-js/mdx';
import remarkFactsAtBuild from '../../plugins/facts-at-build';
import { dataComponentNames } from '../../shared/data-components';
import { inlineFacts } from '../../data/inline-facts';
import { retryScheduleTable, statusCodesTable } from '../../data/fact-tables';
import { guideFiles, root } from './support/sources';

// @mdx-js/mdx is ESM only; the tests run as CommonJS.
const compile = async (...args: Parameters<typeof compileMdx>) => (await import('@mdx-js/mdx')).compile(...args);

async function compiled(source: string, filePath = 'docs/page.mdx'): Promise<string> {
  const file = await compile({ value: source, path: filePath }, { remarkPlugins: [remarkFactsAtBuild] });
  return String(file);
}

/** The page as the reader gets it: the compiled MDX run with React's server renderer. */
async function rendered(source: string): Promise<string> {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  // react-dom ships no types of its own (as in field-anchors.test.ts).
  const { renderToStaticMarkup } = createRequire(__filename)('react-dom/server') as {
    renderToStaticMarkup: (element: unknown) => string;
  };
  const { createElement } = await import('react');
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkFactsAtBuild] });
  return renderToStaticMarkup(createElement(Content));
}

test('inline facts become text in their sentence, with their code and links, and nothing is imported', async () => {
  const html = await rendered(
    'Answer within <Fact name="callbackTimeout" />, or Pagora tries again <RetrySchedule />.\n',
  );
  assert.match(html, new RegExp(`^<p>Answer within ${inlineFacts.callbackTimeout}, or Pagora tries again \\d`));
  const code = await compiled('Within <Fact name="callbackTimeout" />.\n\n<TestCards filter="decline" />\n');
  const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
  assert.deepEqual(imported, ['react/jsx-runtime'], 'no component module is imported');
  assert.doesNotMatch(code, /_jsx\((Fact|TestCards),/, 'no data component is left to render in the browser');
});

test('a fact table keeps its caption, header scopes, row headers and row anchors', async () => {
  const html = await rendered('<RetrySchedule format="table" />\n\n<StatusCodes />\n');
  const schedule = retryScheduleTable();
  assert.ok(schedule.caption);
  assert.ok(
    html.includes(`<table><caption>${schedule.caption}</caption><thead><tr><th scope="col">`),
    html.slice(0, 300),
  );
  const anchored = statusCodesTable().rows.filter((row) => row.anchor);
  assert.ok(anchored.length > 10);
  for (const row of anchored) assert.ok(html.includes(`<tr id="${row.anchor}">`), row.anchor);
});

test('code in a link’s text is code, not backticks (the outcome explorer’s table links each input and code)', async () => {
  const html = await rendered('<TestOutcomes />\n');
  assert.match(
    html,
    /<th scope="row"><a href="\/testing\/outcome-explorer\/\?card=\d+"><code>4571 0000 0000 0100<\/code><\/a><\/th>/,
  );
  assert.match(html, /<a href="\/errors\/#status-code-000"><code>000<\/code><\/a>/);
  assert.doesNotMatch(html, /`/, 'a backtick is shown');
});

test('a list element becomes a list; a table inside a sentence is refused with file and line', async () => {
  const html = await rendered('<ScaScope list="exemptions" />\n');
  assert.match(html, /^<ul>\n?<li>/);
  await assert.rejects(
    compiled('See <TestCards /> here.\n', 'docs/testing.mdx'),
    /docs\/testing\.mdx:1:5: <TestCards \/> is a table/,
  );
});

test('an element naming nothing in the data stops the build with file, line and the element', async () => {
  await assert.rejects(
    compiled('# T\n\nWithin <Fact name="noSuchFact" />.\n', 'docs/guides/x.mdx'),
    /docs\/guides\/x\.mdx:3:8: <Fact name="noSuchFact" \/> names nothing in data/,
  );
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
  assert.match(code, /_jsx\(StatusCodes, \{/);
  assert.match(code, /_jsx\(TestCards, \{/);
  assert.doesNotMatch(code, /_jsx\(ScaScope,/);
});

test('a page without data elements is compiled unchanged', async () => {
  const source = '# Payments\n\n<details><summary>More</summary>Text</details>\n';
  assert.equal(await compiled(source), String(await compile({ value: source, path: 'docs/page.mdx' })));
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

test('no guide imports a data element: they are written without one', () => {
  const names = dataComponentNames.join('|');
  for (const file of guideFiles()) {
    const text = readFileSync(file, 'utf8');
    assert.doesNotMatch(text, new RegExp(`^import (${names}) from`, 'm'), file);
  }
});
