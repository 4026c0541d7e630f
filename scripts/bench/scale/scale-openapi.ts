/**
 * An OpenAPI document K times larger than ours: every path is copied K-1 times under `/regionN`,
 * with renamed operationIds, tags (`Payments` → `Payments region 2`) and components
 * (`Payment` → `PaymentRegion2`, every `$ref` rewritten), and varied descriptions and summaries.
 * Servers, security schemes and `info` stay single.
 */
import { varyText, vocabularyOf } from './vary-text';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Components referenced by name from `security` arrays, not by `$ref`: never copied. */
const SHARED_COMPONENTS = new Set(['securitySchemes']);
const TEXT_KEYS = new Set(['description', 'summary']);

function collectTexts(value: Json, into: string[]): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectTexts(item, into));
  else if (isObject(value))
    for (const [key, child] of Object.entries(value)) {
      if (TEXT_KEYS.has(key) && typeof child === 'string') into.push(child);
      else collectTexts(child, into);
    }
  return into;
}

interface CopyContext {
  copy: number;
  vocabulary: string[];
  tagName: (tag: string) => string;
}

/** A deep copy of `value` with `$ref`s, tags, operationIds and texts of copy N. */
function copyValue(value: Json, context: CopyContext, key?: string): Json {
  if (Array.isArray(value)) return value.map((item) => copyValue(item, context, key === 'tags' ? 'tag' : undefined));
  if (typeof value === 'string') {
    if (key === '$ref') {
      const match = /^#\/components\/([^/]+)\/(.+)$/.exec(value);
      return match && !SHARED_COMPONENTS.has(match[1]!) ? `#/components/${match[1]}/${match[2]}Region${context.copy}` : value;
    }
    if (key === 'tag') return context.tagName(value);
    if (key === 'operationId') return `${value}Region${context.copy}`;
    if (key !== undefined && TEXT_KEYS.has(key)) return varyText(value, context.copy, context.vocabulary);
    return value;
  }
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, copyValue(child, context, childKey)]));
}

export function scaleOpenApi(document: JsonObject, scale: number): JsonObject {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, got ${scale}`);
  const result = structuredClone(document);
  if (scale === 1) return result;
  const vocabulary = vocabularyOf(collectTexts(document, []));
  const paths = isObject(document.paths) ? document.paths : {};
  const components = isObject(document.components) ? document.components : {};
  const tags = Array.isArray(document.tags) ? document.tags.filter(isObject) : [];
  const resultPaths = result.paths as JsonObject;
  const resultComponents = (result.components ?? {}) as JsonObject;
  const resultTags = (result.tags ?? []) as Json[];
  for (let copy = 2; copy <= scale; copy++) {
    const context: CopyContext = { copy, vocabulary, tagName: (tag) => `${tag} region ${copy}` };
    for (const [route, item] of Object.entries(paths)) resultPaths[`/region${copy}${route}`] = copyValue(item, context);
    for (const [kind, entries] of Object.entries(components)) {
      if (SHARED_COMPONENTS.has(kind) || !isObject(entries)) continue;
      for (const [name, component] of Object.entries(entries)) (resultComponents[kind] as JsonObject)[`${name}Region${copy}`] = copyValue(component, context);
    }
    for (const tag of tags) resultTags.push(copyValue({ ...tag, name: context.tagName(String(tag.name)) }, { ...context, tagName: (name) => name }));
  }
  return result;
}
