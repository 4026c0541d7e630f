/** plugins/critical-css: which rules a page gets inline, and how its head is rewritten. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  criticalRulesFor,
  layoutGroupOf,
  stylesheetHrefOf,
  withCriticalCss,
  wordsOf,
} from '../../plugins/critical-css/critical-css';
import { inlineCriticalCss } from '../../plugins/critical-css/index';

const css = [
  ':root{--accent:#0b5cff}',
  '.navbar{display:flex}',
  '[data-theme=dark] .navbar{background:#000}',
  '.table-of-contents{font-size:.8rem}',
  '.menu__link:hover{color:var(--accent)}',
  '@media (max-width:996px){.navbar{padding:0}.pagination-nav{display:none}}',
].join('');

const page = (htmlClass: string, body: string, href = '/assets/css/styles.1.css') =>
  `<!doctype html><html lang=en class="${htmlClass}"><head><meta name=generator content="Docusaurus v3.10.2"><link rel=stylesheet href=${href} /><script>document.documentElement.setAttribute("data-theme","dark")</script></head><body>${body}</body></html>`;

test('a page gets the rules its markup can match, in source order, with colour-mode rules and media queries', async () => {
  const html = page(
    'plugin-docs',
    '<nav class="navbar"><a class="menu__link">Payments</a></nav><p>table-of-contents pagination-nav</p>',
  );
  const rules = await criticalRulesFor(css, wordsOf(html));
  assert.equal(
    rules.replace(/\s+/g, ''),
    ':root{--accent:#0b5cff}.navbar{display:flex}[data-theme=dark].navbar{background:#000}.menu__link:hover{color:var(--accent)}@media(max-width:996px){.navbar{padding:0}}',
  );
});

test('pages of one layout share a group whatever their doc id', () => {
  const a = page('docs-wrapper plugin-id-rest docs-doc-page docs-doc-id-payments-create', '');
  const b = page('docs-wrapper plugin-id-rest docs-doc-page docs-doc-id-refunds-create', '');
  const c = page('docs-wrapper plugin-id-graphql docs-doc-page docs-doc-id-payments-create', '');
  assert.equal(layoutGroupOf(a), layoutGroupOf(b));
  assert.notEqual(layoutGroupOf(a), layoutGroupOf(c));
});

test('the stylesheet link is found quoted or not; a page with two is an error naming it', () => {
  assert.equal(stylesheetHrefOf(page('x', ''), 'a/index.html').href, '/assets/css/styles.1.css');
  assert.equal(stylesheetHrefOf('<link rel="stylesheet" href="/s.css">', 'b.html').href, '/s.css');
  assert.throws(
    () => stylesheetHrefOf('<link rel=stylesheet href=/a.css><link rel=stylesheet href=/b.css>', 'guides/x/index.html'),
    /guides\/x\/index\.html: expected one <link rel=stylesheet>.*found 2/,
  );
});

test('the head gets the rules inline and the full stylesheet without blocking the first paint', () => {
  const html = page('x', '<p>Hi</p>');
  const out = withCriticalCss(html, stylesheetHrefOf(html, 'x.html'), '.navbar{display:flex}');
  assert.match(
    out,
    /<style data-critical-css>\.navbar\{display:flex\}<\/style><link rel="stylesheet" href="\/assets\/css\/styles\.1\.css" media="print" onload="this\.media='all'"><noscript><link rel="stylesheet" href="\/assets\/css\/styles\.1\.css"><\/noscript><script>/,
  );
  assert.doesNotMatch(out, /<link rel=stylesheet href=\/assets/);
});

test('a built site: every rendered page is rewritten once, per layout group; static HTML is left alone', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
  mkdirSync(path.join(outDir, 'guides'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets/css/styles.1.css'), css);
  writeFileSync(path.join(outDir, 'index.html'), page('plugin-pages', '<nav class="navbar"></nav>'));
  // As Docusaurus 4 writes it: attributes quoted, the link self-closed.
  writeFileSync(
    path.join(outDir, 'guides/index.html'),
    page('plugin-docs docs-doc-id-a', '<nav class="table-of-contents"></nav>')
      .replace('<meta name=generator', '<meta name="generator"')
      .replace(
        '<link rel=stylesheet href=/assets/css/styles.1.css />',
        '<link rel="stylesheet" href="/assets/css/styles.1.css" />',
      ),
  );
  const staticPage = '<!doctype html><html><head><link rel=stylesheet href=/x.css></head></html>';
  writeFileSync(path.join(outDir, 'static.html'), staticPage);

  assert.deepEqual(await inlineCriticalCss(outDir), { pages: 2, groups: 2 });
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const guide = readFileSync(path.join(outDir, 'guides/index.html'), 'utf8');
  assert.match(home, /<style data-critical-css>[^<]*\.navbar\{display:flex\}/);
  assert.doesNotMatch(home, /table-of-contents\{/);
  assert.match(guide, /\.table-of-contents\{font-size:\.8rem\}/);
  assert.equal(readFileSync(path.join(outDir, 'static.html'), 'utf8'), staticPage);
  // Run twice (a postBuild step retried on the same output): the page now has two stylesheet links.
  await assert.rejects(inlineCriticalCss(outDir), /index\.html: expected one <link rel=stylesheet>/);
});
