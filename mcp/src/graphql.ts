/**
 * get_graphql_type and get_graphql_operation: SDL with descriptions, printed by graphql-js from the
 * schema the site publishes (`/api/graphql/schema.graphql`), and the reference page of the type or field.
 */
import {
  GraphQLObjectType,
  buildSchema,
  getNamedType,
  isInputObjectType,
  isIntrospectionType,
  isSpecifiedScalarType,
  printType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { closestNames } from './closest';
import { artefactPaths, type PublishedSite } from './published-site';
import { ToolError } from './tool-error';

export const operationKinds = ['query', 'mutation', 'subscription'] as const;
export type OperationKind = (typeof operationKinds)[number];

/** The reference's folder of each root type's fields. */
const operationFolders: Record<OperationKind, string> = {
  query: '/apis/graphql/operations/queries/',
  mutation: '/apis/graphql/operations/mutations/',
  subscription: '/apis/graphql/operations/subscriptions/',
};
const TYPES_FOLDER = '/apis/graphql/types/';

/** Names and page slugs compared without case or separators: `CreatePaymentInput` ~ `create-payment-input`. */
const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function pageOf(site: PublishedSite, routes: string[], folder: string, name: string): string | undefined {
  const wanted = squash(name);
  const route = routes.find(
    (candidate) => candidate.startsWith(folder) && squash(candidate.split('/').filter(Boolean).pop() ?? '') === wanted,
  );
  return route ? site.url(route) : undefined;
}

function loadSchema(site: PublishedSite): Promise<GraphQLSchema> {
  return site.cached('graphql', async () => {
    const sdl = await site.text(
      artefactPaths.graphqlSchema,
      (where) => `This site publishes no GraphQL schema at ${where}.`,
    );
    try {
      return buildSchema(sdl);
    } catch (error) {
      throw new ToolError(
        `${site.locate(artefactPaths.graphqlSchema)} is not a valid GraphQL schema: ${(error as Error).message}`,
      );
    }
  });
}

/** Named types documented in the reference (built-in scalars and introspection types have no page). */
export function documentedTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
}

export async function getGraphqlType(
  site: PublishedSite,
  name: string,
): Promise<{ name: string; url?: string; sdl: string }> {
  const schema = await loadSchema(site);
  const type = schema.getType(name.trim());
  if (!type || isIntrospectionType(type)) {
    const names = documentedTypes(schema).map((candidate) => candidate.name);
    throw new ToolError(`No GraphQL type "${name}". Closest: ${closestNames(name, names).join(', ')}.`);
  }
  const url = pageOf(site, await site.routes(), TYPES_FOLDER, type.name);
  return { name: type.name, ...(url ? { url } : {}), sdl: printType(type) };
}

function rootFields(
  schema: GraphQLSchema,
): Array<{ kind: OperationKind; root: GraphQLObjectType; field: GraphQLField<unknown, unknown> }> {
  const roots: Array<[OperationKind, GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, root]) =>
    root ? Object.values(root.getFields()).map((field) => ({ kind, root, field })) : [],
  );
}

export async function getGraphqlOperation(
  site: PublishedSite,
  { name, kind }: { name: string; kind?: OperationKind },
): Promise<{ name: string; kind: OperationKind; url?: string; sdl: string; inputTypes: string[] }> {
  const schema = await loadSchema(site);
  const all = rootFields(schema).filter((entry) => !kind || entry.kind === kind);
  const found = all.find((entry) => entry.field.name === name.trim());
  if (!found) {
    const names = all.map((entry) => entry.field.name);
    throw new ToolError(
      `No GraphQL ${kind ?? 'query, mutation or subscription'} "${name}". Closest: ${closestNames(name, names).join(', ')}.`,
    );
  }
  // The field alone, printed by graphql-js as its root type with only that field (its description, arguments, @deprecated).
  const config = found.root.toConfig();
  const only = new GraphQLObjectType({
    ...config,
    description: undefined,
    fields: { [found.field.name]: config.fields[found.field.name]! },
  });
  const inputTypes = [
    ...new Set(
      found.field.args
        .map((arg) => getNamedType(arg.type))
        .filter((type) => isInputObjectType(type))
        .map((type) => type.name),
    ),
  ];
  const url = pageOf(site, await site.routes(), operationFolders[found.kind], found.field.name);
  return {
    name: found.field.name,
    kind: found.kind,
    ...(url ? { url } : {}),
    sdl: printType(only),
    inputTypes,
  };
}
