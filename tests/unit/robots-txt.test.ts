/**
 * scripts/robots: `/robots.txt` lets crawlers read every page and names the sitemap at the site's
 * own address; a writer's static `robots.txt` wins over the generated one.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { robotsTxt, writeRobotsTxt } from '../../scripts/robots';

/** The rules a crawler reads: each `Field: value` line, comments and blank lines left out. */
const rules = (text: string): string[][] =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => /^([^:]+):\s*(.*)$/.exec(line)?.slice(1) ?? [line]);

test('every page may be crawled, and the sitemap is named by its absolute URL under the base URL', () => {
  assert.deepEqual(rules(robotsTxt('https://docs.pagora.com', '/')), [
    ['User-agent', '*'],
    ['Allow', '/'],
    ['Sitemap', 'https://docs.pagora.com/sitemap.xml'],
  ]);
  assert.match(robotsTxt('https://example.org', '/docs/'), /^Sitemap: https:\/\/example\.org\/docs\/sitemap\.xml$/m);
  assert.match(robotsTxt('https://example.org', '/docs'), /^Sitemap: https:\/\/example\.org\/docs\/sitemap\.xml$/m);
});

test('the build writes robots.txt, but keeps one a writer put in a static directory', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'pagora-robots-'));
  assert.equal(writeRobotsTxt(outDir, 'https://docs.pagora.com', '/'), true);
  assert.equal(readFileSync(path.join(outDir, 'robots.txt'), 'utf8'), robotsTxt('https://docs.pagora.com', '/'));

  const withStatic = mkdtempSync(path.join(os.tmpdir(), 'pagora-robots-'));
  writeFileSync(path.join(withStatic, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  assert.equal(writeRobotsTxt(withStatic, 'https://docs.pagora.com', '/'), false);
  assert.equal(readFileSync(path.join(withStatic, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /\n');
});
