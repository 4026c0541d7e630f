import { readFileSync } from 'node:fs';
import {
  GraphQLError,
  Source,
  buildASTSchema,
  getLocation,
  parse,
  print,
  validateSchema,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { SourceError, type SourceProblem } from './source-errors';
import { resolveSiteLinks, type SiteLinks } from '../../shared/site-links';
import { htmlToMarkdown } from '../../shared/description-html';

function problemsFrom(file: string, errors: readonly GraphQLError[]): SourceProblem[] {
  return errors.map((error) => {
    const location = error.locations?.[0];
    return { file, line: location?.line, column: location?.column, message: error.message };
  });
}

const named = (node: ASTNode): string | undefined =>
  'name' in node && node.name && typeof node.name === 'object' && 'value' in node.name ? node.name.value : undefined;

/**
 * Where an SDL error's first quoted name is written: `"Payment.amount"` or `"Payment"` defined twice
 * (GitHub's published SDL repeats fields), at its second definition; `"Money"` unknown, at its first
 * use. buildASTSchema reports these as one plain error without locations, one message per problem.
 */
function locate(document: DocumentNode, message: string): ASTNode | undefined {
  const quoted = /"@?([^".]+)(?:\.([^".(]+))?/.exec(message);
  if (!quoted) return undefined;
  const [, owner, member] = quoted;
  const definitions: ASTNode[] = [];
  const uses: ASTNode[] = [];
  for (const definition of document.definitions) {
    if (named(definition) !== owner) continue;
    if (!member) definitions.push(definition);
    else
      for (const key of ['fields', 'values', 'arguments', 'types'] as const) {
        const children = (definition as unknown as Record<string, ASTNode[] | undefined>)[key] ?? [];
        definitions.push(...children.filter((child) => named(child) === member));
      }
  }
  if (definitions.length === 0)
    visit(document, {
      NamedType: (node) => void (node.name.value === owner && uses.push(node)),
      Directive: (node) => void (node.name.value === owner && uses.push(node)),
    });
  return definitions[1] ?? definitions[0] ?? uses[0];
}

/**
 * Builds and validates the SDL; syntax and type errors come back with file, line and column. Every problem past the syntax is
 * reported in one run, so a writer does not fix one, rerun and meet the next.
 */
export function loadGraphqlSchema(file: string): GraphQLSchema {
  const source = new Source(readFileSync(file, 'utf8'), file);
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    if (error instanceof GraphQLError) throw new SourceError(problemsFrom(file, [error]));
    throw error;
  }
  const problems: SourceProblem[] = [];
  let schema: GraphQLSchema | undefined;
  try {
    schema = buildASTSchema(document);
    problems.push(...problemsFrom(file, validateSchema(schema)));
  } catch (error) {
    if (error instanceof GraphQLError) problems.push(...problemsFrom(file, [error]));
    else {
      const messages = (error instanceof Error ? error.message : String(error)).split(/\n\n+/);
      for (const message of messages) {
        const node = locate(document, message);
        const at = node?.loc ? getLocation(source, node.loc.start) : undefined;
        problems.push({ file, line: at?.line, column: at?.column, message });
      }
    }
  }
  if (problems.length > 0 || !schema) throw new SourceError(problems);
  return schema;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The SDL with its descriptions as the pages show them, or `undefined` when that is as written: safe
 * inline HTML as Markdown (shared/description-html.ts), links to pages this site does not have
 * resolved or as text (shared/site-links.ts); `missing` names those by type (by operation for the
 * root types' fields: `Query.payment`).
 */
export function shownSdl(file: string, links: SiteLinks): { sdl: string | undefined; missing: Map<string, string[]> } {
  const missing = new Map<string, string[]>();
  let changed = false;
  const document = visit(parse(new Source(readFileSync(file, 'utf8'), file)), {
    enter(node, _key, _parent, _path, ancestors) {
      const name = named(node);
      if (!('description' in node) || !node.description || name === undefined) return undefined;
      const [type, member = name] = ancestors.flatMap((ancestor) =>
        Array.isArray(ancestor) ? [] : [named(ancestor as ASTNode) ?? []].flat(),
      );
      const owner = type === undefined ? name : ROOT_TYPES.has(type) ? `${type}.${member}` : type;
      const resolved = resolveSiteLinks(htmlToMarkdown(node.description.value, { emphasis: false }), links);
      if (resolved.missing.length)
        missing.set(owner, [...new Set([...(missing.get(owner) ?? []), ...resolved.missing])]);
      if (resolved.markdown === node.description.value) return undefined;
      changed = true;
      return { ...node, description: { ...node.description, value: resolved.markdown } };
    },
  });
  return { sdl: changed ? print(document) : undefined, missing };
}
