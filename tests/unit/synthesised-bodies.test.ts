/**
 * A request body the samples make up from its schema when the description gives no example
 * (shared/rest-model `example` with `required`): the required fields and one variant of each
 * `oneOf`/`anyOf` choice, valid against the schema, never every optional field or exclusive variants at once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import yaml from 'js-yaml';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { root } from './support/sources';

test('a body made from its schema has the required fields, one variant of each choice, and validates', async () => {
  const document = yaml.load(
    readFileSync(path.join(root, 'tests/fixtures/api-shapes/shapes.openapi.yaml'), 'utf8'),
  ) as Json;
  const model = await RestModel.of(document);
  const entry = model.operations().find((operation) => operation.id === 'create-refund')!;
  const body = model.sampleOperation(entry).requestBodyExample;
  assert.deepEqual(body, { transfer: 'string', destination: { account: 'string' }, amount: 1 });
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ ...document, $id: 'fixture' });
  const validate = ajv.getSchema('fixture#/components/schemas/RefundRequest')!;
  assert.ok(validate(body), ajv.errorsText(validate.errors));
});
