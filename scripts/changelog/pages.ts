/**
 * Which reference pages a changelog entry changed: each `touches` item is resolved against
 * openapi/ and graphql/ to the page that documents it (a REST operation or schema page, a GraphQL
 * operation or type page). The newest entry per page becomes its "Changed on <date>" badge.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import {
  graphqlOperationRoute,
  graphqlTypeRoute,
  restOperationRoute,
  restSchemaRoute,
} from '../../config/api-crosslinks';
import type { ChangedOn } from '../../shared/changelog';
import { entryUrl, type ChangelogEntry } from './entries';
import { paths } from '../../config/paths';
import { openApiOfFile } from '../lib/openapi-source';

export type { ChangedOn };

interface Sources {
  /** `POST /payments` → operationId. */
  operations: Map<string, string>;
  schemas: Set<string>;
  graphql: GraphQLSchema;
}

type Paths = { paths?: Record<string, Record<string, { operationId?: string }>> };

/** `POST /payments` → its operationId, for each operation of an OpenAPI document. */
export function restOperationIds(document: Paths): Map<string, string> {
  const operations = new Map<string, string>();
  for (const [route, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item))
      if (operation?.operationId) operations.set(`${method.toUpperCase()} ${route}`, operation.operationId);
  return operations;
}

function loadSources(siteDir: string): Sources {
  const document = openApiOfFile(`${siteDir}/${paths.openapi}`) as Paths & {
    components?: { schemas?: Record<string, unknown> };
  };
  return {
    operations: restOperationIds(document),
    schemas: new Set(Object.keys(document.components?.schemas ?? {})),
    graphql: buildSchema(readFileSync(`${siteDir}/${paths.graphqlSchema}`, 'utf8')),
  };
}

const rootFolders = { Query: 'queries', Mutation: 'mutations', Subscription: 'subscriptions' } as const;

function graphqlRoute(schema: GraphQLSchema, touch: string): string | undefined {
  const [typeName = '', field] = touch.split('.');
  const folder = rootFolders[typeName as keyof typeof rootFolders];
  if (folder && field) return graphqlOperationRoute(folder, field);
  const type = schema.getType(typeName);
  const kind =
    type instanceof GraphQLObjectType
      ? 'objects'
      : type instanceof GraphQLEnumType
        ? 'enums'
        : type instanceof GraphQLInputObjectType
          ? 'inputs'
          : type instanceof GraphQLScalarType
            ? 'scalars'
            : undefined;
  return kind ? graphqlTypeRoute(kind, typeName) : undefined;
}

/** The pages one touch names, in the APIs the entry is about. */
export function touchRoutes(touch: string, apis: ChangelogEntry['apis'], sources: Sources): string[] {
  const routes: string[] = [];
  const operation = /^([A-Z]+ \/\S*)/.exec(touch)?.[1];
  if (apis.includes('rest')) {
    if (operation && sources.operations.has(operation))
      routes.push(restOperationRoute(sources.operations.get(operation)!));
    const schema = touch.split('.')[0]!;
    if (!operation && sources.schemas.has(schema)) routes.push(restSchemaRoute(schema));
  }
  if (apis.includes('graphql') && !operation) {
    const route = graphqlRoute(sources.graphql, touch);
    if (route) routes.push(route);
  }
  return routes;
}

/** Route → the newest entry that changed it. `entries` are newest first; `listRoute` is the page that lists them. */
export function changedPages(
  entries: readonly ChangelogEntry[],
  siteDir: string = process.cwd(),
  listRoute?: string,
): Record<string, ChangedOn> {
  if (!entries.some((entry) => entry.touches.length > 0)) return {};
  const sources = loadSources(siteDir);
  const pages: Record<string, ChangedOn> = {};
  for (const entry of entries)
    for (const touch of entry.touches)
      for (const route of touchRoutes(touch, entry.apis, sources))
        pages[route] ??= { date: entry.date, kind: entry.kind, title: entry.title, url: entryUrl(entry, listRoute) };
  return pages;
}
