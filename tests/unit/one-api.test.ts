/**
 * The REST and GraphQL references describe one API: the enums they share have the same values in
 * the same order, each described in the same words, and the Payment and Subscription fields of REST
 * exist on the GraphQL types.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { graphqlSchema, guideFiles, openapi } from './support/sources';
import { operationCrossLinks, sharedEnums } from '../../config/api-crosslinks';

for (const name of sharedEnums) {
  test(`enum ${name} has the same values in openapi/ and graphql/`, () => {
    const rest = openapi().components.schemas[name]?.enum;
    const gql = graphqlSchema().getType(name);
    assert.ok(rest, `openapi/openapi.yaml has no enum schema ${name}`);
    assert.ok(gql instanceof GraphQLEnumType, `graphql/schema.graphql has no enum ${name}`);
    assert.deepEqual(
      gql.getValues().map((value) => value.name),
      rest,
    );
  });
}

/**
 * A value's description with each API's own name for an operation made one token: REST links
 * `[payments-cancel](/apis/rest/payments-cancel/)` where GraphQL writes `` `cancelPayment` ``,
 * and that is the only way the two may differ. Spaces are normalised.
 */
function comparable(text: string, api: 'rest' | 'graphql'): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (const link of operationCrossLinks) {
    const token = `⟨operation ${link.rest}⟩`;
    out =
      api === 'rest'
        ? out.replaceAll(`[${link.rest}](/apis/rest/${link.rest}/)`, token)
        : out.replaceAll(`\`${link.graphql}\``, token);
  }
  return out;
}

for (const name of sharedEnums) {
  test(`enum ${name} describes each value in the same words in openapi/ and graphql/`, () => {
    const rest = openapi().components.schemas[name]?.['x-enumDescriptions'] as Record<string, string> | undefined;
    const gql = graphqlSchema().getType(name);
    assert.ok(rest, `openapi/openapi.yaml: ${name} has no x-enumDescriptions`);
    assert.ok(gql instanceof GraphQLEnumType, `graphql/schema.graphql has no enum ${name}`);
    const differ = gql
      .getValues()
      .filter((value) => comparable(rest[value.name] ?? '', 'rest') !== comparable(value.description ?? '', 'graphql'))
      .map((value) => `${name}.${value.name}\n  REST:    ${rest[value.name]}\n  GraphQL: ${value.description}`);
    assert.deepEqual(differ, [], 'write one description, in both files');
  });
}

const sharedObjects: Array<[rest: string, graphql: string]> = [
  ['Payment', 'Payment'],
  ['Subscription', 'PaymentSubscription'],
];

for (const [restName, graphqlName] of sharedObjects) {
  test(`every field of REST ${restName} exists on GraphQL ${graphqlName}`, () => {
    const restFields = Object.keys(openapi().components.schemas[restName]?.properties ?? {});
    const type = graphqlSchema().getType(graphqlName);
    assert.ok(type instanceof GraphQLObjectType, `graphql/schema.graphql has no object type ${graphqlName}`);
    const missing = restFields.filter((field) => !(field in type.getFields()));
    assert.deepEqual(missing, [], `fields of REST ${restName} missing on GraphQL ${graphqlName}`);
  });
}

test('where a failed payment sends the customer is said in the same words in both APIs, and every cancelUrl handler checks the status', () => {
  // failUrl defaults to cancelUrl: a cancelUrl page that assumed PENDING would offer a FAILED payment again.
  const description = (type: string, field: string, api: 'rest' | 'graphql'): string => {
    if (api === 'rest') return String(openapi().components.schemas[type]?.properties?.[field]?.description);
    const gql = graphqlSchema().getType(type);
    assert.ok(gql && 'getFields' in gql, `graphql/schema.graphql has no type ${type}`);
    return String((gql.getFields() as Record<string, { description?: string }>)[field]?.description);
  };
  for (const field of ['failUrl', 'cancelUrl']) {
    const texts = [
      description('CreatePaymentRequest', field, 'rest'),
      description('Payment', field, 'rest'),
      description('CreatePaymentInput', field, 'graphql'),
      description('Payment', field, 'graphql'),
    ];
    assert.equal(new Set(texts).size, 1, `${field} is described in different words:\n${texts.join('\n')}`);
  }
  assert.match(description('CreatePaymentRequest', 'failUrl', 'rest'), /Without it, they go to `cancelUrl`/);
  assert.match(description('CreatePaymentRequest', 'cancelUrl', 'rest'), /check the payment's status/);
  const handlers = guideFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `cancelUrl` |'))
      .map((line) => ({ file, line })),
  );
  assert.ok(handlers.length >= 3, `found only ${handlers.length} cancelUrl rows`);
  for (const { file, line } of handlers)
    if (/PENDING|<AbandonedRedirect/.test(line))
      assert.match(line, /`FAILED`/, `${file}: a cancelUrl handler that assumes PENDING:\n${line}`);
});
