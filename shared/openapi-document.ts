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

export const isObject = (value: unknown): value is Json =>
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

  /**
   * `node` after following its `$ref` one hop at a time, with the JSON pointer (`/components/…`,
   * no `#`) of the object reached: readers that report locations or compile a validator at the
   * target need where it lives, not only what it is. `pointer` is where `node` itself sits.
   * Throws, naming the pointer, on a non-local reference, a reference to nothing or a cycle.
   */
  resolveWithPointer(node: unknown, pointer: string): { node: Json; pointer: string } {
    let current = node;
    let where = pointer;
    const visited = new Set<string>();
    while (isObject(current) && typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (!ref.startsWith('#/')) throw new Error(`only local $refs are allowed, got "${ref}" at #${where}`);
      if (visited.has(ref)) throw new Error(`$ref cycle through "${ref}" at #${where}`);
      visited.add(ref);
      current = this.rawAt(ref);
      if (current === undefined) throw new Error(`$ref "${ref}" at #${where} points to nothing`);
      where = ref.slice(1);
    }
    if (!isObject(current)) throw new Error(`#${where} is not an object`);
    return { node: current, pointer: where };
  }

  /** The value at a local reference as written (a `$ref` there is not followed), or undefined. */
  private rawAt(ref: string): unknown {
    const cut = ref.lastIndexOf('/');
    const parent = cut === 1 ? this.document : this.target(ref.slice(0, cut));
    const key = ref
      .slice(cut + 1)
      .replace(/~1/g, '/')
      .replace(/~0/g, '~');
    return isObject(parent) || Array.isArray(parent) ? (parent as Json)[key] : undefined;
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
