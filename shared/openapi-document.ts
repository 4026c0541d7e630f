/**
 * The one reader of `openapi/openapi.yaml`'s references: every `$ref` is resolved by
 * `@apidevtools/json-schema-ref-parser` (the parser the MCP server and the REST generator's own
 * dependencies use), not by hand-written pointer walks. Generation's checks, the Markdown copies,
 * `npm run api:diff`, the webhook pages and the tests all read the document through it.
 *
 * Only local references (`#/…`) are allowed: the document is one file and is published as one file.
 */
import { $RefParser, type $Refs, type JSONSchema } from '@apidevtools/json-schema-ref-parser';

export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls `visit` with every `$ref` string under `node`, in document order. */
export function forEachRef(node: unknown, visit: (ref: string) => void): void {
  if (Array.isArray(node)) node.forEach((item) => forEachRef(item, visit));
  else if (isObject(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') visit(value);
      else forEachRef(value, visit);
    }
}

/** `#/components/schemas/Payment` → `Payment`; undefined for any other reference. */
export function schemaRefName(ref: string): string | undefined {
  return /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
}

export class OpenApiDocument {
  private constructor(
    readonly document: Json,
    private readonly refs: $Refs<JSONSchema>,
  ) {}

  /** Indexes `document`'s references (the document itself is not changed). */
  static async of(document: Json): Promise<OpenApiDocument> {
    const parser = new $RefParser<JSONSchema>();
    const refs = await parser.resolve(document as JSONSchema, { resolve: { external: false } });
    return new OpenApiDocument(document, refs);
  }

  /** What a local `$ref` points to (references on the way and at the end followed), or undefined. */
  target(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    try {
      return this.refs.get(ref);
    } catch {
      return undefined;
    }
  }

  /** `node`, or the object its `$ref` points to; `{}` for anything else or a reference to nothing. */
  follow(node: unknown): Json {
    if (!isObject(node)) return {};
    if (typeof node.$ref !== 'string') return node;
    const target = this.target(node.$ref);
    return isObject(target) ? target : {};
  }

  /** Every local `$ref` under `node` that points to nothing, in document order. */
  unresolvedRefs(node: unknown = this.document): string[] {
    const missing: string[] = [];
    forEachRef(node, (ref) => {
      if (ref.startsWith('#/') && this.target(ref) === undefined) missing.push(ref);
    });
    return missing;
  }

  /** A copy with every `$ref` replaced by its target (siblings of a `$ref` kept), for readers that want plain objects. */
  async dereferenced(): Promise<Json> {
    return (await $RefParser.dereference(structuredClone(this.document) as JSONSchema, {
      resolve: { external: false },
      dereference: { circular: 'ignore' },
    })) as Json;
  }
}
