/**
 * The REST page routes the site links to (config/api-crosslinks.ts: the Markdown copies, the webhook
 * pages, the changelog, the cycle links and "Schemas" sections) are the routes
 * docusaurus-plugin-openapi-docs gives its pages: its own slug function (lodash's kebabCase) decides.
 * Names come from our document, the generated cyclic description and the shapes other APIs use.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
// The generator's slug function (lodash ships no declarations here; the shape is one string in, one out).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const kebabCase = require('lodash/kebabCase') as (text: string) => string;
import { restOperationRoute, restSchemaRoute } from '../../config/api-crosslinks';
import { cyclicApi } from '../../scripts/bench/cyclic-api';

interface Document {
  paths: Record<string, Record<string, { operationId?: string }>>;
  components: { schemas: Record<string, unknown> };
}
const documents = [
  yaml.load(readFileSync('openapi/openapi.yaml', 'utf8')) as Document,
  cyclicApi({ resources: 12 }) as unknown as Document,
];
const shapes = [
  'HTTPResponse',
  'Payment_v2',
  'payment.refund',
  'Card3DSResult',
  'V1PaymentIntent',
  'list-payments',
  'getURLForId',
];

const generatorSchemaRoute = (name: string): string =>
  `/apis/rest/schemas/${kebabCase(name.replace(' ', '-').toLowerCase())}/`;

test('schema pages are linked where the generator puts them', () => {
  const names = [...documents.flatMap((document) => Object.keys(document.components.schemas)), ...shapes];
  assert.ok(names.length > 100);
  for (const name of names) assert.equal(restSchemaRoute(name), generatorSchemaRoute(name), name);
});

test('operation pages are linked where the generator puts them', () => {
  const ids = [
    ...documents.flatMap((document) =>
      Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId)),
    ),
    ...shapes,
  ].filter((id): id is string => typeof id === 'string');
  assert.ok(ids.length > 60);
  for (const id of ids) assert.equal(restOperationRoute(id), `/apis/rest/${kebabCase(id)}/`, id);
});
