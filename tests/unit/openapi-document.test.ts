/**
 * The shared OpenAPI reader (shared/openapi-document.ts) follows references for the tests that need
 * to know where the target lives (openapi-examples compiles a validator there) and for the REST call
 * check's parameter lookup: hop by hop, with the target's JSON pointer, and a located error on a
 * reference to nothing, a cycle or a non-local reference.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OpenApiDocument } from '../../shared/openapi-document';

const document = {
  paths: {
    '/payments/{id}': {
      get: {
        parameters: [{ $ref: '#/components/parameters/Limit' }, { name: 'id', in: 'path' }],
        responses: { '404': { $ref: '#/components/responses/Missing' } },
      },
    },
  },
  components: {
    parameters: { Limit: { $ref: '#/components/parameters/PageSize' }, PageSize: { name: 'limit', in: 'query' } },
    responses: { Missing: { description: 'Not found' }, Loop: { $ref: '#/components/responses/Loop' } },
    schemas: { 'a/b~c': { type: 'string' } },
  },
};

test('a chain of references ends at the last target, with its pointer', async () => {
  const refs = await OpenApiDocument.of(document);
  const parameter = document.paths['/payments/{id}'].get.parameters[0];
  assert.deepEqual(refs.resolveWithPointer(parameter, '/paths/~1payments~1{id}/get/parameters/0'), {
    node: { name: 'limit', in: 'query' },
    pointer: '/components/parameters/PageSize',
  });
  assert.deepEqual(refs.follow(parameter), { name: 'limit', in: 'query' });
});

test('an inline object is its own target; escaped pointer tokens resolve', async () => {
  const refs = await OpenApiDocument.of(document);
  const inline = document.paths['/payments/{id}'].get.parameters[1];
  assert.deepEqual(refs.resolveWithPointer(inline, '/here'), { node: inline, pointer: '/here' });
  assert.deepEqual(refs.resolveWithPointer({ $ref: '#/components/schemas/a~1b~0c' }, '/x').node, { type: 'string' });
});

test('a reference to nothing, a cycle and an external reference name where they are', async () => {
  const refs = await OpenApiDocument.of(document);
  assert.throws(
    () => refs.resolveWithPointer({ $ref: '#/components/responses/Gone' }, '/paths/x'),
    /"#\/components\/responses\/Gone" at #\/paths\/x points to nothing/,
  );
  assert.throws(() => refs.resolveWithPointer({ $ref: '#/components/responses/Loop' }, '/paths/y'), /cycle .*Loop/);
  assert.throws(
    () => refs.resolveWithPointer({ $ref: 'other.yaml#/A' }, '/paths/z'),
    /only local \$refs .* at #\/paths\/z/,
  );
});
