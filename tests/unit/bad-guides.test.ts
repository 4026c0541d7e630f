/**
 * A guide with broken MDX, a broken link, a broken anchor or invalid front matter stops the build
 * with a message naming the file (and the line where Docusaurus knows it); the guide sources are
 * left untouched. Hostile text builds and renders as text. Each case builds a tiny site that uses
 * the same strict build checks as the real one (config/build-checks.ts).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchBuildEnv } from './support/reference-site';
import { root } from './support/sources';

const fixtures = path.join(root, 'tests/fixtures/bad-guides');

function siteWith(fixture: string): { dir: string; guide: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-bad-guide-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `import { strictBuildChecks } from ${JSON.stringify(path.join(root, 'config/build-checks'))};
export default {
  title: 'Bad input', url: 'https://docs.pagora.com', baseUrl: '/', trailingSlash: true,
  future: { v4: true, faster: true },
  ...strictBuildChecks,
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false, sitemap: false }]],
};
`,
  );
  writeFileSync(
    path.join(dir, 'docs/index.mdx'),
    '---\ntitle: Home\ndescription: A valid page.\n---\n\n## Start\n\nText.\n',
  );
  const guide = path.join(dir, 'docs', fixture);
  copyFileSync(path.join(fixtures, fixture), guide);
  return { dir, guide };
}

function build(dir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--no-minify'], {
    cwd: dir,
    encoding: 'utf8',
    env: scratchBuildEnv,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const failing: Array<{ fixture: string; expect: RegExp[] }> = [
  {
    fixture: 'mdx-syntax.mdx',
    expect: [/mdx-syntax\.mdx/, /MDX compilation failed/],
  },
  {
    fixture: 'broken-link.mdx',
    expect: [/broken-link\.mdx/, /\(8:\d+\)/, /does-not-exist\.mdx/],
  },
  {
    fixture: 'broken-anchor.mdx',
    expect: [/broken-anchor/, /#no-such-heading/],
  },
  { fixture: 'bad-front-matter.mdx', expect: [/bad-front-matter\.mdx/] },
  {
    fixture: 'missing-description.mdx',
    expect: [/docs\/missing-description\.mdx: front matter `description` is missing/],
  },
];

describe('bad guides', { concurrency: 2 }, () => {
  for (const bad of failing) {
    test(`${bad.fixture} stops the build and names the file`, () => {
      const { dir, guide } = siteWith(bad.fixture);
      const before = readFileSync(guide, 'utf8');
      const { status, output } = build(dir);
      assert.notEqual(status, 0, `the build must fail:\n${output.slice(-2000)}`);
      for (const pattern of bad.expect) assert.match(output, pattern);
      assert.equal(readFileSync(guide, 'utf8'), before, 'the guide source must not change');
    });
  }
});

test('hostile text builds and renders as text, not markup', () => {
  const { dir } = siteWith('hostile.mdx');
  const { status, output } = build(dir);
  assert.equal(status, 0, output.slice(-2000));
  const html = readFileSync(path.join(dir, 'build/hostile/index.html'), 'utf8');
  assert.match(html, /&lt;script(&gt;|>)alert\(1\)&lt;\/script/);
  assert.doesNotMatch(html, /<script>alert\(1\)/);
  assert.doesNotMatch(html, /<img src=x onerror/i);
});
