import { readFileSync } from 'node:fs';
import {
  GraphQLError,
  Source,
  buildASTSchema,
  getLocation,
  parse,
  validateSchema,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { SourceError, type SourceProblem } from './source-errors';
import { relativeLinkProblems } from './description-links';

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

/** Every description the SDL writes (types, fields, arguments, enum values, directives), as Markdown. */
function descriptionsOf(document: DocumentNode): string[] {
  const descriptions: string[] = [];
  visit(document, {
    enter: (node) => {
      if ('description' in node && node.description) descriptions.push(node.description.value);
    },
  });
  return descriptions;
}

/**
 * Builds and validates the SDL; syntax and type errors come back with file, line and column, and so
 * does a relative link in a description (./description-links.ts).
 */
export function loadGraphqlSchema(file: string): GraphQLSchema {
  const source = new Source(readFileSync(file, 'utf8'), file);
  let document: DocumentNode;
  let schema: GraphQLSchema;
  try {
    document = parse(source);
  } catch (error) {
    if (error instanceof GraphQLError) throw new SourceError(problemsFrom(file, [error]));
    throw error;
  }
  try {
    schema = buildASTSchema(document);
  } catch (error) {
    if (error instanceof GraphQLError) throw new SourceError(problemsFrom(file, [error]));
    const messages = (error instanceof Error ? error.message : String(error)).split(/\n\n+/);
    throw new SourceError(
      messages.map((message) => {
        const node = locate(document, message);
        const at = node?.loc ? getLocation(source, node.loc.start) : undefined;
        return { file, line: at?.line, column: at?.column, message };
      }),
    );
  }
  const errors = validateSchema(schema);
  if (errors.length > 0) throw new SourceError(problemsFrom(file, errors));
  const links = relativeLinkProblems(file, source.body, descriptionsOf(document));
  if (links.length > 0) throw new SourceError(links);
  return schema;
}
