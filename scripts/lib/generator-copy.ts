/**
 * The copy of the OpenAPI document that docusaurus-plugin-openapi-docs 5.2 reads (written by
 * `npm run gen` to paths.openapiForGenerator; the published document stays the original). Each step
 * mends one thing the generator gets wrong on its own, for any document, not only Pagora's:
 *
 * - webhooks left out: they get their own pages (scripts/webhooks); the generator would also write bare ones
 *   (from 3.1's `webhooks` and from `x-webhooks`, the 3.0 extension for them, which the model does not read);
 * - descriptions escaped: markup-like text renders as text (openapi-text.ts);
 * - schema cycles cut: generation cost follows the number of schemas, not of paths (openapi-cycles.ts);
 * - `const` given as `example`: the generator's samples skip `const` (a discriminator's value in a
 *   `oneOf` variant), so a sample body would miss a required field;
 * - an operationId and a summary for each operation without them (`operationIdOf`, `operationTitleOf`):
 *   the generator would name the page after its summary, and label it in the sidebar by its id;
 * - a tag named as an operation renamed (`withTagPagesApart`): both pages would have the same id;
 * - each schema titled by its name: the generator names a schema's page after its `title`, so a
 *   schema without one, or two with the same title (a copy of another), got no page of its own
 *   while our links follow the name (`restSchemaRoute`). The page still shows the original title
 *   (written from the model, which reads the published document).
 */
import { isObject, type Json } from '../../shared/openapi-document';
import { restSlug } from '../../config/api-crosslinks';
import {
  documentOperationIds,
  httpMethods,
  operationIdOf,
  operationTitleOf,
  tagSlugs,
} from '../../shared/rest-model/model';
import { withSchemaCyclesCut } from './openapi-cycles';
import { withEscapedDescriptions } from './openapi-text';

/** Every schema with a `const` and no example gets the const as its example. */
export function withConstExamples<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => withConstExamples(item)) as T;
  if (!isObject(node)) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'example' || key === 'examples' ? value : withConstExamples(value),
    ]),
  );
  if ('const' in copy && copy.example === undefined && copy.examples === undefined) copy.example = copy.const;
  return copy as T;
}

/** Every schema under `components.schemas` gets its own name as `title`. */
export function withSchemaNamesAsTitles(document: Json): Json {
  const components = isObject(document.components) ? document.components : undefined;
  if (!components || !isObject(components.schemas)) return document;
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).map(([name, schema]) => [
      name,
      isObject(schema) ? { ...schema, title: name } : schema,
    ]),
  );
  return { ...document, components: { ...components, schemas } };
}

/** The document with each operation of `paths` replaced by `change(method, route, operation)`. */
function mapOperations(document: Json, change: (method: string, route: string, operation: Json) => Json): Json {
  if (!isObject(document.paths)) return document;
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([route, item]) => {
      if (!isObject(item)) return [route, item];
      const operations = httpMethods.filter((method) => isObject(item[method]));
      const changed = operations.map((method) => [method, change(method, route, item[method] as Json)]);
      return [route, { ...item, ...Object.fromEntries(changed) }];
    }),
  );
  return { ...document, paths };
}

/** Every operation without an operationId or a summary gets the one the model gives it. */
export function withOperationNames(document: Json): Json {
  return mapOperations(document, (method, route, operation) => ({
    ...operation,
    operationId: operationIdOf(method, route, operation),
    summary: operationTitleOf(method, route, operation),
  }));
}

/**
 * Every tag whose page slug an operation has (`tagSlugs`) is renamed to its own slug (`search-tag`),
 * which the generator takes as the page's id; its `x-displayName` keeps the name readers see.
 * Expects operations named (`withOperationNames`).
 */
export function withTagPagesApart(document: Json): Json {
  const tags = Array.isArray(document.tags) ? document.tags.filter(isObject) : [];
  const slugs = tagSlugs(
    tags.map((tag) => String(tag.name)),
    documentOperationIds(document),
  );
  const renamed = new Map([...slugs].filter(([name, slug]) => restSlug(name) !== slug));
  if (renamed.size === 0) return document;
  const rename = (name: unknown): unknown => (typeof name === 'string' ? (renamed.get(name) ?? name) : name);
  const withTags = mapOperations(document, (_method, _route, operation) =>
    Array.isArray(operation.tags) ? { ...operation, tags: operation.tags.map(rename) } : operation,
  );
  const tagGroups = Array.isArray(document['x-tagGroups'])
    ? {
        'x-tagGroups': document['x-tagGroups'].map((group: unknown) =>
          isObject(group) && Array.isArray(group.tags) ? { ...group, tags: group.tags.map(rename) } : group,
        ),
      }
    : {};
  return {
    ...withTags,
    ...tagGroups,
    tags: tags.map((tag) =>
      renamed.has(String(tag.name))
        ? { ...tag, name: renamed.get(String(tag.name)), 'x-displayName': tag['x-displayName'] ?? tag.name }
        : tag,
    ),
  };
}

export function generatorCopy(document: Json): { document: Json; cycles: string[] } {
  const { webhooks: _webhooks, 'x-webhooks': _extension, ...rest } = document;
  // 3.1 allows a document without `paths` (webhooks only); the generator reads them unchecked.
  const withoutWebhooks = { ...rest, paths: rest.paths ?? {} };
  const { document: acyclic, cut } = withSchemaCyclesCut(
    withEscapedDescriptions(withTagPagesApart(withOperationNames(withoutWebhooks))),
  );
  return { document: withSchemaNamesAsTitles(withConstExamples(acyclic)), cycles: cut };
}
