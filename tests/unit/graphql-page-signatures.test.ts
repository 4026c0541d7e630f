/**
 * The GraphQL reference shows every signature exactly as graphql/schema.graphql declares it: for every
 * type, directive and operation page generated into apis/graphql/, the SDL block (parsed by graphql-js)
 * and the field list (each field or argument heading, or the directive pages' argument table) give the
 * same names, types with their nullability, arguments, default values and deprecations as the schema.
 * Pages are generated first when missing or older than the schema or the formatter.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  print,
  printType,
  visit,
  type ASTNode,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import { graphqlSchema, root, typescriptCommand } from './support/sources';

const pagesDir = path.join(root, 'apis/graphql');
const generatedDirs = ['operations', 'types'].map((dir) => path.join(pagesDir, dir));

function mdxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

/** Regenerates the pages when a fresh clone has none, or when they predate their inputs. */
function ensurePages(): void {
  const inputs = [
    'graphql/schema.graphql',
    'scripts/lib/graphql-formatter.mjs',
    'scripts/lib/graphql-directive-pages.ts',
  ];
  const newestInput = Math.max(...inputs.map((file) => statSync(path.join(root, file)).mtimeMs));
  const pages = generatedDirs.flatMap(mdxFiles);
  if (pages.length > 0 && Math.min(...pages.map((file) => statSync(file).mtimeMs)) >= newestInput) return;
  const result = spawnSync(...typescriptCommand('scripts/generate-references.ts', '--only', 'graphql'), {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `npm run gen -- --only graphql failed:\n${result.stdout}${result.stderr}`);
}

interface Page {
  file: string;
  title: string;
  kind: 'queries' | 'mutations' | 'subscriptions' | 'type' | 'directive';
  sdl: string;
  body: string;
}

function readPage(file: string): Page {
  const text = readFileSync(file, 'utf8');
  const title = /^title: (.+)$/m.exec(text)?.[1]?.trim();
  const sdl = /```graphql\n([\s\S]*?)```/.exec(text)?.[1];
  assert.ok(title, `${file}: no title in the front matter`);
  assert.ok(sdl, `${file}: no GraphQL SDL block`);
  const relative = path.relative(pagesDir, file).split(path.sep);
  // Executable directives have pages under operations/directives (graphql-markdown) and types/directives (ours).
  const kind: Page['kind'] =
    relative[1] === 'directives' ? 'directive' : relative[0] === 'operations' ? (relative[1] as Page['kind']) : 'type';
  // The field list is everything after the SDL block.
  return { file, title, kind, sdl, body: text.slice(text.indexOf('```', text.indexOf('```graphql') + 3) + 3) };
}

/** An SDL document without descriptions or deprecation reasons: what a signature is. */
function canonical(document: DocumentNode | ASTNode): string {
  return print(
    visit(document, {
      enter(node) {
        // Descriptions are prose, not signature (string default values are kept).
        return 'description' in node && node.description ? { ...node, description: undefined } : undefined;
      },
      Directive: {
        enter(node) {
          // The page marks deprecation with a bare `@deprecated`; the reason is in the prose.
          return node.name.value === 'deprecated' ? { ...node, arguments: [] } : node;
        },
      },
    }),
  );
}

function schemaSdl(page: Page): string {
  const schema = graphqlSchema();
  if (page.kind === 'directive') {
    const directive = schema.getDirective(page.title);
    assert.ok(directive, `${page.file}: no directive @${page.title} in the schema`);
    // Built from the directive itself: the specified ones (@deprecated, @specifiedBy, @oneOf) have no AST.
    const args = directive.args.map((arg) => argumentSdl(arg));
    return canonical(
      parse(
        `directive @${directive.name}${args.length ? `(${args.join(', ')})` : ''}${directive.isRepeatable ? ' repeatable' : ''} on ${directive.locations.join(' | ')}`,
      ),
    );
  }
  if (page.kind === 'type') {
    const type = schema.getType(page.title);
    assert.ok(type, `${page.file}: no type ${page.title} in the schema`);
    return canonical(parse(printType(type)));
  }
  const field = operationField(page);
  return canonical(parse(`type Root {\n${fieldSdl(field)}\n}`));
}

function operationField(page: Page): GraphQLField<unknown, unknown> {
  const schema = graphqlSchema();
  const rootType =
    page.kind === 'queries'
      ? schema.getQueryType()
      : page.kind === 'mutations'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const field = rootType?.getFields()[page.title];
  assert.ok(field, `${page.file}: no ${page.kind} field ${page.title} in the schema`);
  return field;
}

function printedDefault(value: GraphQLArgument | GraphQLInputField): string | undefined {
  if (value.defaultValue === undefined) return undefined;
  const ast = astFromValue(value.defaultValue, value.type);
  return ast ? print(ast) : undefined;
}

function argumentSdl(arg: GraphQLArgument): string {
  const value = printedDefault(arg);
  return `${arg.name}: ${arg.type.toString()}${value === undefined ? '' : ` = ${value}`}${arg.deprecationReason ? ' @deprecated' : ''}`;
}

function fieldSdl(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map(argumentSdl);
  return `${field.name}${args.length ? `(${args.join(', ')})` : ''}: ${field.type.toString()}${field.deprecationReason ? ' @deprecated' : ''}`;
}

function pageSdl(page: Page): string {
  const document = parse(
    page.kind === 'queries' || page.kind === 'mutations' || page.kind === 'subscriptions'
      ? `type Root {\n${page.sdl}\n}`
      : page.sdl,
  );
  return canonical(document);
}

interface Entry {
  name: string;
  type?: string;
  defaultValue?: string;
  deprecated: boolean;
}

/** What the schema says the page's field list must show. */
function expectedEntries(page: Page): Entry[] {
  const schema = graphqlSchema();
  const fromValue = (value: GraphQLArgument | GraphQLInputField): Entry => ({
    name: value.name,
    type: value.type.toString(),
    defaultValue: printedDefault(value),
    deprecated: Boolean(value.deprecationReason),
  });
  if (page.kind === 'directive') return (schema.getDirective(page.title)?.args ?? []).map(fromValue);
  if (page.kind !== 'type') return operationField(page).args.map(fromValue);
  const type = schema.getType(page.title) as GraphQLNamedType;
  if (isInputObjectType(type)) return Object.values(type.getFields()).map(fromValue);
  if (isObjectType(type) || isInterfaceType(type))
    return Object.values(type.getFields()).map((field) => ({
      name: field.name,
      type: field.type.toString(),
      deprecated: Boolean(field.deprecationReason),
    }));
  if (isEnumType(type))
    return type.getValues().map((value) => ({ name: value.name, deprecated: Boolean(value.deprecationReason) }));
  return [];
}

/** Text with the character references the generators write (`&#x005F;` for `_`, `&#123;`) decoded. */
function unescapeMdx(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}

/** The entries the page's field list shows: field/argument headings, or the argument table. */
function shownEntries(page: Page, parent: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const heading = new RegExp(
    String.raw`^#{2,6} \[<code[^>]*>${parent.replace(/[$]/g, '\\$&')}\.<b>([^<]+)</b></code>\]\(#[^)]*\)(?:<Bullet />\[<code[^>]*><b>(.*?)</b></code>\]\([^)]*\))?(?: \x60= (.*?)\x60)?(.*)$`,
    'gm',
  );
  for (const match of page.body.matchAll(heading)) {
    const [, escapedName, type, defaultValue, rest] = match;
    const name = unescapeMdx(escapedName ?? '');
    entries.set(name, {
      name,
      type: type && unescapeMdx(type),
      defaultValue,
      deprecated: /text="deprecated"/.test(rest ?? ''),
    });
  }
  // The executable directives' pages (scripts/lib/graphql-directive-pages.ts) list arguments in a table.
  for (const match of page.body.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| (?:`(.*?)`|none) \|/gm)) {
    const [, name = '', type, defaultValue] = match;
    entries.set(name, { name, type, defaultValue: defaultValue && unescapeMdx(defaultValue), deprecated: false });
  }
  return entries;
}

ensurePages();
const pages = generatedDirs.flatMap(mdxFiles).map(readPage);

test('every schema type, directive and operation has a page', () => {
  const schema = graphqlSchema();
  const titles = new Set(pages.map((page) => `${page.kind}:${page.title}`));
  const missing = [
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `queries:${name}`),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `mutations:${name}`),
    ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((name) => `subscriptions:${name}`),
    ...schema.getDirectives().map((directive) => `directive:${directive.name}`),
  ].filter((key) => !titles.has(key));
  assert.deepEqual(missing, []);
  assert.ok(pages.length > 100, `only ${pages.length} GraphQL pages found`);
});

test('each SDL block parses and declares what the schema declares (types, nullability, arguments, defaults, deprecations)', () => {
  const wrong: string[] = [];
  for (const page of pages) {
    let shown: string;
    try {
      shown = pageSdl(page);
    } catch (error) {
      wrong.push(`${path.relative(root, page.file)}: SDL block does not parse: ${(error as Error).message}`);
      continue;
    }
    const expected = schemaSdl(page);
    if (shown !== expected)
      wrong.push(
        `${path.relative(root, page.file)}:\n  page:   ${shown.replace(/\n/g, '\n          ')}\n  schema: ${expected.replace(/\n/g, '\n          ')}`,
      );
  }
  assert.deepEqual(wrong, [], wrong.join('\n'));
});

test('each field list shows every field or argument with its type, default and deprecation', () => {
  const wrong: string[] = [];
  let compared = 0;
  for (const page of pages) {
    const parent = page.kind === 'type' || page.kind === 'directive' ? page.title : operationField(page).name;
    const shown = shownEntries(page, parent);
    for (const entry of expectedEntries(page)) {
      compared += 1;
      const where = `${path.relative(root, page.file)}: ${parent}.${entry.name}`;
      const onPage = shown.get(entry.name);
      if (!onPage) {
        wrong.push(`${where} is missing from the field list`);
        continue;
      }
      if (entry.type !== undefined && onPage.type !== entry.type)
        wrong.push(`${where} shows type ${onPage.type}, the schema says ${entry.type}`);
      if (onPage.defaultValue !== entry.defaultValue)
        wrong.push(
          `${where} shows default ${onPage.defaultValue ?? '(none)'}, the schema says ${entry.defaultValue ?? '(none)'}`,
        );
      if (onPage.deprecated !== entry.deprecated)
        wrong.push(`${where} ${entry.deprecated ? 'is deprecated but not marked' : 'is marked deprecated but is not'}`);
    }
  }
  assert.ok(compared > 500, `only ${compared} fields and arguments compared`);
  assert.deepEqual(wrong, [], wrong.join('\n'));
});
