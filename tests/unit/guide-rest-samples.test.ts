/**
 * Every curl sample that calls the REST API in a guide must be valid against openapi/ (see
 * support/rest-call.ts for what "valid" means).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { codeBlocks, guideFiles, root } from './support/sources';
import { curlCalls } from './support/curl';
import { assertValidRestCall, REST_BASE } from './support/rest-call';

const files = [...guideFiles(), path.join(root, 'apis/rest/index.mdx')];
const samples = files.flatMap((file) =>
  codeBlocks(file)
    .filter((block) => /^(bash|sh|shell|curl)$/.test(block.lang) && block.code.includes(REST_BASE))
    .flatMap((block) =>
      curlCalls(block.code)
        .filter((call) => call.url.href.startsWith(REST_BASE))
        .map((call) => ({ block, call })),
    ),
);

test('guides contain REST curl samples to check', () => {
  assert.ok(samples.length >= 40, `expected many curl samples, found ${samples.length}`);
});

for (const { block, call } of samples) {
  const where = `${block.file}:${block.line}`;
  test(`${where} ${call.method} ${call.url.pathname} is a documented operation with a valid body`, async () => {
    await assertValidRestCall(call, where);
  });
}
