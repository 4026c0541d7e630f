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
import { schemaRefName, type Json } from '../../shared/openapi-document';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** For each schema of components.schemas, the schemas its `$ref`s name (examples are data, not schemas). */
export function schemaReferences(schemas: Json): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [name, schema] of Object.entries(schemas)) {
    const targets = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (isObject(node))
        for (const [key, value] of Object.entries(node)) {
          if (key === 'example' || key === 'examples') continue;
          if (key === '$ref' && typeof value === 'string') {
            const target = schemaRefName(value);
            if (target !== undefined && target in schemas) targets.add(target);
          } else visit(value);
        }
    };
    visit(schema);
    graph.set(name, targets);
  }
  return graph;
}

/**
 * The strongly connected component of each schema that is on a cycle (Tarjan's algorithm, iterative
 * so that a long chain of references cannot overflow the stack). Schemas on no cycle are absent.
 */
export function cyclicGroups(graph: Map<string, Set<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const group = new Map<string, number>();
  let counter = 0;
  let groups = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const frames: { name: string; targets: Iterator<string> }[] = [];
    const enter = (name: string): void => {
      index.set(name, counter);
      low.set(name, counter++);
      stack.push(name);
      onStack.add(name);
      frames.push({ name, targets: (graph.get(name) ?? new Set<string>()).values() });
    };
    enter(start);
    while (frames.length > 0) {
      const frame = frames.at(-1)!;
      const next = frame.targets.next();
      if (!next.done) {
        const target = next.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.name, Math.min(low.get(frame.name)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames.at(-1);
      if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
      if (low.get(frame.name) !== index.get(frame.name)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.name);
      const selfReference = graph.get(frame.name)?.has(frame.name) === true;
      if (members.length > 1 || selfReference) {
        for (const name of members) group.set(name, groups);
        groups++;
      }
    }
  }
  return group;
}

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
