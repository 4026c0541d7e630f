/**
 * The REST reference's row ids (src/components/FieldAnchors) and the one reading of built HTML as
 * text that the search index and the Markdown copies share (scripts/lib/html-text.ts).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import React, { type ReactElement } from 'react';
import { load } from 'cheerio';
import {
  callbackRoot,
  fieldId,
  isIdName,
  isTypeRow,
  parameterRoot,
  requestRoot,
  responseRoot,
  withinCallback,
} from '../../src/components/FieldAnchors/fieldIds';
import { CallbackProvider, FieldRootProvider, FieldRow } from '../../src/components/FieldAnchors';
import { isSkippedElement } from '../../scripts/lib/html-text';
import { htmlPage } from '../../scripts/llms/html-pages';
import { recordsFromHtml } from '../../scripts/lib/search-records';

// react-dom ships no types here; the one function used, typed.
const { renderToStaticMarkup } = createRequire(__filename)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

test('row ids say where a field lives, joined by dots that no heading slug has', () => {
  assert.equal(fieldId(requestRoot, ['customer', 'email']), 'request.customer.email');
  assert.equal(fieldId(responseRoot('200'), ['status']), 'response.200.status');
  assert.equal(fieldId(parameterRoot('query'), ['limit']), 'param.query.limit');
  assert.equal(parameterRoot('header').label, 'Header parameter');
  const callback = callbackRoot('post-paymentStatusChanged', 'POST paymentStatusChanged');
  assert.equal(
    fieldId(withinCallback(callback, requestRoot), ['status']),
    'callback.post-paymentStatusChanged.request.status',
  );
  assert.equal(isIdName('orderId'), true);
  assert.equal(isIdName('property name*'), false);
});

test("a primitive schema's own row (upstream names it by its type) is not a field; a property is", () => {
  const status = { type: 'string', enum: ['PENDING'] };
  assert.equal(isTypeRow('string', status, null, true), true);
  assert.equal(isTypeRow('status', status, null, true), false);
  assert.equal(isTypeRow('string', status, null, false), false, 'nested: a property that happens to be named string');
  assert.equal(isTypeRow('object', { type: 'object' }, 'nested rows', true), false);
});

test('nested rows get their parent path; a callback keeps its ids apart from the operation', () => {
  const e = React.createElement;
  const html = renderToStaticMarkup(
    e(
      'div',
      null,
      e(FieldRootProvider, {
        root: requestRoot,
        children: e(FieldRow, { name: 'customer', children: e(FieldRow, { name: 'email', children: 'x' }) }),
      }),
      e(CallbackProvider, {
        root: callbackRoot('cb', 'POST cb'),
        children: e(FieldRootProvider, {
          root: requestRoot,
          children: e(FieldRow, { name: 'customer', children: 'y' }),
        }),
      }),
      e(FieldRow, { name: 'outside', children: 'z' }),
      e(FieldRootProvider, { root: requestRoot, children: e(FieldRow, { name: 'property name*', children: 'w' }) }),
    ),
  );
  const $ = load(html);
  assert.deepEqual(
    $('[id]')
      .map((_, element) => element.attribs.id)
      .get(),
    ['request.customer', 'request.customer.email', 'callback.cb.request.customer'],
  );
  assert.equal($('[id="request.customer.email"]').attr('data-search-field'), 'customer.email');
  assert.equal($('[id="callback.cb.request.customer"]').attr('data-search-group'), 'Callback POST cb, request body');
});

test('one skip list: controls and chrome are left out of both the search text and the Markdown copies', () => {
  const $ = load(
    '<div role="tablist">curl Python</div><form><input></form><footer>x</footer><div class="hash-link">#</div><p>kept</p>',
  );
  const skipped = $('body')
    .children()
    .toArray()
    .filter((element) => isSkippedElement(element))
    .map((element) => element.tagName);
  assert.deepEqual(skipped, ['div', 'form', 'footer', 'div']);
  const html =
    '<html><head><title>T</title></head><body><article><h1>T</h1><div role="tablist">curl Python</div><p>Shown text.</p><fieldset>Filter</fieldset></article></body></html>';
  const markdown = htmlPage(html, '/t/', 'Site').markdown;
  assert.match(markdown, /Shown text\./);
  assert.doesNotMatch(markdown, /curl Python|Filter/);
  const [record] = recordsFromHtml(html, '/t/');
  assert.equal(record?.content, 'Shown text.');
});
