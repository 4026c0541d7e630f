/**
 * The one REST model: openapi/openapi.yaml read once, its `$ref`s followed on demand by the one
 * resolver (../openapi-document.ts), so a schema keeps the name a reader sees and links to. Every
 * reader of the REST API goes through it: the reference pages (scripts/rest-pages), their search
 * records and Markdown copies (scripts/llms), the webhook pages, the request samples and the MCP
 * server's `get_rest_operation`.
 */
import { isObject, OpenApiDocument, schemaRefName, type Json } from '../openapi-document';
import { mapShownDescriptions } from '../openapi-descriptions';
import { resolveSiteLinks, type SiteLinks } from '../site-links';
import { htmlToMarkdown } from '../description-html';
import { restOperationRoute, restSchemaRoute, restSlug, restTagRoute } from '../../config/api-crosslinks';
import { docsInstances } from '../../config/site';
import { bodyEncodingOf, bodyMediaType, type SampleOperation } from '../rest-samples';
import { cyclicGroups, schemaReferences } from './cycles';

export type { Json };

export interface OpenApiOperation extends Json {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
  callbacks?: Record<string, Json>;
  security?: Record<string, string[]>[];
  servers?: Json[];
}

export interface OperationEntry {
  /** The page's doc id and last route segment: the operationId's slug (`payments-create`). */
  id: string;
  method: string;
  path: string;
  /** What the page is called: the summary, else the operationId, else the method and path. */
  title: string;
  /**
   * The operation as written, with the path item's parameters merged in (the operation's own win),
   * and an operationId (`operationIdOf`) when the document gives none.
   */
  operation: OpenApiOperation;
}

/**
 * An operation's operationId, or for one without (allowed by OpenAPI, common in public descriptions)
 * one made of its method and path (`GET /pets/{petId}`: `get-pets-pet-id`), which names its page. The
 * generator's copy of the document is given the same (scripts/lib/generator-copy.ts), so the
 * generator's page ids and the model's agree.
 */
export function operationIdOf(method: string, route: string, operation: { operationId?: unknown }): string {
  return typeof operation.operationId === 'string' ? operation.operationId : restSlug(`${method} ${route}`);
}

/**
 * What an operation's page is called: its summary, else the first sentence of its description when
 * that is a short plain sentence, else its method and path. Never the operationId, a name for code
 * (`PostPaymentIntents`) that descriptions without summaries made the title, sidebar label and H1.
 */
export function operationTitleOf(method: string, route: string, operation: Json): string {
  if (typeof operation.summary === 'string' && operation.summary.trim()) return operation.summary.trim();
  const sentence = /^[^\n]*?[.!?](?=\s|$)/.exec(String(operation.description ?? '').trim())?.[0];
  if (sentence && sentence.length <= 80 && !/[`*_[\]<>{}#|]/.test(sentence)) return sentence.replace(/\.$/, '');
  return `${method.toUpperCase()} ${route}`;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The id (`operationIdOf`) of each operation of a document, in document order. */
export function documentOperationIds(document: Json): string[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([route, item]) =>
    isObject(item)
      ? httpMethods
          .filter((method) => isObject(item[method]))
          .map((method) => operationIdOf(method, route, item[method] as Json))
      : [],
  );
}

/** A URL with a scheme (`https:`), as opposed to a relative one (`/v2`). */
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/** A server's URL with each `{variable}` at its default (`https://{region}.example.com`: `https://eu.example.com`). */
function serverAddress(server: Json | undefined): string | undefined {
  if (!isObject(server) || typeof server.url !== 'string') return undefined;
  const variables = isObject(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : whole;
  });
}

/** A parameter's identity within an operation: where it goes and its name. */
const parameterKey = (parameter: Json): string => `${String(parameter.in)}:${String(parameter.name)}`;

/**
 * The local file a sample uploads for a file field: the field's name, with the extension of its
 * `contentMediaType` where that says one (`application/pdf`: `document.pdf`).
 */
function uploadFileName(field: string, mediaType: unknown): string {
  const subtype = typeof mediaType === 'string' ? /^[a-z]+\/([a-z0-9]+)$/i.exec(mediaType)?.[1] : undefined;
  const extension = subtype === 'jpeg' ? 'jpg' : subtype;
  return extension && extension !== 'octet' ? `${field}.${extension}` : field;
}

export class RestModel {
  /** Schemas that take part in a `$ref` cycle, by cycle (see ./cycles.ts). */
  readonly cycles: ReadonlyMap<string, number>;

  constructor(
    readonly refs: OpenApiDocument,
    /** Links to pages this site does not have, by what their description belongs to (`withPageLinks`). */
    readonly missingLinks: ReadonlyMap<string, string[]> = new Map(),
  ) {
    this.cycles = cyclicGroups(schemaReferences(this.schemas));
  }

  get document(): Json {
    return this.refs.document;
  }

  /** The model of a document; with `links`, its links to pages this site does not have resolved (../site-links.ts). */
  static async of(document: Json, links?: SiteLinks): Promise<RestModel> {
    const missing = new Map<string, string[]>();
    return new RestModel(await OpenApiDocument.of(withPageLinks(document, links, missing)), missing);
  }

  get schemas(): Record<string, Json> {
    return ((this.document.components as Json | undefined)?.schemas as Record<string, Json> | undefined) ?? {};
  }

  get tags(): Array<{ name: string; description?: string }> {
    return (this.document.tags as Array<{ name: string; description?: string }> | undefined) ?? [];
  }

  /** The slug of a tag's page, `/apis/rest/<slug>/` (`tagSlugs`). */
  tagSlug(name: string): string {
    this.tagSlugsByName ??= tagSlugs(
      this.tags.map((tag) => tag.name),
      this.operations().map((entry) => entry.operation.operationId),
    );
    return this.tagSlugsByName.get(name) ?? restSlug(name);
  }

  private tagSlugsByName: Map<string, string> | undefined;

  get serverUrl(): string {
    return (serverAddress((this.document.servers as Json[] | undefined)?.[0]) ?? '').replace(/\/$/, '');
  }

  /**
   * Where a request to the operation goes: its own `servers`, else its path's, else the document's
   * (the first of each), variables at their defaults, and a relative URL (`/v2`) read against the
   * document's server.
   */
  operationServer(operation: OpenApiOperation): string | undefined {
    const own = serverAddress((operation.servers as Json[] | undefined)?.[0]);
    const base = this.serverUrl;
    if (own === undefined) return base || undefined;
    return ABSOLUTE_URL.test(own) || !ABSOLUTE_URL.test(base) ? own : new URL(own, `${base}/`).href;
  }

  /** Every operation of `paths`, in document order. */
  operations(): OperationEntry[] {
    const paths = (this.document.paths as Record<string, Json> | undefined) ?? {};
    return Object.entries(paths).flatMap(([route, rawItem]) => {
      const item = this.deref(rawItem);
      const shared = ((item.parameters as Json[] | undefined) ?? []).map((parameter) => this.deref(parameter));
      return httpMethods
        .filter((method) => isObject(item[method]))
        .map((method) => {
          const written = item[method] as OpenApiOperation;
          const operationId = operationIdOf(method, route, written);
          const own = (written.parameters ?? []).map((parameter) => this.deref(parameter));
          const ownKeys = new Set(own.map(parameterKey));
          const parameters = [...shared.filter((parameter) => !ownKeys.has(parameterKey(parameter))), ...own];
          // The path's servers stand for its operations' own when they have none.
          const servers = written.servers ?? (Array.isArray(item.servers) ? item.servers : undefined);
          const operation =
            parameters.length || written.operationId !== operationId || servers !== written.servers
              ? {
                  ...written,
                  operationId,
                  ...(parameters.length ? { parameters } : {}),
                  ...(servers ? { servers } : {}),
                }
              : written;
          return {
            id: restSlug(operationId),
            method: method.toUpperCase(),
            path: route,
            title: operationTitleOf(method, route, written),
            operation,
          };
        });
    });
  }

  /** `node`, or the object its `$ref` points to. */
  deref(node: unknown): Json {
    return this.refs.follow(node);
  }

  /** The component name a schema stands for (`$ref`, or `allOf` with one `$ref` plus annotations). */
  schemaName(schema: unknown): string | undefined {
    if (!isObject(schema)) return undefined;
    if (typeof schema.$ref === 'string') return schemaRefName(schema.$ref);
    const allOf = schema.allOf;
    if (Array.isArray(allOf) && allOf.length === 1) return this.schemaName(allOf[0]);
    return undefined;
  }

  /** `string (date-time)`, `array of [Payment](…)`, `integer or null`… `link` renders a component name. */
  typeLabel(schema: unknown, link: (name: string) => string): string {
    const name = this.schemaName(schema);
    if (name) return link(name);
    const node = this.deref(schema);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = node[key];
      if (Array.isArray(options) && options.length)
        return options.map((option) => this.typeLabel(option, link)).join(' or ');
    }
    if (Array.isArray(node.allOf) && node.allOf.length)
      return node.allOf.map((part) => this.typeLabel(part, link)).join(' and ');
    const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
    // OpenAPI 3.0's `nullable: true` says what 3.1 says with a `null` in the type array.
    if (node.nullable === true && !types.includes('null')) types.push('null');
    const labels = types.map((type) => {
      if (type === 'array') return `array of ${this.typeLabel(node.items, link)}`;
      if (type === 'object' && isObject(node.additionalProperties))
        return `object (map of ${this.typeLabel(node.additionalProperties, link)})`;
      return typeof node.format === 'string' && type !== 'null' ? `${type} (${node.format})` : type;
    });
    if (labels.length) return labels.join(' or ');
    if (node.properties) return 'object';
    if (node.const !== undefined) return JSON.stringify(node.const);
    return 'any';
  }

  /** Properties and required names of an object schema, through `allOf`. */
  objectShape(schema: unknown, seen = new Set<string>()): { properties: Record<string, Json>; required: Set<string> } {
    // A `$ref` met again inside its own `allOf` chain contributes nothing more.
    const ref = isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : undefined;
    if (ref && seen.has(ref)) return { properties: {}, required: new Set() };
    if (ref) seen.add(ref);
    const node = this.deref(schema);
    const properties: Record<string, Json> = {};
    const required = new Set<string>(Array.isArray(node.required) ? (node.required as string[]) : []);
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) {
      const shape = this.objectShape(part, seen);
      Object.assign(properties, shape.properties);
      shape.required.forEach((key) => required.add(key));
    }
    Object.assign(properties, isObject(node.properties) ? (node.properties as Record<string, Json>) : {});
    return { properties, required };
  }

  /**
   * An example value for a schema: its own `example`, else one built from its parts. A component
   * already being built further up is left out, so a cyclic schema gives a finite example. A choice
   * (`oneOf`, `anyOf`) gives its first variant, with the fields the object around it has. `required`
   * leaves out the optional fields of an object that names its required ones: a request body made up
   * from its schema (`sampleOperation`) sends what the operation needs, not every field it accepts.
   */
  example(schema: unknown, depth = 0, building: readonly string[] = [], required = false): unknown {
    const own = isObject(schema) ? schema : {};
    if (own.example !== undefined) return own.example;
    if (Array.isArray(own.examples) && own.examples.length) return own.examples[0];
    const name = this.schemaName(schema);
    if (name !== undefined && building.includes(name)) return undefined;
    const inside = name !== undefined ? [...building, name] : building;
    const node = this.deref(schema);
    if (node !== own) return this.example(node, depth, inside, required);
    if (node.const !== undefined) return node.const;
    if (node.default !== undefined) return node.default;
    if (Array.isArray(node.enum) && node.enum.length) return node.enum[0];
    if (depth > 6) return undefined;
    const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type];
    const isObjectNode = Boolean(node.properties) || Array.isArray(node.allOf) || types.includes('object');
    const choice = (['oneOf', 'anyOf'] as const).map((key) => node[key]).find(Array.isArray)?.[0] as unknown;
    if (choice !== undefined) {
      const variant = this.example(choice, depth + 1, inside, required);
      if (!isObjectNode) return variant;
      // The variant's fields beside the object's own; a variant that only requires some of them, those.
      const shape = this.objectShape(node);
      const needed = this.deref(choice).required;
      if (Array.isArray(needed)) needed.forEach((key) => shape.required.add(String(key)));
      const fields = this.fieldsExample(shape, depth, inside, required);
      return isObject(variant) ? { ...fields, ...variant } : fields;
    }
    if (isObjectNode) return this.fieldsExample(this.objectShape(node), depth, inside, required);
    if (types.includes('array')) {
      const item = this.example(node.items, depth + 1, inside, required);
      return item === undefined ? [] : [item];
    }
    if (types.includes('string')) return node.format === 'date-time' ? '2026-11-21T10:15:30Z' : 'string';
    if (types.includes('integer') || types.includes('number'))
      return typeof node.minimum === 'number' ? node.minimum : 0;
    if (types.includes('boolean')) return false;
    return undefined;
  }

  /** An object's example from its shape: every field, or with `required` the required ones (if it names any). */
  private fieldsExample(
    { properties, required: names }: { properties: Record<string, Json>; required: Set<string> },
    depth: number,
    inside: readonly string[],
    required: boolean,
  ): Json {
    const entries = Object.entries(properties)
      .filter(([key]) => !required || names.size === 0 || names.has(key))
      .map(([key, property]) => [key, this.example(property, depth + 1, inside, required)] as const)
      .filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries);
  }

  /** The first named example of a media type object, with its summary, if it has one. */
  namedExample(media: unknown): { summary?: string; value: unknown } | undefined {
    const node = this.deref(media);
    if (!isObject(node.examples)) return undefined;
    const first = Object.values(node.examples)[0];
    if (first === undefined) return undefined;
    const example = this.deref(first);
    if (example.value === undefined) return undefined;
    return { ...(typeof example.summary === 'string' ? { summary: example.summary } : {}), value: example.value };
  }

  /** The example of a media type object: the first of `examples`, else `example`, else built from the schema. */
  mediaExample(media: unknown): unknown {
    const named = this.namedExample(media);
    if (named) return named.value;
    const node = this.deref(media);
    if (node.example !== undefined) return node.example;
    return this.example(node.schema);
  }

  /** The security requirements that apply to an operation: its own, else the document's. */
  security(operation: OpenApiOperation): Record<string, string[]>[] | undefined {
    return operation.security ?? (this.document.security as Record<string, string[]>[] | undefined);
  }

  /**
   * What the request samples read of an operation (shared/rest-samples.ts): parameters and the
   * request body with their `$ref`s followed, the body's example, the servers and the security
   * requirements as the document declares them.
   */
  sampleOperation({ method, path, operation }: OperationEntry): SampleOperation {
    const body = operation.requestBody ? this.deref(operation.requestBody) : undefined;
    const content = Object.fromEntries(
      Object.entries((body?.content as Record<string, Json> | undefined) ?? {}).map(([type, media]) => {
        const resolved = this.deref(media);
        const examples = isObject(resolved.examples)
          ? Object.fromEntries(Object.entries(resolved.examples).map(([key, value]) => [key, this.deref(value)]))
          : undefined;
        return [type, { ...resolved, ...(examples ? { examples } : {}) } as Json];
      }),
    );
    const encoding = bodyEncodingOf(content);
    const media = encoding && content[bodyMediaType[encoding]];
    const schema = media ? this.deref(media.schema) : undefined;
    // A multipart body's file fields, uploaded from a file by the samples: `format: binary` (3.0),
    // or a `contentMediaType` not encoded as text (3.1).
    const isFile = (property: Json) =>
      property.format === 'binary' ||
      (typeof property.contentMediaType === 'string' && property.contentEncoding === undefined);
    const uploads = () =>
      Object.fromEntries(
        Object.entries((schema?.properties as Json | undefined) ?? {})
          .map(([name, property]) => [name, this.deref(property)] as const)
          .filter(([, property]) => isFile(property))
          .map(([name, property]) => [name, uploadFileName(name, property.contentMediaType)]),
      );
    return {
      method: method.toLowerCase(),
      path,
      servers: [this.operationServer(operation)].flatMap((url) => (url ? [{ url }] : [])),
      parameters: (operation.parameters ?? []).map((parameter) => {
        const resolved = this.deref(parameter);
        return { ...resolved, schema: this.deref(resolved.schema) };
      }) as SampleOperation['parameters'],
      ...(body ? { requestBody: { content } as SampleOperation['requestBody'] } : {}),
      ...(media
        ? { requestBodyExample: this.example(media.schema, 0, [], true) as SampleOperation['requestBodyExample'] }
        : {}),
      ...(encoding === 'multipart' ? { uploads: uploads() } : {}),
      security: this.security(operation),
      securitySchemes: (this.document.components as Json | undefined)
        ?.securitySchemes as SampleOperation['securitySchemes'],
      answersJson: this.answersJson(operation),
    };
  }

  /** Whether the operation's success answer (its first 2XX, else `default`) has a JSON body. */
  private answersJson(operation: OpenApiOperation): boolean {
    const responses = operation.responses ?? {};
    const success = Object.keys(responses).find((status) => /^2/.test(status)) ?? 'default';
    const content = responses[success] ? this.deref(responses[success]).content : undefined;
    return isObject(content) && Object.keys(content).some((type) => /[/+]json\b/i.test(type));
  }

  /**
   * The component schemas a node uses, directly or through other schemas, in first-seen order. As
   * on the page (./fields.ts), a schema is not entered under another member of its `$ref` cycle,
   * only named: through a cycle every member was reached, so each page of a Stripe-sized API listed
   * hundreds (40 KB of its MDX, pages × schemas in all).
   */
  schemasUsedBy(node: unknown): string[] {
    const found = new Set<string>();
    const entered = new Set<string>();
    const use = (names: readonly string[], cycles: ReadonlySet<number>): void => {
      for (const name of names) {
        found.add(name);
        const cycle = this.cycles.get(name);
        if (entered.has(name) || (cycle !== undefined && cycles.has(cycle))) continue;
        entered.add(name);
        use(this.namedInComponent(name), cycle === undefined ? cycles : new Set([...cycles, cycle]));
      }
    };
    use(this.schemasNamedIn(node), new Set());
    return [...found];
  }

  /**
   * Each component's own named schemas, walked once per model: every operation page asks which
   * schemas it uses, and walking each component again for each operation made generation grow with
   * operations times schemas (the 450-operation cyclic description: 3.9 of its 16.5 CPU-s).
   */
  private readonly componentNames = new Map<string, string[]>();

  private namedInComponent(name: string): string[] {
    let names = this.componentNames.get(name);
    if (names === undefined) {
      names = this.schemasNamedIn(this.schemas[name]);
      this.componentNames.set(name, names);
    }
    return names;
  }

  /** The component schemas a node's `$ref`s name, in order, without entering them; other `$ref`s are followed. */
  private schemasNamedIn(node: unknown): string[] {
    const names: string[] = [];
    const visited = new WeakSet<object>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!isObject(value) || visited.has(value)) return;
      visited.add(value);
      for (const [key, child] of Object.entries(value)) {
        if (key === 'example' || key === 'examples') continue;
        if (key === '$ref' && typeof child === 'string') {
          const name = schemaRefName(child);
          if (name === undefined) visit(this.deref(value));
          else if (name in this.schemas) names.push(name);
        } else visit(child);
      }
    };
    visit(node);
    return names;
  }
}

/**
 * Each tag's page slug, by tag name: the generator's (`restSlug` of the name), with `-tag` added where
 * an operation's page or the webhook reference already has that slug. OpenAPI lets a tag and an
 * operation share a name (`search`), and both kinds of page live at /apis/rest/<slug>/. The
 * generator's copy of the document renames such a tag to match (scripts/lib/generator-copy.ts).
 */
export function tagSlugs(tagNames: readonly string[], operationIds: readonly string[]): Map<string, string> {
  const taken = new Set(['webhooks', ...operationIds.map(restSlug)]);
  return new Map(
    tagNames.map((name) => {
      const slug = restSlug(name);
      return [name, taken.has(slug) ? `${slug}-tag` : slug];
    }),
  );
}

/**
 * An inline enum's values for a field row: each with its meaning from `x-enumDescriptions`, the one
 * place the document describes them (a table in a field cell would not survive Markdown).
 */
export function enumValuesSentence(values: readonly unknown[], described: unknown): string {
  const meanings = isObject(described) ? described : {};
  const items = values.map((value) => {
    const meaning = String(meanings[String(value)] ?? '')
      .trim()
      .replace(/\.$/, '');
    return meaning ? `\`${String(value)}\` (${meaning})` : `\`${String(value)}\``;
  });
  return `One of: ${items.join('; ')}.`;
}

/** A description's fragment link (`](#…)`), its fragment captured. */
const FRAGMENT_LINK = /\]\(#([^)\s]+)\)/g;
/** A link whose text is its URL and whose target is empty (`[https://…]()`), the URL captured. */
const URL_WITHOUT_TARGET = /\[(https?:\/\/[^\]\s]+)\]\(\s*\)/g;

/**
 * The document with the fragment links its descriptions write for a reference on one page pointed at
 * the page that now holds each target: Redoc's `#operation/createPet` (or `#tag/Pets/operation/createPet`)
 * and `#tag/Pets`, a JSON pointer `#/components/schemas/Pet`, and Google's `#pet` (a schema's name in
 * lower case). On this site each operation, tag and schema has its own page, so as written they led
 * nowhere and stopped the build (about 100 of the 2,641 descriptions of APIs.guru's directory write
 * such links; Redoc's operation links in 21, its tag links in 15, schema names in 10). Any other
 * fragment (a heading of the same description) is kept as written. And a link that gives its URL as
 * its text and nothing as its target (`[https://…]()`, in 9 of APIs.guru's descriptions) links to that URL:
 * as written, the page's MDX did not compile.
 * Its safe inline HTML is read as Markdown first (../description-html.ts).
 */
function withPageLinks(document: Json, links: SiteLinks | undefined, missing: Map<string, string[]>): Json {
  const operationIds = documentOperationIds(document);
  const tagNames = Array.isArray(document.tags) ? document.tags.filter(isObject).map((tag) => String(tag.name)) : [];
  const schemaNames = Object.keys(
    isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {},
  );
  const operations = new Set(operationIds);
  const tagPages = tagSlugs(tagNames, operationIds);
  // Redoc's anchor spells `&` as "and" (`#tag/Flags-and-Settings` for "Flags & Settings").
  const tagBySlug = new Map(
    tagNames.flatMap((name) => [restSlug(name.replaceAll('&', ' and ')), restSlug(name)].map((slug) => [slug, name])),
  );
  const schemaByName = new Map(schemaNames.map((name) => [name.toLowerCase(), name]));
  const pageOf = (fragment: string): string | undefined => {
    let name = fragment;
    try {
      name = decodeURIComponent(fragment);
    } catch {
      // A malformed escape: read as written.
    }
    const operation = /^(?:tag\/[^/]+\/)?operation\/(.+)$/.exec(name)?.[1];
    if (operation !== undefined) return operations.has(operation) ? restOperationRoute(operation) : undefined;
    const tag = /^tag\/([^/]+)$/.exec(name)?.[1];
    if (tag !== undefined) {
      const tagName = tagBySlug.get(restSlug(tag));
      return tagName ? restTagRoute(tagPages.get(tagName)!) : undefined;
    }
    const schema = schemaByName.get((/^\/?components\/schemas\/(.+)$/.exec(name)?.[1] ?? name).toLowerCase());
    return schema ? restSchemaRoute(schema) : undefined;
  };
  const relink = (written: string): string => {
    const text = htmlToMarkdown(written);
    return text.includes('](')
      ? text
          .replace(FRAGMENT_LINK, (link, fragment: string) => {
            const page = pageOf(fragment);
            return page ? `](${page})` : link;
          })
          .replace(URL_WITHOUT_TARGET, '[$1]($1)')
      : text;
  };
  if (!links) return mapShownDescriptions(document, relink);
  const restRoutes = new Set([
    `/${docsInstances.rest.routeBasePath}/`,
    ...operationIds.map(restOperationRoute),
    ...[...tagPages.values()].map(restTagRoute),
    ...schemaNames.map(restSchemaRoute),
  ]);
  const webhookRoutes = `/${docsInstances.rest.routeBasePath}/webhooks/`;
  const site: SiteLinks = {
    ...links,
    isRoute: (route) => {
      const page = route.endsWith('/') ? route : `${route}/`;
      return restRoutes.has(page) || page.startsWith(webhookRoutes) || links.isRoute(route);
    },
  };
  return mapShownDescriptionsByOwner(document, (text, owner) => {
    const resolved = resolveSiteLinks(relink(text), site);
    if (resolved.missing.length) missing.set(owner, [...new Set([...(missing.get(owner) ?? []), ...resolved.missing])]);
    return resolved.markdown;
  });
}

/**
 * `mapShownDescriptions` with what each description belongs to, as a writer names it: an operation
 * (`GET /pets`) or its path, a component schema (`Pet`), another component (`parameters Limit`), a
 * webhook or a tag.
 */
function mapShownDescriptionsByOwner(document: Json, change: (markdown: string, owner: string) => string): Json {
  const walk = (key: string, value: unknown, owner: string): unknown =>
    mapShownDescriptions({ [key]: value }, (markdown) => change(markdown, owner))[key];
  const each = (group: unknown, owner: (name: string) => string): unknown =>
    isObject(group)
      ? Object.fromEntries(Object.entries(group).map(([name, value]) => [name, walk(name, value, owner(name))]))
      : group;
  const methods = new Set<string>(httpMethods);
  const byKey: Record<string, (value: unknown) => unknown> = {
    paths: (paths) =>
      isObject(paths)
        ? Object.fromEntries(
            Object.entries(paths).map(([route, item]) => [
              route,
              each(item, (member) => (methods.has(member) ? `${member.toUpperCase()} ${route}` : route)),
            ]),
          )
        : paths,
    components: (components) =>
      isObject(components)
        ? Object.fromEntries(
            Object.entries(components).map(([kind, group]) => [
              kind,
              each(group, (name) => (kind === 'schemas' ? name : `${kind} ${name}`)),
            ]),
          )
        : components,
    webhooks: (webhooks) => each(webhooks, (name) => `webhook ${name}`),
    tags: (tags) =>
      Array.isArray(tags) ? tags.map((tag) => walk('tag', tag, `tag ${isObject(tag) ? String(tag.name) : ''}`)) : tags,
  };
  return Object.fromEntries(
    Object.entries(document).map(([key, value]) => [key, byKey[key]?.(value) ?? walk(key, value, key)]),
  );
}
