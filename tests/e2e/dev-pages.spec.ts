/**
 * The writer's loop in `npm start` (plugins/dev-pages): a saved guide is updated where it is on
 * screen, the layout around it is not rebuilt and the scroll position stays; a change the layout reads
 * (a new heading, in the table of contents) still reaches it. Runs the real dev server, Rspack with
 * lazy pages, on a two-page site with the plugin, so the run is short.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 150_000;

let site: string;
let server: ChildProcess;
let origin: string;

const paragraphs = Array.from({ length: 40 }, (_, index) => `Paragraph ${index + 1} of a long guide.`).join('\n\n');

test.describe.configure({ mode: 'serial', timeout: START_TIMEOUT_MS + 60_000 });

test.beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'pagora-dev-pages-'));
  mkdirSync(path.join(site, 'docs'));
  writeFileSync(
    path.join(site, 'docs', 'guide.mdx'),
    `---\ntitle: A guide\n---\n\n## First section\n\n${paragraphs}\n`,
  );
  writeFileSync(path.join(site, 'docs', 'other.mdx'), '---\ntitle: Another guide\n---\n\nSome text.\n');
  writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    `module.exports = ${JSON.stringify({
      title: 'Dev pages',
      url: 'https://example.com',
      baseUrl: '/',
      future: { v4: true, faster: true },
      presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false }]],
      plugins: [path.join(root, 'plugins/dev-pages/index.ts')],
    })};\n`,
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  const port = Number(process.env.E2E_DEV_PORT);
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    { cwd: site, detached: true, stdio: 'ignore', env: { ...process.env, BROWSER: 'none' } },
  );
  await expect
    .poll(async () => (await fetch(`${origin}/guide/`).catch(() => undefined))?.status, { timeout: START_TIMEOUT_MS })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(site, { recursive: true, force: true });
});

test('a saved guide is updated in place; a new heading reaches the table of contents', async ({ page }) => {
  await page.goto(`${origin}/guide/`);
  await expect(page.getByRole('heading', { level: 1, name: 'A guide' })).toBeVisible({ timeout: 60_000 });
  await page.evaluate('window.scrollTo(0, 600); document.querySelector(".navbar").dataset.kept = "yes"');
  const scrolled = await page.evaluate('window.scrollY');
  expect(scrolled).toBeGreaterThan(0);

  const guide = path.join(site, 'docs', 'guide.mdx');
  appendFileSync(guide, '\nA sentence the writer just saved.\n');
  await expect(page.getByText('A sentence the writer just saved.')).toBeAttached({ timeout: 30_000 });
  // Rebuilt from scratch, the layout would be new elements, without the mark, scrolled back to the top.
  expect(await page.evaluate('document.querySelector(".navbar").dataset.kept')).toBe('yes');
  expect(await page.evaluate('window.scrollY')).toBe(scrolled);

  writeFileSync(guide, `${readFileSync(guide, 'utf8')}\n## A section just added\n\nIts text.\n`);
  await expect(page.locator('.table-of-contents').getByRole('link', { name: 'A section just added' })).toBeAttached({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'A section just added' })).toBeVisible();
});
