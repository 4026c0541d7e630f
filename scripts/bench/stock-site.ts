/**
 * A stock Docusaurus site to measure ours beside: the classic preset with nothing configured, built
 * with the same `@docusaurus/*` packages as the site (this checkout's node_modules), holding one doc
 * page with the text of our Getting started guide (its Markdown copy in build/). For any bench that
 * compares a page with what Docusaurus gives out of the box.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StockSite {
  /** The built site. */
  buildDir: string;
  /** Its one doc page. */
  docPath: string;
}

const CONFIG = `module.exports = {
  title: 'Stock',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'ignore',
  markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'ignore' } },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
`;

export async function buildStockSite(root: string, log: (line: string) => void): Promise<StockSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-stock-site-'));
  mkdirSync(path.join(dir, 'docs'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "stock-site", "private": true }\n');
  writeFileSync(path.join(dir, 'docusaurus.config.js'), CONFIG);
  const guide = readFileSync(path.join(root, 'build', 'getting-started', 'index.md'), 'utf8');
  writeFileSync(path.join(dir, 'docs', 'getting-started.md'), guide);
  const started = performance.now();
  execFileSync(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
  });
  log(`[stock-site] built in ${((performance.now() - started) / 1000).toFixed(0)} s at ${dir}`);
  return { buildDir: path.join(dir, 'build'), docPath: '/getting-started/' };
}
