/**
 * REST: a focused comparison of two OpenAPI 3.x documents, from the caller's side.
 *
 * Why not `openapi-diff` (0.24): it rejects OpenAPI 3.1 outright; down-converted to 3.0.3, this document still
 * fails its 3.0 schema validation (`const`, schema-level `examples`, `propertyNames`), and it ignores parameters
 * and reports body changes as JSON-schema "scope" changes rather than named fields and enum values.
 *
 * What is compared: operations (by method and path; a changed operationId is a rename, an operationId found
 * at another path is a move), parameters, request bodies, response status codes and bodies, and every named
 * schema in components.schemas (properties, required, types, enums, array items, oneOf/anyOf variants).
 * A schema change is judged by how the schema is used: a new required property breaks requests but not
 * responses, a removed optional flag breaks responses but not requests, and so on.
 */
import yaml from 'js-yaml';
import { OpenApiDocument, schemaRefName } from '../../shared/openapi-document';
import { worst, type ApiChange, type Level } from './types';

type Obj = Record<string, unknown>;
type Direction = 'request' | 'response';
type Directions = ReadonlySet<Direction>;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObj(value: unknown): Obj {
  return isObj(value) ? value : {};
}

function code(text: string): string {
  return `\`${text}\``;
}

function parseDocument(source: string, label: string): Obj {
  let document: unknown;
  try {
    document = yaml.load(source);
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
  if (!isObj(document) || typeof document.openapi !== 'string') throw new Error(`${label}: not an OpenAPI 3 document`);
  return document;
}

/** One side of the comparison: the document and the lookups built from it. */
class Spec {
  readonly operations = new Map<string, Operation>();
  /** Directions in which each named schema is used (request: sent by the caller; response: received). */
  readonly usage = new Map<string, Set<Direction>>();

  static async of(doc: Obj): Promise<Spec> {
    return new Spec(doc, await OpenApiDocument.of(doc));
  }

  private constructor(
    readonly doc: Obj,
    private readonly refs: OpenApiDocument,
  ) {
    for (const [path, rawItem] of Object.entries(asObj(doc.paths))) {
      const item = this.resolve(rawItem);
      for (const method of methods) {
        const op = item[method];
        if (!isObj(op)) continue;
        const operation: Operation = { method: method.toUpperCase(), path, op, sharedParameters: item.parameters };
        this.operations.set(operationKey(operation), operation);
        this.markUsage([item.parameters, op.parameters, op.requestBody], 'request');
        this.markUsage([op.responses], 'response');
        // Callbacks are requests Pagora sends: their bodies are read by the caller, like responses.
        for (const callback of Object.values(asObj(op.callbacks))) this.markUsage([callback], 'response');
      }
    }
    for (const webhook of Object.values(asObj(doc.webhooks))) this.markUsage([webhook], 'response');
  }

  /** `node`, or the object its `$ref` points to (shared/openapi-document.ts). */
  resolve(node: unknown): Obj {
    return this.refs.follow(node);
  }

  private markUsage(roots: unknown[], direction: Direction): void {
    const seen = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!isObj(node)) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'example' || key === 'examples') continue;
        if (key === '$ref' && typeof value === 'string') {
          if (seen.has(value)) continue;
          seen.add(value);
          const name = schemaRefName(value);
          if (name) {
            const directions = this.usage.get(name) ?? new Set<Direction>();
            directions.add(direction);
            this.usage.set(name, directions);
          }
          visit(this.refs.target(value));
        } else {
          visit(value);
        }
      }
    };
    roots.forEach(visit);
  }

  directionsOf(name: string): Set<Direction> {
    return this.usage.get(name) ?? new Set();
  }
}

interface Operation {
  method: string;
  path: string;
  op: Obj;
  sharedParameters: unknown;
}

/** Method and path with parameter names blanked, so renaming `{id}` to `{paymentId}` is not a new operation. */
function operationKey(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path.replace(/\{[^}]*\}/g, '{}')}`;
}

function operationLabel(operation: Operation): string {
  const id = typeof operation.op.operationId === 'string' ? ` (${operation.op.operationId})` : '';
  return `${operation.method} ${operation.path}${id}`;
}

/** How a change rates for each direction a schema is used in; the worst applies. */
function rate(directions: Directions, forRequest: Level, forResponse: Level): Level {
  if (directions.size === 0) return worst(forRequest, forResponse);
  let level: Level = 'non-breaking';
  if (directions.has('request')) level = worst(level, forRequest);
  if (directions.has('response')) level = worst(level, forResponse);
  return level;
}

/** The parts of a schema the comparison looks at. */
interface Shape {
  ref: string | null;
  types: Set<string>;
  format: string | null;
  enumValues: unknown[] | null;
  properties: Obj;
  required: Set<string>;
  items: unknown;
  variants: string[] | null;
}

class Comparer {
  readonly changes: ApiChange[] = [];

  constructor(
    readonly before: Spec,
    readonly after: Spec,
  ) {}

  add(level: Level, location: string, message: string): void {
    this.changes.push({ level, location, message });
  }

  shape(spec: Spec, node: unknown): Shape {
    let schema = asObj(node);
    // `allOf: [{ $ref }]` with nothing else typed is this codebase's way of adding a description to a reference.
    const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
    if (
      allOf.length === 1 &&
      isObj(allOf[0]) &&
      typeof allOf[0].$ref === 'string' &&
      !schema.properties &&
      !schema.type
    ) {
      schema = allOf[0];
    }
    if (typeof schema.$ref === 'string') {
      // A reference is compared by name; the named schema itself is compared once, on its own.
      const ref = schemaRefName(schema.$ref) ?? schema.$ref;
      return {
        ref,
        types: new Set(),
        format: null,
        enumValues: null,
        properties: {},
        required: new Set(),
        items: undefined,
        variants: null,
      };
    }
    const properties: Obj = {};
    const required = new Set<string>();
    const types = new Set<string>();
    for (const part of [schema, ...allOf.map((member) => spec.resolve(member))]) {
      Object.assign(properties, asObj(part.properties));
      if (Array.isArray(part.required)) part.required.forEach((name) => required.add(String(name)));
      const type = part.type;
      (Array.isArray(type) ? type : type === undefined ? [] : [type]).forEach((name) => types.add(String(name)));
      if (part.nullable === true) types.add('null');
    }
    const enumValues = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : null;
    const variantList = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
    const variants = variantList?.map((variant) => {
      const ref = isObj(variant) && typeof variant.$ref === 'string' ? variant.$ref : null;
      return ref ? (schemaRefName(ref) ?? ref) : JSON.stringify(variant);
    });
    return {
      ref: null,
      types,
      format: typeof schema.format === 'string' ? schema.format : null,
      enumValues,
      properties,
      required,
      items: schema.items,
      variants: variants ?? null,
    };
  }

  /** Compares two schemas at `location`; named schemas met along the way are compared once, on their own. */
  schema(oldNode: unknown, newNode: unknown, location: string, directions: Directions, depth = 0): void {
    const before = this.shape(this.before, oldNode);
    const after = this.shape(this.after, newNode);
    if (before.ref || after.ref) {
      if (before.ref !== after.ref) {
        this.add(
          'breaking',
          location,
          `type changed from ${code(before.ref ?? describeType(before))} to ${code(after.ref ?? describeType(after))}`,
        );
      }
      return;
    }
    if (depth > 12) return;

    if (!sameSet(before.types, after.types) && before.types.size > 0 && after.types.size > 0) {
      const widened = isSubset(before.types, after.types);
      const narrowed = isSubset(after.types, before.types);
      const level = widened
        ? rate(directions, 'non-breaking', 'dangerous')
        : narrowed
          ? rate(directions, 'breaking', 'non-breaking')
          : 'breaking';
      this.add(level, location, `type changed from ${code(describeType(before))} to ${code(describeType(after))}`);
    }
    if (before.format !== after.format && before.format && after.format) {
      this.add('dangerous', location, `format changed from ${code(before.format)} to ${code(after.format)}`);
    }

    this.enums(before.enumValues, after.enumValues, location, directions);

    if (before.variants || after.variants) {
      const oldVariants = new Set(before.variants ?? []);
      const newVariants = new Set(after.variants ?? []);
      for (const variant of oldVariants) {
        if (!newVariants.has(variant))
          this.add(rate(directions, 'breaking', 'non-breaking'), location, `variant ${code(variant)} removed`);
      }
      for (const variant of newVariants) {
        if (!oldVariants.has(variant))
          this.add(rate(directions, 'non-breaking', 'dangerous'), location, `variant ${code(variant)} added`);
      }
    }

    this.properties(before, after, location, directions, depth);

    if (before.items !== undefined && after.items !== undefined)
      this.schema(before.items, after.items, `${location}[]`, directions, depth + 1);
  }

  enums(before: unknown[] | null, after: unknown[] | null, location: string, directions: Directions): void {
    if (!before && !after) return;
    if (!before && after) {
      this.add(
        rate(directions, 'breaking', 'non-breaking'),
        location,
        `now restricted to ${after.map((value) => code(String(value))).join(', ')}`,
      );
      return;
    }
    if (before && !after) {
      this.add(rate(directions, 'non-breaking', 'dangerous'), location, 'no longer restricted to a list of values');
      return;
    }
    const oldValues = new Set((before ?? []).map(String));
    const newValues = new Set((after ?? []).map(String));
    for (const value of oldValues) {
      // A removed value breaks callers that send it and callers that test for it.
      if (!newValues.has(value)) this.add('breaking', location, `enum value ${code(value)} removed`);
    }
    for (const value of newValues) {
      // Callers receiving the enum may not handle a value they have never seen.
      if (!oldValues.has(value))
        this.add(rate(directions, 'non-breaking', 'dangerous'), location, `enum value ${code(value)} added`);
    }
  }

  properties(before: Shape, after: Shape, location: string, directions: Directions, depth: number): void {
    const removed = Object.keys(before.properties).filter((name) => !(name in after.properties));
    const added = Object.keys(after.properties).filter((name) => !(name in before.properties));

    // One property out and one of the same shape in: report it as the rename it most likely is.
    const [onlyRemoved] = removed;
    const [onlyAdded] = added;
    if (removed.length === 1 && added.length === 1 && onlyRemoved && onlyAdded) {
      const oldShape = JSON.stringify(before.properties[onlyRemoved]);
      if (oldShape === JSON.stringify(after.properties[onlyAdded])) {
        this.add('breaking', location, `property ${code(onlyRemoved)} renamed to ${code(onlyAdded)}`);
        removed.length = 0;
        added.length = 0;
      }
    }

    for (const name of removed) {
      this.add(
        'breaking',
        `${location}.${name}`,
        `property removed${before.required.has(name) ? ' (it was required)' : ''}`,
      );
    }
    for (const name of added) {
      const required = after.required.has(name);
      this.add(
        rate(directions, required ? 'breaking' : 'non-breaking', 'non-breaking'),
        `${location}.${name}`,
        required ? 'required property added' : 'optional property added',
      );
    }
    for (const name of Object.keys(before.properties)) {
      if (!(name in after.properties)) continue;
      const wasRequired = before.required.has(name);
      const isRequired = after.required.has(name);
      if (!wasRequired && isRequired)
        this.add(rate(directions, 'breaking', 'non-breaking'), `${location}.${name}`, 'property is now required');
      if (wasRequired && !isRequired)
        this.add(rate(directions, 'non-breaking', 'dangerous'), `${location}.${name}`, 'property is now optional');
      this.schema(before.properties[name], after.properties[name], `${location}.${name}`, directions, depth + 1);
    }
  }

  parameters(before: Operation, after: Operation, label: string): void {
    const collect = (spec: Spec, operation: Operation): Map<string, Obj> => {
      const byKey = new Map<string, Obj>();
      const pathParameterNames = [...operation.path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
      const list = [
        ...(Array.isArray(operation.sharedParameters) ? operation.sharedParameters : []),
        ...(Array.isArray(operation.op.parameters) ? operation.op.parameters : []),
      ];
      for (const raw of list) {
        const parameter = spec.resolve(raw);
        const where = String(parameter.in);
        const name = String(parameter.name);
        // Path parameters are matched by position (renaming one changes nothing for callers); headers ignore case.
        const position = pathParameterNames.indexOf(name);
        const key =
          where === 'path' && position >= 0
            ? `path#${position}`
            : `${where}:${where === 'header' ? name.toLowerCase() : name}`;
        byKey.set(key, parameter);
      }
      return byKey;
    };
    const oldParameters = collect(this.before, before);
    const newParameters = collect(this.after, after);
    const request = new Set<Direction>(['request']);
    for (const [key, parameter] of oldParameters) {
      const where = `${label} ${parameter.in} parameter ${code(String(parameter.name))}`;
      const next = newParameters.get(key);
      if (!next) {
        this.add('breaking', label, `${parameter.in} parameter ${code(String(parameter.name))} removed`);
        continue;
      }
      if (parameter.required !== true && next.required === true) this.add('breaking', where, 'now required');
      if (parameter.required === true && next.required !== true) this.add('non-breaking', where, 'now optional');
      this.schema(parameter.schema, next.schema, where, request);
    }
    for (const [key, parameter] of newParameters) {
      if (oldParameters.has(key)) continue;
      const required = parameter.required === true;
      this.add(
        required ? 'breaking' : 'non-breaking',
        label,
        `${required ? 'required' : 'optional'} ${parameter.in} parameter ${code(String(parameter.name))} added`,
      );
    }
  }

  requestBody(before: Operation, after: Operation, label: string): void {
    const oldBody = before.op.requestBody === undefined ? null : this.before.resolve(before.op.requestBody);
    const newBody = after.op.requestBody === undefined ? null : this.after.resolve(after.op.requestBody);
    const where = `${label} request body`;
    if (!oldBody && !newBody) return;
    if (!oldBody && newBody) {
      this.add(
        newBody.required === true ? 'breaking' : 'non-breaking',
        where,
        `${newBody.required === true ? 'required' : 'optional'} request body added`,
      );
      return;
    }
    if (oldBody && !newBody) {
      this.add('breaking', where, 'request body removed');
      return;
    }
    if (oldBody?.required !== true && newBody?.required === true)
      this.add('breaking', where, 'request body is now required');
    this.content(asObj(oldBody?.content), asObj(newBody?.content), where, new Set<Direction>(['request']));
  }

  content(before: Obj, after: Obj, location: string, directions: Directions): void {
    for (const [mediaType, media] of Object.entries(before)) {
      const next = after[mediaType];
      if (next === undefined) {
        this.add('breaking', location, `media type ${code(mediaType)} removed`);
        continue;
      }
      this.schema(
        asObj(media).schema,
        asObj(next).schema,
        mediaType === 'application/json' ? location : `${location} (${mediaType})`,
        directions,
      );
    }
    for (const mediaType of Object.keys(after)) {
      if (!(mediaType in before))
        this.add(rate(directions, 'non-breaking', 'dangerous'), location, `media type ${code(mediaType)} added`);
    }
  }

  responses(before: Operation, after: Operation, label: string): void {
    const oldResponses = asObj(before.op.responses);
    const newResponses = asObj(after.op.responses);
    const response = new Set<Direction>(['response']);
    for (const [status, raw] of Object.entries(oldResponses)) {
      const success = /^2/.test(status);
      if (!(status in newResponses)) {
        this.add(success ? 'breaking' : 'non-breaking', label, `response ${status} removed`);
        continue;
      }
      const oldResponse = this.before.resolve(raw);
      const newResponse = this.after.resolve(newResponses[status]);
      this.content(asObj(oldResponse.content), asObj(newResponse.content), `${label} response ${status}`, response);
    }
    for (const status of Object.keys(newResponses)) {
      if (!(status in oldResponses))
        this.add(/^2/.test(status) ? 'dangerous' : 'non-breaking', label, `response ${status} added`);
    }
  }

  run(): ApiChange[] {
    this.operationsAndSchemas();
    return this.changes;
  }

  private operationsAndSchemas(): void {
    const oldOps = this.before.operations;
    const newOps = this.after.operations;
    const newById = new Map(
      [...newOps.values()]
        .filter((op) => typeof op.op.operationId === 'string')
        .map((op) => [op.op.operationId as string, op]),
    );
    const moved = new Set<string>();

    for (const [key, operation] of oldOps) {
      const label = operationLabel(operation);
      const next = newOps.get(key);
      if (!next) {
        const elsewhere =
          typeof operation.op.operationId === 'string' ? newById.get(operation.op.operationId) : undefined;
        if (elsewhere && !oldOps.has(operationKey(elsewhere))) {
          moved.add(operationKey(elsewhere));
          this.add('breaking', label, `operation moved to ${code(`${elsewhere.method} ${elsewhere.path}`)}`);
          this.compareOperation(operation, elsewhere, label);
        } else {
          this.add('breaking', label, 'operation removed');
        }
        continue;
      }
      if (operation.op.operationId !== next.op.operationId && typeof next.op.operationId === 'string') {
        this.add(
          'breaking',
          label,
          `operationId renamed to ${code(next.op.operationId)} (generated clients and the reference page URL change)`,
        );
      }
      this.compareOperation(operation, next, label);
    }
    for (const [key, operation] of newOps) {
      if (!oldOps.has(key) && !moved.has(key)) this.add('non-breaking', operationLabel(operation), 'operation added');
    }

    const oldSchemas = asObj(asObj(this.before.doc.components).schemas);
    const newSchemas = asObj(asObj(this.after.doc.components).schemas);
    for (const [name, schema] of Object.entries(oldSchemas)) {
      if (!(name in newSchemas)) {
        this.add(
          'dangerous',
          name,
          'schema removed (its reference page goes away; fields that used it are listed separately)',
        );
        continue;
      }
      const directions = new Set([...this.before.directionsOf(name), ...this.after.directionsOf(name)]);
      this.schema(schema, newSchemas[name], name, directions);
    }
    for (const name of Object.keys(newSchemas)) {
      if (!(name in oldSchemas)) this.add('non-breaking', name, 'schema added');
    }
  }

  private compareOperation(before: Operation, after: Operation, label: string): void {
    if (before.op.deprecated !== true && after.op.deprecated === true)
      this.add('dangerous', label, 'operation deprecated');
    this.parameters(before, after, label);
    this.requestBody(before, after, label);
    this.responses(before, after, label);
  }
}

function describeType(shape: Shape): string {
  if (shape.types.size === 0) return shape.variants ? shape.variants.join(' | ') : 'any';
  return [...shape.types].sort().join(' | ');
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

function isSubset(a: Set<string>, b: Set<string>): boolean {
  return [...a].every((value) => b.has(value));
}

/** Changes from `before` to `after` (YAML or JSON); null stands for a document that does not exist on that side. */
export async function diffOpenApi(before: string | null, after: string | null): Promise<ApiChange[]> {
  if (before === after) return [];
  const empty = { openapi: '3.1.0', paths: {} };
  const oldDoc = before === null ? empty : parseDocument(before, 'base OpenAPI document');
  const newDoc = after === null ? empty : parseDocument(after, 'new OpenAPI document');
  return new Comparer(await Spec.of(oldDoc), await Spec.of(newDoc)).run();
}
