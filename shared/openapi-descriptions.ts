/**
 * The Markdown of an OpenAPI document that the reference pages show: every `description` and
 * `summary`, and each `x-enumDescriptions` entry, outside data shown as written (examples, defaults,
 * enums) and outside the document's `info`, `servers` and `externalDocs`, which no reference page
 * shows (the REST landing page is hand-written). Read by the generation checks and mended by the REST
 * model in this one walk; `mapDescriptions` walks every description (the generator's copy escapes them all).
 */
import { isObject } from './openapi-document';

const NOT_SHOWN = new Set(['example', 'examples', 'default', 'enum', 'const', 'info', 'servers', 'externalDocs']);

/**
 * A copy of `node` with every `description`, `summary` and `x-enumDescriptions` entry replaced by
 * `change(text)`, except under the keys of `notWalked`.
 */
export function mapDescriptions<T>(node: T, change: (markdown: string) => string, notWalked: ReadonlySet<string>): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        if (notWalked.has(key)) return [key, child];
        if ((key === 'description' || key === 'summary') && typeof child === 'string') return [key, change(child)];
        if (key === 'x-enumDescriptions' && isObject(child))
          return [
            key,
            Object.fromEntries(
              Object.entries(child).map(([name, text]) => [name, typeof text === 'string' ? change(text) : text]),
            ),
          ];
        return [key, walk(child)];
      }),
    );
  };
  return walk(node) as T;
}

/** A copy of `node` with each shown description replaced by `change(description)`. */
export function mapShownDescriptions<T>(node: T, change: (markdown: string) => string): T {
  return mapDescriptions(node, change, NOT_SHOWN);
}
