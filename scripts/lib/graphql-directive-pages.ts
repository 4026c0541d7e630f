/**
 * @graphql-markdown 1.35 documents only type-system directives (@deprecated, @specifiedBy,
 * @oneOf). Readers also need the executable ones they put in queries (@defer, @include, @skip),
 * so this writes their pages from the schema's own definitions, next to the generated ones
 * and in the same shape (title, description, SDL, arguments, an example).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DirectiveLocation,
  print,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLSchema,
  astFromValue,
} from 'graphql';

const EXECUTABLE_LOCATIONS = new Set<string>([
  DirectiveLocation.QUERY,
  DirectiveLocation.MUTATION,
  DirectiveLocation.SUBSCRIPTION,
  DirectiveLocation.FIELD,
  DirectiveLocation.FRAGMENT_DEFINITION,
  DirectiveLocation.FRAGMENT_SPREAD,
  DirectiveLocation.INLINE_FRAGMENT,
  DirectiveLocation.VARIABLE_DEFINITION,
]);

/** Escapes text for MDX prose: braces and angle brackets would otherwise start JSX. */
function mdxText(text: string): string {
  return text.replace(/[{}<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An argument's default as SDL prints it (`true`, `"text"`), or undefined. */
function printedDefault(arg: GraphQLArgument): string | undefined {
  const ast = arg.defaultValue === undefined ? undefined : astFromValue(arg.defaultValue, arg.type);
  return ast ? print(ast) : undefined;
}

function sdlOf(directive: GraphQLDirective): string {
  const args = directive.args.map((arg) => {
    const defaultValue = printedDefault(arg);
    return `  ${arg.name}: ${arg.type.toString()}${defaultValue ? ` = ${defaultValue}` : ''}`;
  });
  const signature = args.length > 0 ? `(\n${args.join('\n')}\n)` : '';
  return `directive @${directive.name}${signature} on\n  | ${directive.locations.join('\n  | ')}`;
}

/** Example operations shown on the pages (validated against the schema by a unit test). */
export const DIRECTIVE_EXAMPLES: Record<string, string> = {
  defer: `query SubscriptionWithLastPayment($id: ID!) {
  subscription(id: $id) {
    id
    status
    nextPaymentAt
    ... @defer(label: "lastPayment") {
      lastPayment { id status amount statusCode }
    }
  }
}`,
  include: `query Payments($withCustomer: Boolean!) {
  payments(limit: 10) {
    items {
      id
      amount
      customer @include(if: $withCustomer) { email name }
    }
  }
}`,
  skip: `query Payments($compact: Boolean!) {
  payments(limit: 10) {
    items {
      id
      amount
      metadata @skip(if: $compact)
    }
  }
}`,
};

function pageFor(directive: GraphQLDirective): string {
  const args = directive.args
    .map(
      (arg) =>
        `| \`${arg.name}\` | \`${arg.type.toString()}\` | ${printedDefault(arg) ? `\`${printedDefault(arg)}\`` : 'none'} | ${mdxText((arg.description ?? '').replace(/\n+/g, ' '))} |`,
    )
    .join('\n');
  const example = DIRECTIVE_EXAMPLES[directive.name];
  return [
    '---',
    `id: ${directive.name}`,
    `title: ${directive.name}`,
    `description: ${JSON.stringify((directive.description ?? '').split('\n')[0])}`,
    'pagination_next: null',
    'pagination_prev: null',
    '---',
    '',
    mdxText(directive.description ?? ''),
    '',
    '```graphql',
    sdlOf(directive),
    '```',
    '',
    // h2 under the page's h1: the heading levels follow each other (Nu HTML checker, axe heading-order).
    '## Arguments',
    '',
    '| Argument | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    args,
    '',
    ...(example ? ['## Example', '', '```graphql', example, '```', ''] : []),
  ].join('\n');
}

/** Writes a page for each executable directive the generator left out; returns their names. */
export function writeExecutableDirectivePages(schema: GraphQLSchema, directivesDir: string): string[] {
  mkdirSync(directivesDir, { recursive: true });
  const written: string[] = [];
  for (const directive of schema.getDirectives()) {
    if (!directive.locations.some((location) => EXECUTABLE_LOCATIONS.has(location))) continue;
    const file = path.join(directivesDir, `${directive.name}.mdx`);
    if (existsSync(file)) continue;
    writeFileSync(file, pageFor(directive));
    written.push(directive.name);
  }
  return written;
}
