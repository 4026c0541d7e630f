/** scripts/bench: the issue-19 budget lines read what the bench measured. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderBlockingStylesheetsOf } from '../../scripts/bench/page-weight';
import { withCriticalCss, stylesheetHrefOf } from '../../plugins/critical-css/critical-css';

const page =
  '<!doctype html><html><head><meta charset=UTF-8><link rel=stylesheet href=/assets/css/styles.1.css /></head><body><link rel=stylesheet href=/late.css></body></html>';

test('a stylesheet link in the head blocks the first paint; one in the body does not count', () => {
  assert.deepEqual(renderBlockingStylesheetsOf(page), ['<link rel=stylesheet href=/assets/css/styles.1.css />']);
  assert.equal(
    renderBlockingStylesheetsOf('<head><link rel="stylesheet" media="screen" href="/a.css"></head>').length,
    1,
  );
});

test('a page rewritten by the critical-CSS step has no render-blocking stylesheet (print media, noscript fallback)', () => {
  const rewritten = withCriticalCss(
    page,
    stylesheetHrefOf(page.split('<body>')[0]!, 'x.html'),
    '.navbar{display:flex}',
  );
  assert.deepEqual(renderBlockingStylesheetsOf(rewritten), []);
});
