/**
 * A guide with broken MDX, a broken link, a broken anchor or invalid front matter stops the build
 * with a message naming the file (and the line where Docusaurus knows it); the guide sources are
 * left untouched. Hostile text builds and renders as text. Each case builds a tiny site that uses
 * the same strict build checks as the real one (plugins/facts-check/build-checks.ts).
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

function siteWith(...guides: string[]): { dir: string; guides: string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-bad-guide-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `import { strictBuildChecks } from ${JSON.stringify(path.join(root, 'plugins/facts-check/build-checks'))};
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
  return {
    dir,
    guides: guides.map((fixture) => {
      const guide = path.join(dir, 'docs', fixture);
      copyFileSync(path.join(fixtures, fixture), guide);
      return guide;
    }),
  };
}

function build(dir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--no-minify'], {
    cwd: dir,
    encoding: 'utf8',
    env: scratchBuildEnv,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface BadGuide {
  fixture: string;
  expect: RegExp[];
}

/**
 * The bad guides, by the build that shows them. MDX that does not compile and a Markdown link to a
 * missing file are both module errors of the bundler, which reports every file's at once, so they
 * share a build (one build fewer: about 6 s of a two-core machine). A front-matter problem stops the
 * build while the docs load, at the first bad file, and a broken anchor is found only once every page
 * is rendered: each of those has a build of its own.
 */
const builds: BadGuide[][] = [
  [
    { fixture: 'mdx-syntax.mdx', expect: [/MDX compilation failed for file "[^"]*mdx-syntax\.mdx"/] },
    {
      fixture: 'broken-link.mdx',
      expect: [/`\.\/does-not-exist\.mdx` in source file "docs\/broken-link\.mdx" \(8:\d+\)/],
    },
  ],
  [{ fixture: 'broken-anchor.mdx', expect: [/broken-anchor/, /#no-such-heading/] }],
  [{ fixture: 'bad-front-matter.mdx', expect: [/bad-front-matter\.mdx/] }],
  [
    {
      fixture: 'missing-description.mdx',
      expect: [/docs\/missing-description\.mdx: front matter `description` is missing/],
    },
  ],
];

/** Each build once, run by the first of its guides' tests. */
const builtOnce = new Map<BadGuide[], { status: number | null; output: string; sources: Map<string, string> }>();
function buildOf(guides: BadGuide[]) {
  let result = builtOnce.get(guides);
  if (!result) {
    const site = siteWith(...guides.map((bad) => bad.fixture));
    const sources = new Map(site.guides.map((guide) => [guide, readFileSync(guide, 'utf8')]));
    result = { ...build(site.dir), sources };
    builtOnce.set(guides, result);
  }
  return result;
}

describe('bad guides', () => {
  for (const guides of builds)
    for (const bad of guides) {
      test(`${bad.fixture} stops the build and names the file`, () => {
        const { status, output, sources } = buildOf(guides);
        assert.notEqual(status, 0, `the build must fail:\n${output.slice(-2000)}`);
        for (const pattern of bad.expect) assert.match(output, pattern);
        for (const [guide, before] of sources)
          assert.equal(readFileSync(guide, 'utf8'), before, `${path.basename(guide)} must not change`);
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
