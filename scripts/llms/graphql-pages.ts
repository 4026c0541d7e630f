/**
 * Markdown copies of the GraphQL reference pages, from graphql/schema.graphql: the signature in a
 * ```graphql block, the description, arguments or fields as tables, and links to the types they use.
 * Pages are found by the doc id of the built page (`types/objects/payment`, `operations/mutations/create-payment`).
 */
import { readFileSync } from 'node:fs';
import {
  astFromValue,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { graphqlSlug, graphqlTypeRoute, type GraphqlTypeFolder } from '../../config/api-crosslinks';
import { siteLinks } from '../lib/description-links';
import { shownSdl } from '../lib/graphql-source';
import { crossLinkLine } from './crosslinks';
import { absoluteUrl, cell, code, fenced, pageMarkdown, rewriteLinks, summaryLine, table } from './markdown';
import type { PageMarkdown, RouteExists } from './types';

type Entity =
  | { kind: 'operation'; label: 'Query' | 'Mutation' | 'Subscription'; field: GraphQLField<unknown, unknown> }
  | { kind: 'type'; type: GraphQLNamedType }
  | { kind: 'directive'; directive: GraphQLDirective };

const OPERATION_FOLDERS = { queries: 'Query', mutations: 'Mutation', subscriptions: 'Subscription' } as const;

/** The folder graphql-markdown puts a type's page in. */
export function typeFolder(type: GraphQLNamedType): GraphqlTypeFolder {
  if (isObjectType(type)) return 'objects';
  if (isInputObjectType(type)) return 'inputs';
  if (isEnumType(type)) return 'enums';
  if (isScalarType(type)) return 'scalars';
  return isUnionType(type) ? 'unions' : 'interfaces';
}

function defaultValue(value: unknown, type: GraphQLInputType): string | undefined {
  if (value === undefined) return undefined;
  const ast = astFromValue(value, type);
  return ast ? print(ast) : undefined;
}

function argumentSignature(argument: GraphQLArgument | GraphQLInputField): string {
  const fallback = defaultValue(argument.defaultValue, argument.type);
  return `${argument.name}: ${String(argument.type)}${fallback !== undefined ? ` = ${fallback}` : ''}`;
}

function deprecation(reason: string | null | undefined): string {
  return reason ? ` @deprecated(reason: ${JSON.stringify(reason)})` : '';
}

function fieldSignature(field: GraphQLField<unknown, unknown>, indent = ''): string {
  const args = field.args.length ? `(${field.args.map(argumentSignature).join(', ')})` : '';
  return `${indent}${field.name}${args}: ${String(field.type)}${deprecation(field.deprecationReason)}`;
}

/**
 * The schema's page-worthy entities by the key of their page (built once: finding each page's entity
 * by scanning the schema made the Markdown copies quadratic in the schema's size). When two entities
 * share a key the first in schema order wins, as a scan would find it.
 */
function indexEntities(schema: GraphQLSchema): Map<string, Entity> {
  const entities = new Map<string, Entity>();
  const add = (key: string, entity: Entity): void => {
    if (!entities.has(key)) entities.set(key, entity);
  };
  for (const directive of schema.getDirectives())
    add(`directives/${graphqlSlug(directive.name)}`, { kind: 'directive', directive });
  for (const [folder, label] of Object.entries(OPERATION_FOLDERS)) {
    const root =
      label === 'Query'
        ? schema.getQueryType()
        : label === 'Mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    for (const field of Object.values(root?.getFields() ?? {}))
      add(`operations/${folder}/${graphqlSlug(field.name)}`, { kind: 'operation', label, field });
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!type.name.startsWith('__')) add(`types/${typeFolder(type)}/${graphqlSlug(type.name)}`, { kind: 'type', type });
  }
  return entities;
}

export class GraphqlPages {
  private readonly schema: GraphQLSchema;
  private readonly routeExists: RouteExists;

  /** Entities by doc id, built once: finding each page's entity by scanning the schema was quadratic. */
  private readonly entities: ReadonlyMap<string, Entity>;

  constructor(schema: GraphQLSchema, routeExists: RouteExists) {
    this.schema = schema;
    this.routeExists = routeExists;
    this.entities = indexEntities(schema);
  }

  /** The pages of an SDL file, its descriptions as the generated pages show them (`shownSdl`). */
  static fromFile(file: string, routeExists: RouteExists): GraphqlPages {
    return new GraphqlPages(buildSchema(shownSdl(file, siteLinks()).sdl ?? readFileSync(file, 'utf8')), routeExists);
  }

  /** What a GraphQL doc id documents, matched the way graphql-markdown names its pages (deprecated ones under `deprecated/`). */
  entity(docId: string): Entity | undefined {
    const [group, folder, slug, ...rest] = docId.replace(/^deprecated\//, '').split('/');
    if (!slug || rest.length) return undefined;
    if (folder === 'directives') return this.entities.get(`directives/${slug}`);
    if (group === 'operations' || group === 'types') return this.entities.get(`${group}/${folder}/${slug}`);
    return undefined;
  }

  page(docId: string, route: string): PageMarkdown | undefined {
    const entity = this.entity(docId);
    if (!entity) return undefined;
    if (entity.kind === 'operation') return this.operationPage(entity.label, entity.field, route);
    if (entity.kind === 'directive') return this.directivePage(entity.directive, route);
    return this.typePage(entity.type, route);
  }

  /** `[Payment!]!` linked to the Payment page when it exists. */
  private typeLink(type: GraphQLType): string {
    const named = getNamedType(type);
    const route = graphqlTypeRoute(typeFolder(named), named.name);
    return this.routeExists(route) ? `[${code(String(type))}](${absoluteUrl(route)})` : code(String(type));
  }

  private description(text: string | null | undefined): string {
    return text ? rewriteLinks(text) : '';
  }

  private argumentTable(args: ReadonlyArray<GraphQLArgument | GraphQLInputField>, nameLabel = 'Argument'): string {
    return table(
      [nameLabel, 'Type', 'Default', 'Description'],
      args.map((argument) => [
        code(argument.name),
        this.typeLink(argument.type),
        defaultValue(argument.defaultValue, argument.type)
          ? code(defaultValue(argument.defaultValue, argument.type)!)
          : '',
        cell(
          this.description(argument.description) +
            (argument.deprecationReason ? ` Deprecated: ${argument.deprecationReason}` : ''),
        ),
      ]),
    );
  }

  private pageOf(
    route: string,
    title: string,
    summarySource: string | null | undefined,
    sections: string[],
  ): PageMarkdown {
    return {
      route,
      section: 'GraphQL API',
      title,
      summary: summaryLine(summarySource ?? '') || `${title}.`,
      markdown: pageMarkdown({ title, body: sections.filter(Boolean).join('\n\n') }),
      origin: 'graphql',
    };
  }

  private operationPage(
    label: 'Query' | 'Mutation' | 'Subscription',
    field: GraphQLField<unknown, unknown>,
    route: string,
  ): PageMarkdown {
    const signature = field.args.length
      ? `${field.name}(\n${field.args.map((argument) => `  ${argumentSignature(argument)}`).join('\n')}\n): ${String(field.type)}`
      : `${field.name}: ${String(field.type)}`;
    const returned = getNamedType(field.type);
    const sections = [
      `${label} of the Pagora GraphQL API.`,
      fenced('graphql', signature),
      field.deprecationReason ? `**Deprecated:** ${field.deprecationReason}` : '',
      this.description(field.description),
      crossLinkLine(route),
      field.args.length ? `## Arguments\n\n${this.argumentTable(field.args)}` : '',
      `## Returns\n\n${this.typeLink(field.type)}${returned.description ? `: ${summaryLine(returned.description)}` : ''}`,
    ];
    return this.pageOf(route, field.name, field.description, sections);
  }

  private typePage(type: GraphQLNamedType, route: string): PageMarkdown {
    const sections: string[] = [];
    if (isObjectType(type) || isInterfaceType(type)) {
      const interfaces = type.getInterfaces();
      const keyword = isObjectType(type) ? 'type' : 'interface';
      const implementsPart = interfaces.length ? ` implements ${interfaces.map((item) => item.name).join(' & ')}` : '';
      const fields = Object.values(type.getFields());
      sections.push(
        fenced(
          'graphql',
          `${keyword} ${type.name}${implementsPart} {\n${fields.map((field) => fieldSignature(field, '  ')).join('\n')}\n}`,
        ),
        this.description(type.description),
        crossLinkLine(route),
        '## Fields',
        table(
          ['Field', 'Type', 'Description'],
          fields.map((field) => {
            const args = field.args.length
              ? ` Arguments: ${field.args.map((argument) => code(argumentSignature(argument))).join(', ')}.`
              : '';
            const deprecated = field.deprecationReason ? ` Deprecated: ${field.deprecationReason}` : '';
            return [
              code(field.name),
              this.typeLink(field.type),
              cell(`${this.description(field.description)}${args}${deprecated}`),
            ];
          }),
        ),
      );
      if (interfaces.length)
        sections.push(`## Interfaces\n\n${interfaces.map((item) => `- ${this.typeLink(item)}`).join('\n')}`);
      if (isInterfaceType(type)) {
        const implementations = this.schema.getPossibleTypes(type);
        if (implementations.length)
          sections.push(`## Implemented by\n\n${implementations.map((item) => `- ${this.typeLink(item)}`).join('\n')}`);
      }
    } else if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      sections.push(
        fenced(
          'graphql',
          `input ${type.name} {\n${fields.map((field) => `  ${argumentSignature(field)}${deprecation(field.deprecationReason)}`).join('\n')}\n}`,
        ),
        this.description(type.description),
        crossLinkLine(route),
        '## Fields',
        this.argumentTable(fields, 'Field'),
      );
    } else if (isEnumType(type)) {
      const values = type.getValues();
      sections.push(
        fenced(
          'graphql',
          `enum ${type.name} {\n${values.map((value) => `  ${value.name}${deprecation(value.deprecationReason)}`).join('\n')}\n}`,
        ),
        this.description(type.description),
        crossLinkLine(route),
        '## Values',
        table(
          ['Value', 'Description'],
          values.map((value) => [
            code(value.name),
            cell(
              `${this.description(value.description)}${value.deprecationReason ? ` Deprecated: ${value.deprecationReason}` : ''}`,
            ),
          ]),
        ),
      );
    } else if (isUnionType(type)) {
      const members = type.getTypes();
      sections.push(
        fenced('graphql', `union ${type.name} = ${members.map((member) => member.name).join(' | ')}`),
        this.description(type.description),
        `## Possible types\n\n${members.map((member) => `- ${this.typeLink(member)}`).join('\n')}`,
      );
    } else {
      sections.push(
        fenced(
          'graphql',
          `scalar ${type.name}${type.specifiedByURL ? ` @specifiedBy(url: ${JSON.stringify(type.specifiedByURL)})` : ''}`,
        ),
        this.description(type.description),
      );
    }
    return this.pageOf(route, type.name, type.description, sections);
  }

  private directivePage(directive: GraphQLDirective, route: string): PageMarkdown {
    const args = directive.args.length ? `(${directive.args.map(argumentSignature).join(', ')})` : '';
    const sections = [
      fenced(
        'graphql',
        `directive @${directive.name}${args}${directive.isRepeatable ? ' repeatable' : ''} on ${directive.locations.join(' | ')}`,
      ),
      this.description(directive.description),
      directive.args.length ? `## Arguments\n\n${this.argumentTable(directive.args)}` : '',
    ];
    return this.pageOf(route, directive.name, directive.description, sections);
  }
}
