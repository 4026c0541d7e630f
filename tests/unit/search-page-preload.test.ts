/**
 * The search page's head script (src/theme/SearchPage/preloadOnQuery.ts): opened on a query, the
 * page preloads the first index file in a form its own `fetch` takes (one download); opened without
 * one, or run again by a client-side navigation, it adds nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { preloadIndexOnQuery } from '../../src/theme/SearchPage/preloadOnQuery';
import { SEARCH_INDEX_PATH } from '../../shared/search/types';

/** Runs the script as the browser would, in a document at `readyState`; returns what it appended to the head. */
function run(search: string, readyState: DocumentReadyState = 'loading'): Array<Record<string, unknown>> {
  const appended: Array<Record<string, unknown>> = [];
  const document = {
    readyState,
    createElement: (tagName: string) => ({ tagName }),
    head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
  };
  runInNewContext(preloadIndexOnQuery, { document, location: { search }, URLSearchParams });
  return appended;
}

test('opened on a query, the page preloads the first index file as its fetch asks for it', () => {
  assert.deepEqual(run('?q=refund'), [
    { tagName: 'link', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: SEARCH_INDEX_PATH },
  ]);
  assert.equal(run('?utm_source=mail&q=create%20payment').length, 1);
});

test('opened without a query, the page downloads nothing before the reader types', () => {
  assert.deepEqual(run(''), []);
  assert.deepEqual(run('?q='), []);
  assert.deepEqual(run('?query=refund'), []);
});

test('run again after the page has loaded (a client-side navigation), it adds nothing', () => {
  assert.deepEqual(run('?q=refund', 'interactive'), []);
  assert.deepEqual(run('?q=refund', 'complete'), []);
});

test('the script can be written into the page as is', () => {
  assert.doesNotMatch(preloadIndexOnQuery, /<\/script|<!--/i);
});
