/**
 * Reading openapi/openapi.yaml for the Markdown copies: type labels, field rows (nested inline
 * objects flattened to `a.b`), and JSON examples (given ones first, built from the schema's
 * `example` values otherwise). References are resolved by shared/openapi-document.ts.
 */
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { OpenApiDocument, schemaRefName, type Json } from '../../shared/openapi-document';

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
}

export interface OperationEntry {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export class OpenApiModel {
  constructor(readonly refs: OpenApiDocument) {}

  get document(): Json {
    return this.refs.document;
  }

  static async of(document: Json): Promise<OpenApiModel> {
    return new OpenApiModel(await OpenApiDocument.of(document));
  }

  static async fromFile(file: string): Promise<OpenApiModel> {
    return OpenApiModel.of(yaml.load(readFileSync(file, 'utf8')) as Json);
  }

  get schemas(): Record<string, Json> {
    return ((this.document.components as Json | undefined)?.schemas as Record<string, Json> | undefined) ?? {};
  }

  get tags(): Array<{ name: string; description?: string }> {
    return (this.document.tags as Array<{ name: string; description?: string }> | undefined) ?? [];
  }

  get serverUrl(): string {
    return ((this.document.servers as Array<{ url?: string }> | undefined)?.[0]?.url ?? '').replace(/\/$/, '');
  }

  operations(): OperationEntry[] {
    const paths = (this.document.paths as Record<string, Json> | undefined) ?? {};
    return Object.entries(paths).flatMap(([route, item]) =>
      METHODS.filter((method) => isObject(item[method])).map((method) => ({
        method: method.toUpperCase(),
        path: route,
        operation: item[method] as OpenApiOperation,
      })),
    );
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
    const labels = types.map((type) => {
      if (type === 'array') return `array of ${this.typeLabel(node.items, link)}`;
      if (type === 'object' && isObject(node.additionalProperties))
        return `object (map of ${this.typeLabel(node.additionalProperties, link)})`;
      return typeof node.format === 'string' ? `${type} (${node.format})` : type;
    });
    if (labels.length) return labels.join(' or ');
    if (node.properties) return 'object';
    if (node.const !== undefined) return JSON.stringify(node.const);
    return 'any';
  }

  /** Properties and required names of an object schema, through `allOf`. */
  objectShape(schema: unknown, seen = new Set<string>()): { properties: Record<string, Json>; required: Set<string> } {
    const name = this.schemaName(schema);
    if (name && seen.has(name)) return { properties: {}, required: new Set() };
    if (name) seen.add(name);
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

  /** One row per field; inline nested objects (not components) are flattened to `parent.child`, `items[].child`. */
  fieldRows(schema: unknown, link: (name: string) => string, prefix = '', depth = 0): FieldRow[] {
    const { properties, required } = this.objectShape(schema);
    return Object.entries(properties).flatMap(([key, property]) => {
      const name = `${prefix}${key}`;
      const node = this.deref(property);
      const row: FieldRow = {
        name,
        type: this.typeLabel(property, link),
        required: required.has(key),
        description: this.fieldDescription(property),
      };
      if (depth >= 3 || this.schemaName(property)) return [row];
      if (node.properties || Array.isArray(node.allOf))
        return [row, ...this.fieldRows(property, link, `${name}.`, depth + 1)];
      const items = node.type === 'array' ? node.items : undefined;
      if (items && !this.schemaName(items) && this.deref(items).properties)
        return [row, ...this.fieldRows(items, link, `${name}[].`, depth + 1)];
      return [row];
    });
  }

  /** A field's description with its allowed values and default. */
  fieldDescription(schema: unknown): string {
    const own = isObject(schema) ? schema : {};
    const node = this.deref(schema);
    const parts = [String(own.description ?? node.description ?? '').trim()];
    const values = (own.enum ?? (this.schemaName(schema) ? undefined : node.enum)) as unknown[] | undefined;
    if (Array.isArray(values))
      parts.push(enumValuesSentence(values, (own['x-enumDescriptions'] ?? node['x-enumDescriptions']) as unknown));
    const fallback = own.default ?? node.default;
    if (fallback !== undefined) parts.push(`Default: \`${JSON.stringify(fallback)}\`.`);
    if (own.deprecated ?? node.deprecated) parts.push('Deprecated.');
    return parts.filter(Boolean).join(' ');
  }

  /** An example value for a schema: its own `example`, else one built from its parts. */
  example(schema: unknown, depth = 0): unknown {
    const own = isObject(schema) ? schema : {};
    if (own.example !== undefined) return own.example;
    if (Array.isArray(own.examples) && own.examples.length) return own.examples[0];
    const node = this.deref(schema);
    if (node !== own) return this.example(node, depth);
    if (node.const !== undefined) return node.const;
    if (node.default !== undefined) return node.default;
    if (Array.isArray(node.enum) && node.enum.length) return node.enum[0];
    if (depth > 6) return undefined;
    for (const key of ['oneOf', 'anyOf'] as const) {
      const options = node[key];
      if (Array.isArray(options) && options.length) return this.example(options[0], depth + 1);
    }
    const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type];
    if (node.properties || Array.isArray(node.allOf) || types.includes('object')) {
      const { properties } = this.objectShape(node);
      const entries = Object.entries(properties)
        .map(([key, property]) => [key, this.example(property, depth + 1)] as const)
        .filter(([, value]) => value !== undefined);
      return entries.length ? Object.fromEntries(entries) : {};
    }
    if (types.includes('array')) {
      const item = this.example(node.items, depth + 1);
      return item === undefined ? [] : [item];
    }
    if (types.includes('string')) return node.format === 'date-time' ? '2026-11-21T10:15:30Z' : 'string';
    if (types.includes('integer') || types.includes('number')) return 0;
    if (types.includes('boolean')) return false;
    return undefined;
  }

  /** The example of a media type object: the first of `examples`, else `example`, else built from the schema. */
  mediaExample(media: unknown): unknown {
    const node = this.deref(media);
    if (isObject(node.examples)) {
      const first = Object.values(node.examples)[0];
      if (first !== undefined) {
        const example = this.deref(first);
        if (example.value !== undefined) return example.value;
      }
    }
    if (node.example !== undefined) return node.example;
    return this.example(node.schema);
  }
}

/** The slug docusaurus-plugin-openapi-docs gives a tag page: `Apple Pay domain` → `apple-pay-domain`. */
export function tagSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
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
