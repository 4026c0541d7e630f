/**
 * The `$ref` graph of components.schemas and its cycles (strongly connected components). Two readers
 * need them: the REST generator's copy of the document cuts the cycles (scripts/lib/openapi-cycles.ts),
 * and the field tree (./fields.ts) does not expand a schema inside another member of its cycle, so a
 * page grows with the number of schemas, not with the number of paths through a cyclic graph.
 */
import { isObject, schemaRefName, type Json } from '../openapi-document';

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
