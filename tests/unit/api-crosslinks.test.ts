/** The REST ↔ GraphQL mapping (config/api-crosslinks.ts) names only things that exist, each on the right side. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isEnumType, isObjectType, type GraphQLFieldMap } from 'graphql';
import { crossLinksByRoute, graphqlSlug, operationCrossLinks, typeCrossLinks } from '../../config/api-crosslinks';
import { graphqlSchema, openapi } from './support/sources';

const operationIds = new Set(
  Object.values(openapi().paths).flatMap((pathItem) =>
    Object.values(pathItem).map((operation) => operation?.operationId),
  ),
);

test('every mapped REST schema exists in openapi/', () => {
  const schemas = openapi().components.schemas;
  for (const link of typeCrossLinks)
    assert.ok(schemas[link.rest], `components.schemas.${link.rest} is not in openapi/openapi.yaml`);
});

test('every mapped REST operation exists in openapi/', () => {
  for (const link of operationCrossLinks)
    assert.ok(operationIds.has(link.rest), `operationId ${link.rest} is not in openapi/openapi.yaml`);
});

test('every mapped GraphQL type exists in graphql/, with the declared kind', () => {
  const schema = graphqlSchema();
  for (const link of typeCrossLinks) {
    const type = schema.getType(link.graphql);
    assert.ok(type, `type ${link.graphql} is not in graphql/schema.graphql`);
    const kindMatches = link.graphqlKind === 'enums' ? isEnumType(type) : isObjectType(type);
    assert.ok(kindMatches, `${link.graphql} is declared as ${link.graphqlKind} but is a ${type.constructor.name}`);
  }
});

test('every mapped GraphQL operation exists in graphql/, on the declared root type', () => {
  const schema = graphqlSchema();
  const roots: Record<string, GraphQLFieldMap<unknown, unknown>> = {
    mutations: schema.getMutationType()?.getFields() ?? {},
    queries: schema.getQueryType()?.getFields() ?? {},
  };
  for (const link of operationCrossLinks) {
    assert.ok(
      roots[link.graphqlKind]?.[link.graphql],
      `${link.graphql} is not a field of the ${link.graphqlKind} root type`,
    );
  }
});

test('a REST enum and its GraphQL twin have the same values', () => {
  const schema = graphqlSchema();
  for (const link of typeCrossLinks.filter((candidate) => candidate.graphqlKind === 'enums')) {
    const type = schema.getType(link.graphql);
    assert.ok(isEnumType(type));
    const restValues = [...(openapi().components.schemas[link.rest]?.enum ?? [])].sort();
    assert.deepEqual(
      type
        .getValues()
        .map((value) => value.name)
        .sort(),
      restValues,
      link.rest,
    );
  }
});

test('no name is mapped twice, so each page links to exactly one counterpart', () => {
  for (const side of ['rest', 'graphql'] as const) {
    for (const list of [typeCrossLinks, operationCrossLinks]) {
      const names = list.map((link) => link[side]);
      assert.deepEqual(
        names.filter((name, index) => names.indexOf(name) !== index),
        [],
        `${side} names mapped twice`,
      );
    }
  }
  for (const [route, targets] of crossLinksByRoute()) assert.equal(targets.length, 1, route);
});

test('payment and subscription routes link both ways', () => {
  const map = crossLinksByRoute();
  assert.deepEqual(map.get('/apis/rest/schemas/subscription/'), [
    { api: 'GraphQL API', label: 'PaymentSubscription', route: '/apis/graphql/types/objects/payment-subscription/' },
  ]);
  assert.deepEqual(map.get('/apis/graphql/operations/mutations/create-payment/'), [
    { api: 'REST API', label: 'payments-create', route: '/apis/rest/payments-create/' },
  ]);
});

test('graphqlSlug matches graphql-markdown page names', () => {
  assert.equal(graphqlSlug('PaymentSubscription'), 'payment-subscription');
  assert.equal(graphqlSlug('onUpdateSubscriptionsV2'), 'on-update-subscriptions-v2');
  assert.equal(graphqlSlug('oneOf'), 'one-of');
  assert.equal(graphqlSlug('IPAddress'), 'ipaddress');
});
