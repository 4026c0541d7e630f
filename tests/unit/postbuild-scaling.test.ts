/**
 * Post-build steps whose cost grew faster than the site: the llms.txt sidebar merge (every REST page
 * lists the whole REST sidebar) and the lookup of each GraphQL page's schema entity. Their output
 * must stay what the straightforward versions gave, and the schema must be walked once, not per page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { graphqlSlug } from '../../config/api-crosslinks';
import { mergeOrders } from '../../scripts/llms/llms-txt';
import { GraphqlPages, typeFolder } from '../../scripts/llms/graphql-pages';
import { root } from './support/sources';

/** The merge as first written (insert each new route after its predecessor in an array): the specification. */
function referenceMerge(lists: ReadonlyArray<readonly string[]>): string[] {
  const order: string[] = [];
  for (const list of lists) {
    let previous: string | undefined;
    for (const route of list) {
      if (!order.includes(route)) order.splice(previous === undefined ? 0 : order.indexOf(previous) + 1, 0, route);
      previous = route;
    }
  }
  return order;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

test('mergeOrders gives the order the array merge gave, for sidebars of every shape', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const random = seeded(seed);
    const routes = Array.from({ length: 1 + Math.floor(random() * 40) }, (_, index) => `/r${index}/`);
    // Partial sidebars: random subsequences of one full order, sometimes shuffled or with repeats.
    const lists = Array.from({ length: Math.floor(random() * 12) }, () => {
      const list = routes.filter(() => random() < 0.5);
      if (random() < 0.3) list.sort(() => random() - 0.5);
      if (random() < 0.2 && list.length > 0) list.push(list[Math.floor(random() * list.length)]!);
      return list;
    });
    assert.deepEqual(mergeOrders(lists), referenceMerge(lists), `seed ${seed}: ${JSON.stringify(lists)}`);
  }
});

test('mergeOrders of expanded sidebars places every route once, in sidebar order', () => {
  const full = Array.from({ length: 300 }, (_, index) => `/apis/rest/op-${index}/`);
  const lists = full.map(() => full);
  assert.deepEqual(mergeOrders([full.slice(0, 10), ...lists]), full);
});

test('each GraphQL doc id finds the entity a scan of the schema finds, and the schema is indexed once', () => {
  const schema = buildSchema(readFileSync(path.join(root, 'graphql/schema.graphql'), 'utf8'));
  let typeMapReads = 0;
  const getTypeMap = schema.getTypeMap.bind(schema);
  schema.getTypeMap = () => {
    typeMapReads += 1;
    return getTypeMap();
  };
  const pages = new GraphqlPages(schema, () => true);
  const types = Object.values(getTypeMap()).filter((type) => !type.name.startsWith('__'));
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  assert.ok(query && mutation && types.length > 100, 'the schema has root types and many types');
  const readsAfterIndexing = typeMapReads;

  for (const type of types) {
    const entity = pages.entity(`types/${typeFolder(type)}/${graphqlSlug(type.name)}`);
    assert.equal(entity?.kind === 'type' ? entity.type : undefined, type, type.name);
  }
  for (const [folder, root] of [
    ['queries', query],
    ['mutations', mutation],
  ] as const) {
    for (const field of Object.values(root.getFields())) {
      const entity = pages.entity(`operations/${folder}/${graphqlSlug(field.name)}`);
      assert.equal(entity?.kind === 'operation' ? entity.field : undefined, field, `${folder} ${field.name}`);
    }
  }
  for (const directive of schema.getDirectives()) {
    const entity = pages.entity(`types/directives/${graphqlSlug(directive.name)}`);
    assert.equal(entity?.kind === 'directive' ? entity.directive : undefined, directive, directive.name);
  }
  const object = types.find(isObjectType)!;
  for (const missing of [
    'types/objects/no-such-type',
    `types/enums/${graphqlSlug(object.name)}`,
    'operations/queries',
    'guides/objects/payment',
    `types/objects/${graphqlSlug(object.name)}/extra`,
  ])
    assert.equal(pages.entity(missing), undefined, missing);
  assert.equal(typeMapReads, readsAfterIndexing, `${types.length} page lookups read the whole type map again`);
});
