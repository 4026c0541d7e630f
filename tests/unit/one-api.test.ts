/**
 * The REST and GraphQL references describe one API: the enums they share have the same values in
 * the same order, and the Payment and Subscription fields of REST exist on the GraphQL types.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GraphQLEnumType, GraphQLObjectType } from 'graphql';
import { graphqlSchema, openapi } from './support/sources';
import { sharedEnums } from '../../config/api-crosslinks';

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
