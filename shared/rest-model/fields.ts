/**
 * The fields of a schema as a tree, the one shape every REST page part is made from: the reference
 * pages render it (scripts/rest-pages), the search index makes a record of each row, the Markdown
 * copies a table row. Each field carries its anchor id (./field-ids.ts), so a search hit, a link and
 * the page agree by construction.
 *
 * Component schemas are expanded in place (a reader sees a payment's `customer.email` where it is
 * sent), except where that would go round a cycle: a schema already on the path, or another member of
 * the same `$ref` cycle (./cycles.ts), is named and linked instead. So a page grows with the number of
 * schemas it uses, not with the number of paths through a cyclic graph.
 */
import { enumValuesSentence, type Json, type RestModel } from './model';
import { fieldId, isIdName, type FieldRoot } from './field-ids';
import { isObject } from '../openapi-document';

export interface EnumValue {
  value: string;
  meaning?: string;
}

/** The shapes a `oneOf`/`anyOf` allows, each with its own fields. */
export interface FieldVariant {
  /** The variant's name in ids: its discriminator value, its schema's name, or `option-N`. */
  key: string;
  /** What a reader sees: the schema's name or title, with the discriminator value when there is one. */
  title: string;
  /** The component schema of the variant, when it is one (linked). */
  schemaName?: string;
  description: string;
  fields: FieldNode[];
}

export interface FieldNode {
  /** The row's anchor; undefined for a name no id can carry (`property name*`). */
  id?: string;
  /** Names from the root down to this field. */
  path: string[];
  /** Where the row lives, in a reader's words: `Request body`, `Response 200`, `Query parameter`. */
  group: string;
  name: string;
  /** `string (date-time)`, `array of Customer`, `Currency`: component names as written, unlinked. */
  type: string;
  /** The component schema the type names (`Customer` for `Customer` and `array of Customer`). */
  schemaName?: string;
  required: boolean;
  deprecated: boolean;
  /** Markdown: the field's own description, else its schema's. */
  description: string;
  /** Allowed values: an inline enum with its meanings, or a short enum the type names. */
  values: EnumValue[];
  /** Where the values are defined on this row (an inline enum), not only repeated from a component. */
  definesValues: boolean;
  /** Markdown phrases: default, bounds, pattern, example. */
  facts: string[];
  children: FieldNode[];
  variants: FieldVariant[];
  /** Set when the fields a `$ref` would bring are left out to stop a cycle: the schema linked instead. */
  cut?: string;
}

/** Where the tree is read from: a request drops read-only fields, a response write-only ones. */
export type FieldDirection = 'request' | 'response';

/** A named enum is repeated on each row that uses it only while it is short; longer ones are linked. */
const MAX_REPEATED_VALUES = 30;
/** Deep enough for every object a reader sends or gets back; deeper levels link to the schema. */
const MAX_DEPTH = 6;

const code = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

interface Walk {
  model: RestModel;
  root: FieldRoot;
  direction: FieldDirection;
}

function enumValues(model: RestModel, own: Json, node: Json): { values: EnumValue[]; defines: boolean } {
  const inline = Array.isArray(own.enum) ? own : !model.schemaName(own) && Array.isArray(node.enum) ? node : undefined;
  // A named enum (`Currency`) is defined on its own page; its rows repeat it while it is short.
  const source = inline ?? (Array.isArray(node.enum) && node.enum.length <= MAX_REPEATED_VALUES ? node : undefined);
  if (!source) return { values: [], defines: false };
  const meanings = isObject(source['x-enumDescriptions']) ? (source['x-enumDescriptions'] as Json) : {};
  const values = (source.enum as unknown[]).map((value) => {
    const meaning = typeof meanings[String(value)] === 'string' ? String(meanings[String(value)]).trim() : '';
    return { value: String(value), ...(meaning ? { meaning } : {}) };
  });
  return { values, defines: inline !== undefined };
}

/** Default, bounds, pattern and example, as short Markdown phrases. */
function facts(own: Json, node: Json): string[] {
  const read = (key: string): unknown => own[key] ?? node[key];
  const phrases: string[] = [];
  const fallback = read('default');
  if (fallback !== undefined) phrases.push(`Default: ${code(fallback)}.`);
  // OpenAPI 3.0 (JSON Schema draft 4) makes `minimum` strict with `exclusiveMinimum: true`; 3.1 gives the bound itself.
  const strict = (flag: string): boolean => read(flag) === true;
  const bounds: Array<[string, string]> = [
    ['minimum', strict('exclusiveMinimum') ? 'Greater than' : 'Minimum'],
    ['exclusiveMinimum', 'Greater than'],
    ['maximum', strict('exclusiveMaximum') ? 'Less than' : 'Maximum'],
    ['exclusiveMaximum', 'Less than'],
    ['minLength', 'Minimum length'],
    ['maxLength', 'Maximum length'],
    ['minItems', 'Minimum items'],
    ['maxItems', 'Maximum items'],
  ];
  for (const [key, label] of bounds) {
    const value = read(key);
    if (typeof value === 'number') phrases.push(`${label}: ${code(value)}.`);
  }
  const pattern = read('pattern');
  if (typeof pattern === 'string') phrases.push(`Pattern: ${code(pattern)}.`);
  const example = own.example ?? (own === node ? undefined : node.example);
  if (example !== undefined && !isObject(example) && !Array.isArray(example))
    phrases.push(`Example: ${code(example)}.`);
  return phrases;
}

/** The schema of a field's own fields: the object itself, or the items of an array of objects. */
function container(model: RestModel, schema: unknown): unknown {
  const node = model.deref(schema);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('array') && node.items !== undefined) return container(model, node.items);
  return schema;
}

/** Whether expanding `schemaName` under `ancestors` would go round a cycle. */
function closesCycle(model: RestModel, schemaName: string, ancestors: readonly string[]): boolean {
  if (ancestors.includes(schemaName)) return true;
  const group = model.cycles.get(schemaName);
  return group !== undefined && ancestors.some((name) => model.cycles.get(name) === group);
}

function variantsOf(walk: Walk, schema: unknown, path: string[], ancestors: readonly string[]): FieldVariant[] {
  const { model } = walk;
  const node = model.deref(schema);
  const options = (Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : []) as Json[];
  if (options.length === 0) return [];
  const discriminator = isObject(node.discriminator) ? node.discriminator : undefined;
  const mapping = isObject(discriminator?.mapping) ? (discriminator.mapping as Record<string, string>) : {};
  const used = new Set<string>();
  return options.map((option, index) => {
    const schemaName = model.schemaName(option);
    const resolved = model.deref(option);
    const property = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
    const mapped = Object.entries(mapping).find(([, ref]) => ref.endsWith(`/${schemaName ?? '\0'}`))?.[0];
    const constant = property ? model.deref(model.objectShape(option).properties[property]).const : undefined;
    const value = mapped ?? (typeof constant === 'string' ? constant : undefined);
    const title = [schemaName ?? (typeof resolved.title === 'string' ? resolved.title : `Option ${index + 1}`)]
      .concat(value !== undefined && property ? [`(${property}: ${code(value)})`] : [])
      .join(' ');
    let key = value ?? schemaName ?? `option-${index + 1}`;
    if (!isIdName(key) || used.has(key)) key = `option-${index + 1}`;
    used.add(key);
    const inside = schemaName && closesCycle(model, schemaName, ancestors);
    return {
      key,
      title,
      ...(schemaName ? { schemaName } : {}),
      description: String(resolved.description ?? ''),
      fields: inside ? [] : fieldsAt(walk, option, [...path, key], schemaName ? [...ancestors, schemaName] : ancestors),
    };
  });
}

function fieldsAt(walk: Walk, schema: unknown, path: string[], ancestors: readonly string[]): FieldNode[] {
  const { model, root, direction } = walk;
  if (path.length >= MAX_DEPTH) return [];
  const { properties, required } = model.objectShape(schema);
  return Object.entries(properties).flatMap(([name, property]): FieldNode[] => {
    const own = isObject(property) ? property : {};
    // What the field is: the component it names (through `allOf: [$ref]` too), else itself.
    const named = model.schemaName(property);
    const node = named && model.schemas[named] ? model.deref(model.schemas[named]) : model.deref(property);
    if (direction === 'request' && (own.readOnly ?? node.readOnly) === true) return [];
    if (direction === 'response' && (own.writeOnly ?? node.writeOnly) === true) return [];
    const here = [...path, name];
    const inner = container(model, property);
    const innerName = model.schemaName(inner) ?? model.schemaName(property);
    const { values, defines } = enumValues(model, own, node);
    const cut = innerName !== undefined && closesCycle(model, innerName, ancestors) ? innerName : undefined;
    const below = innerName ? [...ancestors, innerName] : ancestors;
    const idable = isIdName(name) && path.every(isIdName);
    return [
      {
        ...(idable ? { id: fieldId(root, here) } : {}),
        path: here,
        group: root.label,
        name,
        type: model.typeLabel(property, (schemaName) => schemaName),
        ...(innerName ? { schemaName: innerName } : {}),
        required: required.has(name),
        deprecated: (own.deprecated ?? node.deprecated) === true,
        description: String(own.description ?? node.description ?? '').trim(),
        values,
        definesValues: defines,
        facts: facts(own, node),
        children: cut || !idable ? [] : fieldsAt(walk, inner, here, below),
        variants: cut || !idable ? [] : variantsOf(walk, inner, here, below),
        ...(cut ? { cut } : {}),
      },
    ];
  });
}

/** The fields of `schema`, with ids under `root`. */
export function fieldTree(
  model: RestModel,
  schema: unknown,
  root: FieldRoot,
  direction: FieldDirection = 'response',
): { fields: FieldNode[]; variants: FieldVariant[] } {
  const walk = { model, root, direction };
  const name = model.schemaName(container(model, schema));
  const ancestors = name ? [name] : [];
  const inner = container(model, schema);
  return { fields: fieldsAt(walk, inner, [], ancestors), variants: variantsOf(walk, inner, [], ancestors) };
}

/** A field's description with its values and facts, as one Markdown paragraph (the Markdown copies). */
export function fieldText(field: FieldNode): string {
  const parts = [field.description];
  if (field.values.length)
    parts.push(
      enumValuesSentence(
        field.values.map((value) => value.value),
        Object.fromEntries(field.values.map((value) => [value.value, value.meaning ?? ''])),
      ),
    );
  parts.push(...field.facts);
  if (field.deprecated) parts.push('Deprecated.');
  return parts.filter(Boolean).join(' ');
}

/** Every field of a tree, depth first, variants' fields included. */
export function flattenFields(fields: readonly FieldNode[], variants: readonly FieldVariant[] = []): FieldNode[] {
  return [
    ...fields.flatMap((field) => [field, ...flattenFields(field.children, field.variants)]),
    ...variants.flatMap((variant) => flattenFields(variant.fields)),
  ];
}
