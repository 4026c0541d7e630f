/** plugins/rest-docs: an operation page's metadata no longer carries the operation a second time. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withoutApiFrontMatter } from '../../plugins/rest-docs/index';

test("a doc's metadata loses frontMatter.api and keeps every other key", () => {
  const doc = {
    id: 'payments-create',
    title: 'Create a payment',
    frontMatter: { id: 'payments-create', api: 'eJzsfety20iy5qt', proxy: 'https://proxy.test', hide_send_button: true },
  };
  assert.deepEqual(withoutApiFrontMatter(doc), {
    id: 'payments-create',
    title: 'Create a payment',
    frontMatter: { id: 'payments-create', proxy: 'https://proxy.test', hide_send_button: true },
  });
  // The input is not changed (the docs plugin keeps using its own objects).
  assert.equal(doc.frontMatter.api, 'eJzsfety20iy5qt');
});

test('data without an api front matter passes through as the same value', () => {
  for (const data of [{ frontMatter: { schema: true } }, { id: 'x' }, 'raw string', null]) {
    assert.equal(withoutApiFrontMatter(data), data);
  }
});
