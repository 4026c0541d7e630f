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
 * - each schema titled by its name: the generator names a schema's page after its `title`, so a
 *   schema without one, or two with the same title (a copy of another), got no page of its own
 *   while our links follow the name (`restSchemaRoute`). The page still shows the original title
 *   (written from the model, which reads the published document).
 */
import type { Json } from '../../shared/openapi-document';
import { httpMethods, operationIdOf, operationTitleOf } from '../../shared/rest-model/model';
import { withSchemaCyclesCut } from './openapi-cycles';
import { withEscapedDescriptions } from './openapi-text';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Every operation without an operationId or a summary gets the one the model gives it. */
export function withOperationNames(document: Json): Json {
  if (!isObject(document.paths)) return document;
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([route, item]) => {
      if (!isObject(item)) return [route, item];
      const operations = httpMethods.filter((method) => isObject(item[method]));
      const named = Object.fromEntries(
        operations.map((method) => {
          const operation = item[method] as Json;
          const operationId = operationIdOf(method, route, operation);
          return [method, { ...operation, operationId, summary: operationTitleOf(method, route, operation) }];
        }),
      );
      return [route, { ...item, ...named }];
    }),
  );
  return { ...document, paths };
}

export function generatorCopy(document: Json): { document: Json; cycles: string[] } {
  const { webhooks: _webhooks, 'x-webhooks': _extension, ...rest } = document;
  // 3.1 allows a document without `paths` (webhooks only); the generator reads them unchecked.
  const withoutWebhooks = { ...rest, paths: rest.paths ?? {} };
  const { document: acyclic, cut } = withSchemaCyclesCut(withEscapedDescriptions(withOperationNames(withoutWebhooks)));
  return { document: withSchemaNamesAsTitles(withConstExamples(acyclic)), cycles: cut };
}
