/** Every upstream defect the HTML gate accepts is documented in UPGRADING.md, and nothing else is. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acceptedUpstreamMarkup } from '../../scripts/validate/upstream-markup';
import { withEachStylesheetOnce } from '../../scripts/validate/html';
import { root } from './support/sources';

const sectionTitle = '## Upstream markup the validators accept';

function documentedIds(): string[] {
  const upgrading = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
  const start = upgrading.indexOf(sectionTitle);
  assert.ok(start >= 0, `UPGRADING.md has no "${sectionTitle}" section`);
  const next = upgrading.indexOf('\n## ', start + sectionTitle.length);
  const section = upgrading.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^### (\S+)$/gm)].map((match) => match[1] ?? '');
}

test('UPGRADING.md lists exactly the upstream markup the HTML gate accepts', () => {
  assert.deepEqual(documentedIds().sort(), acceptedUpstreamMarkup.map((entry) => entry.id).sort());
});

test('an accepted defect matches only its own markup', () => {
  const codeLine = acceptedUpstreamMarkup.find((entry) => entry.id === 'codeblock-line-div-in-code');
  assert.ok(codeLine);
  const message =
    'Element “div” not allowed as child of element “code” in this context. (Suppressing further errors from this subtree.)';
  assert.equal(codeLine.matches({ type: 'error', message, extract: 'ines_e6Vv><div class=token-line style=' }), true);
  assert.equal(codeLine.matches({ type: 'error', message, extract: '<code><div class=note>' }), false);
  assert.equal(
    codeLine.matches({ type: 'error', message: 'Duplicate ID “type”.', extract: '<div class=token-line' }),
    false,
  );
});

test('CSS messages are accepted only inside the inlined critical stylesheet', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vnu-css-')), 'page.html');
  const head = '<!doctype html><html><head><style data-critical-css>.a{line-clamp:2}</style>';
  writeFileSync(file, `${head}<style>.b{line-clamp:2}</style></head></html>`);
  const inlined = acceptedUpstreamMarkup.find((entry) => entry.id === 'site-stylesheet-css-inlined');
  assert.ok(inlined);
  const message = (column: number, text = "CSS: “line-clamp”: Property “line-clamp” doesn't exist.") => ({
    type: 'error',
    url: `file:${file}`,
    lastLine: 1,
    lastColumn: column,
    message: text,
  });
  const insideCritical = head.indexOf('line-clamp') + 1;
  const insideOther = head.length + '<style>.b{'.length + 1;
  assert.equal(inlined.matches(message(insideCritical)), true);
  assert.equal(inlined.matches(message(insideOther)), false);
  assert.equal(inlined.matches(message(insideCritical, 'Duplicate ID “a”.')), false);
});

test('the HTML gate reads each inlined stylesheet once and every page whole, at the same lines and columns', () => {
  const build = mkdtempSync(path.join(os.tmpdir(), 'pagora-vnu-test-'));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pagora-vnu-test-'));
  const page = (css: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>t</title><style data-critical-css>${css}</style></head>\n<body>${body}</body></html>`;
  const files = [
    ['a/index.html', page('a{color:red}\nb{x:1}', '<p>one</p>')],
    ['b/index.html', page('a{color:red}\nb{x:1}', '<div><p>two</div>')],
    ['c/index.html', page('i{color:blue}', '<p>three</p>')],
  ].map(([name, html]) => {
    const file = path.join(build, name!);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html!);
    return file;
  });
  try {
    const copies = withEachStylesheetOnce(build, files, scratch).map((file) => readFileSync(file, 'utf8'));
    const originals = files.map((file) => readFileSync(file, 'utf8'));
    assert.deepEqual(
      copies.map((copy) => copy.length),
      originals.map((html) => html.length),
    );
    assert.equal(copies[0], originals[0], 'the first page with a stylesheet is checked whole');
    assert.equal(copies[2], originals[2], 'another stylesheet is checked on its first page');
    assert.ok(!copies[1]!.includes('color:red'), 'the repeated stylesheet is blanked');
    assert.ok(copies[1]!.includes('<div><p>two</div>'), "the page's own markup is kept");
    assert.deepEqual(
      copies[1]!.split('\n').map((line) => line.length),
      originals[1]!.split('\n').map((line) => line.length),
      'lines and columns unchanged',
    );
  } finally {
    rmSync(build, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
});
