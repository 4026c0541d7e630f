/**
 * Schema cycles are cut in the generator's copy of the document (scripts/lib/openapi-cycles.ts):
 * a reference that closes a cycle becomes a link to the schema's page, every other reference stays,
 * and a document without cycles (ours) reaches the generator as it is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { cyclicApi } from '../../scripts/bench/cyclic-api';
import { withSchemaCyclesCut } from '../../scripts/lib/openapi-cycles';
import { cyclicGroups, schemaReferences } from '../../shared/rest-model/cycles';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { operationView } from '../../shared/rest-model/views';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const document = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Order: { type: 'object', properties: { customer: ref('Customer'), address: ref('Address') } },
      Customer: {
        type: 'object',
        properties: { lastOrder: { description: 'Their latest order.', ...ref('Order') }, address: ref('Address') },
      },
      Category: { type: 'object', properties: { children: { type: 'array', items: ref('Category') } } },
      Address: { type: 'object', properties: { city: { type: 'string' } }, example: { $ref: 'not a reference' } },
    },
  },
};

test('the schemas on a cycle are found, a self-reference included, and only those', () => {
  const groups = cyclicGroups(schemaReferences(document.components.schemas));
  assert.deepEqual([...groups.keys()].sort(), ['Category', 'Customer', 'Order']);
  assert.equal(groups.get('Order'), groups.get('Customer'));
  assert.notEqual(groups.get('Order'), groups.get('Category'));
});

test('a reference that closes a cycle becomes a link to its page; the others stay references', () => {
  const { document: cut, cut: names } = withSchemaCyclesCut(document);
  assert.deepEqual(names, ['Category', 'Customer', 'Order']);
  const schemas = cut.components.schemas as Record<string, { properties: Record<string, unknown> }>;
  assert.deepEqual(schemas.Order!.properties.customer, {
    type: 'object',
    title: 'Customer',
    description: 'A Customer object: its fields are on [its own page](/apis/rest/schemas/customer/).',
  });
  assert.deepEqual(schemas.Order!.properties.address, ref('Address'));
  assert.equal((schemas.Customer!.properties.lastOrder as { description: string }).description, 'Their latest order.');
  assert.equal((schemas.Category!.properties.children as { items: { title: string } }).items.title, 'Category');
  assert.equal(cyclicGroups(schemaReferences(cut.components.schemas)).size, 0, 'no cycle is left');
  assert.deepEqual(document.components.schemas.Order.properties.customer, ref('Customer'), 'the input is not changed');
});

test("Pagora's document has no cycle and reaches the generator unchanged", () => {
  const ours = yaml.load(readFileSync('openapi/openapi.yaml', 'utf8')) as Record<string, unknown>;
  assert.equal(withSchemaCyclesCut(ours).document, ours);
});

test('the generated cyclic description: every expandable object is cut, none is left on a cycle', () => {
  const { document: cut, cut: names } = withSchemaCyclesCut(cyclicApi({ resources: 90 }));
  assert.equal(names.length, 450);
  const schemas = (cut.components as { schemas: Record<string, unknown> }).schemas;
  assert.equal(cyclicGroups(schemaReferences(schemas)).size, 0);
});

test('an operation page lists the schemas it shows: a cycle’s other members are named, not entered, so the lists grow linearly', async () => {
  const listed = async (resources: number): Promise<string[][]> => {
    const model = await RestModel.of(cyclicApi({ resources }) as Json);
    return model.operations().map((entry) => operationView(model, entry).schemas);
  };
  const [small, large] = [await listed(10), await listed(30)];
  const total = (lists: string[][]) => lists.reduce((sum, list) => sum + list.length, 0);
  // Through the cycles every member was reachable: at 90 kinds, 230,000 names on 450 pages, 639 on one.
  assert.ok(total(large) <= 3.3 * total(small), `${total(small)} names at 10 kinds, ${total(large)} at 30`);
  assert.ok(Math.max(...large.map((list) => list.length)) < 20);
  assert.deepEqual(large[0], ['Resource001List', 'ListMeta', 'Resource001', 'Error']);
});
