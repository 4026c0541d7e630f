/**
 * Schema cycles, cut before the REST generator sees them (issue 46).
 *
 * docusaurus-plugin-openapi-docs 5.2 dereferences the document and then serialises every operation's
 * schemas as a tree, stopping only where a schema repeats on the current path. In a graph of schemas
 * that reference each other in cycles ("expandable" objects: an id, or the whole related object),
 * that tree has one branch per path through the graph: exponential in the graph's depth. A
 * 450-operation description with 723 such schemas did not finish generating in 25 minutes.
 *
 * So the generator's copy of the document has no cycles: inside a group of schemas that reach each
 * other (a strongly connected component of the `$ref` graph, a schema that refers to itself
 * included), a reference from one member to another is replaced by a short object that names the
 * schema and links to its own page. Every other reference is left for the generator to expand as
 * before, so a document without cycles (Pagora's) is unchanged, and for one with cycles each page
 * grows with the number of schemas, not with the number of paths between them.
 */
import { restSchemaRoute } from '../../config/api-crosslinks';
import { isObject, schemaRefName, type Json } from '../../shared/openapi-document';
import { cyclicGroups, schemaReferences } from '../../shared/rest-model/cycles';

/** What stands in for a reference that would close a cycle: the schema's name and a link to its page. */
function linkTo(name: string, siblings: Json): Json {
  return {
    ...siblings,
    type: 'object',
    title: name,
    description:
      typeof siblings.description === 'string'
        ? siblings.description
        : `A ${name} object: its fields are on [its own page](${restSchemaRoute(name)}).`,
  };
}

/** Replaces, inside each schema of `group`, the references to other members of its group. */
function cutReferences(node: unknown, group: number, groups: Map<string, number>): unknown {
  if (Array.isArray(node)) return node.map((item) => cutReferences(item, group, groups));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const target = schemaRefName(node.$ref);
    if (target !== undefined && groups.get(target) === group) {
      const { $ref: _ref, ...siblings } = node;
      return linkTo(target, siblings);
    }
    return node;
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'example' || key === 'examples' ? value : cutReferences(value, group, groups),
    ]),
  );
}

/** The document with every schema cycle cut (see the header); the same object when there is none. */
export function withSchemaCyclesCut<T extends Json>(document: T): { document: T; cut: string[] } {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const groups = cyclicGroups(schemaReferences(schemas));
  if (groups.size === 0) return { document, cut: [] };
  const cutSchemas = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const group = groups.get(name);
      return [name, group === undefined ? schema : cutReferences(schema, group, groups)];
    }),
  );
  return {
    document: { ...document, components: { ...components, schemas: cutSchemas } },
    cut: [...groups.keys()].sort(),
  };
}
