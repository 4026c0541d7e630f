/**
 * Every GraphQL operation shown in the guides and on the GraphQL landing page must validate against
 * graphql/schema.graphql: the fields, arguments and input types it uses exist.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { Kind, parse, validate } from 'graphql';
import { codeBlocks, graphqlSchema, guideFiles, root } from './support/sources';
import { curlCalls } from './support/curl';

const files = [...guideFiles(), path.join(root, 'apis/graphql/index.mdx')];

interface Sample {
  where: string;
  query: string;
}

const samples: Sample[] = files.flatMap((file) =>
  codeBlocks(file).flatMap((block): Sample[] => {
    const where = `${block.file}:${block.line}`;
    if (block.lang === 'graphql') return [{ where, query: block.code }];
    if (/^(bash|sh|shell)$/.test(block.lang) && block.code.includes('graphql.pagora.com')) {
      return curlCalls(block.code)
        .filter((call) => call.url.hostname === 'graphql.pagora.com' && call.body)
        .map((call) => ({ where, query: (JSON.parse(call.body!) as { query: string }).query }));
    }
    return [];
  }),
);

test('there are GraphQL samples to check', () => {
  assert.ok(samples.length >= 5, `found only ${samples.length} GraphQL samples`);
});

for (const sample of samples) {
  test(`${sample.where} is a valid operation against the schema`, () => {
    const document = parse(sample.query);
    const definesTypes = document.definitions.some(
      (definition) => definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION,
    );
    if (definesTypes) return; // an SDL excerpt, not an operation
    const errors = validate(graphqlSchema(), document);
    assert.deepEqual(
      errors.map((error) => error.message),
      [],
      `${sample.where}: the sample does not validate against graphql/schema.graphql`,
    );
  });
}
