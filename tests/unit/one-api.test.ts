/**
 * The REST and GraphQL references describe one API: the enums they share have the same values in
 * the same order, each described in the same words, and the Payment and Subscription fields of REST
 * exist on the GraphQL types.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { graphqlSchema, openapi } from './support/sources';
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
