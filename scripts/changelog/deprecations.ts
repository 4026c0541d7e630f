/**
 * Deprecations, kept consistent: whatever either API marks deprecated (a REST operation, schema or
 * schema property with `deprecated: true`, or an enum value whose `x-enumDescriptions` entry starts
 * with "Deprecated"; a GraphQL field, argument, input field or enum value with
 * @deprecated) needs a changelog entry of kind `deprecated` that touches it, and its twin in the
 * other API (config/api-crosslinks) must be deprecated too.
 */
import yaml from 'js-yaml';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { operationCrossLinks, typeCrossLinks } from '../../config/api-crosslinks';
import type { ApiName, ChangelogEntry } from './entries';
import { touchCovers } from './coverage';
import { restOperationIds } from './pages';
import { isObject, type Json } from '../../shared/openapi-document';

export interface Deprecation {
  api: ApiName;
  /** As a changelog `touches` item: `POST /payments`, `Payment.orderId`, `Mutation.createPayment`. */
  name: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** REST: operations and properties of component schemas with `deprecated: true`. */
export function restDeprecations(document: Json): Deprecation[] {
  const found: Deprecation[] = [];
  for (const [route, item] of Object.entries((document.paths as Json | undefined) ?? {}))
    for (const method of METHODS) {
      const operation = isObject(item) ? item[method] : undefined;
      if (isObject(operation) && operation.deprecated === true)
        found.push({ api: 'rest', name: `${method.toUpperCase()} ${route}` });
    }
  const schemas = ((document.components as Json | undefined)?.schemas as Json | undefined) ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    if (schema.deprecated === true) found.push({ api: 'rest', name });
    // Own properties and those of `allOf` parts (an event envelope adds `data` in a part).
    const parts = [schema, ...((schema.allOf as unknown[] | undefined) ?? []).filter(isObject)];
    for (const part of parts)
      for (const [property, definition] of Object.entries((part.properties as Json | undefined) ?? {}))
        if (isObject(definition) && definition.deprecated === true)
          found.push({ api: 'rest', name: `${name}.${property}` });
    // OpenAPI cannot deprecate one enum value: its `x-enumDescriptions` entry starts with "Deprecated",
    // which the reference page shows in the value's row.
    const described = isObject(schema['x-enumDescriptions']) ? schema['x-enumDescriptions'] : {};
    for (const value of Array.isArray(schema.enum) ? schema.enum : [])
      if (/^Deprecated\b/.test(String(described[String(value)] ?? '')))
        found.push({ api: 'rest', name: `${name}.${String(value)}` });
  }
  return found;
}

/** GraphQL: every field, argument, input field and enum value with @deprecated. */
export function graphqlDeprecations(schema: GraphQLSchema): Deprecation[] {
  const found: Deprecation[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found.push({ api: 'graphql', name: `${type.name}.${field.name}` });
        for (const arg of field.args)
          if (arg.deprecationReason) found.push({ api: 'graphql', name: `${type.name}.${field.name}.${arg.name}` });
      }
    } else if (type instanceof GraphQLInputObjectType) {
      for (const field of Object.values(type.getFields()))
        if (field.deprecationReason) found.push({ api: 'graphql', name: `${type.name}.${field.name}` });
    } else if (type instanceof GraphQLEnumType) {
      for (const value of type.getValues())
        if (value.deprecationReason) found.push({ api: 'graphql', name: `${type.name}.${value.name}` });
    }
  }
  return found;
}

/** The same thing in the other API, when config/api-crosslinks maps it. */
export function twinOf(deprecation: Deprecation, restOperations: ReadonlyMap<string, string>): Deprecation | undefined {
  const [owner = '', member] = deprecation.name.split('.');
  if (deprecation.api === 'rest') {
    const operationId = restOperations.get(deprecation.name);
    const operation = operationId ? operationCrossLinks.find((link) => link.rest === operationId) : undefined;
    if (operation)
      return {
        api: 'graphql',
        name: `${operation.graphqlKind === 'mutations' ? 'Mutation' : 'Query'}.${operation.graphql}`,
      };
    const type = typeCrossLinks.find((link) => link.rest === owner);
    return type && member ? { api: 'graphql', name: `${type.graphql}.${member}` } : undefined;
  }
  if (owner === 'Mutation' || owner === 'Query') {
    const operation = operationCrossLinks.find((link) => link.graphql === member);
    const route = operation && [...restOperations].find(([, id]) => id === operation.rest)?.[0];
    return route ? { api: 'rest', name: route } : undefined;
  }
  const type = typeCrossLinks.find((link) => link.graphql === owner);
  return type && member ? { api: 'rest', name: `${type.rest}.${member}` } : undefined;
}

/** Problems, one line each: a deprecation without its entry, or deprecated in one API only. */
export function deprecationProblems(
  openapiText: string,
  graphqlText: string,
  entries: readonly ChangelogEntry[],
): string[] {
  const document = yaml.load(openapiText) as Json;
  const all = [...restDeprecations(document), ...graphqlDeprecations(buildSchema(graphqlText))];
  const operations = restOperationIds(document);
  const isDeprecated = (item: Deprecation): boolean =>
    all.some((other) => other.api === item.api && other.name === item.name);
  const problems: string[] = [];
  for (const item of all) {
    const covered = entries.some(
      (entry) =>
        entry.kind === 'deprecated' &&
        entry.apis.includes(item.api) &&
        entry.touches.some((touch) => touchCovers(touch, item.name)),
    );
    if (!covered)
      problems.push(`${item.api} ${item.name} is deprecated but no \`deprecated\` changelog entry touches it`);
    const twin = twinOf(item, operations);
    if (twin && !isDeprecated(twin))
      problems.push(`${item.api} ${item.name} is deprecated but its ${twin.api} twin ${twin.name} is not`);
  }
  return problems;
}
