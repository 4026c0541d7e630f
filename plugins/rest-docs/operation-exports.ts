/**
 * Remark plugin of the REST docs instance: each operation page's MDX module gets two exports, which
 * Docusaurus hands to the page component on `props.content` (as it does `frontMatter`):
 * - `operationPage`: what the page shows, built at build time from the operation in the front
 *   matter's `api` (src/theme/ApiItem/operationPage.ts: request samples, errors, the explorer
 *   store's seed). Not in the front matter itself: the MDX loader writes the `frontMatter` export
 *   with stringify-object 3, which does not escape backslashes, and the samples have some (curl's
 *   line continuations, `\n` in strings);
 * - `loadOperation`: a lazy import of the page's own operation (through ./operation-loader.cjs), which
 *   the explorer calls when the reader opens it. The request starts with `!` so that the docs plugin's
 *   MDX loader, which matches every `.mdx` file of the instance, does not compile it; the rule of
 *   ./index.ts (`enforce: 'pre'`, which `!` keeps) gives it the operation loader instead.
 */
import path from 'node:path';
import { operationPage, type Operation } from '../../src/theme/ApiItem/operationPage';
import { operationJsonOfFrontMatter } from './operation-codec.cjs';

/** The query that marks the operation import of a page (matched by the rule in ./index.ts). */
export const operationQuery = '?operation';

/** The request a page imports its operation with, relative to the page. */
export function operationRequest(pageFile: string): string {
  return `!./${path.basename(pageFile)}${operationQuery}`;
}

interface MdxFile {
  path: string;
  cwd: string;
}

interface MdxNode {
  type: string;
  value?: string;
}

interface MdxTree {
  children: MdxNode[];
}

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** `export const <name> = <init>;` as the MDX ESM node MDX compiles (its `estree` is what counts). */
function exportConst(name: string, init: object, code: string): MdxNode & { data: { estree: object } } {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `export const ${name} = ${code};`, data: { estree } };
}

/** `export const operationPage = JSON.parse("…");` (JSON.parse of a string parses faster than a literal). */
function operationPageExport(json: string) {
  const init = {
    type: 'CallExpression',
    optional: false,
    callee: {
      type: 'MemberExpression',
      computed: false,
      optional: false,
      object: { type: 'Identifier', name: 'JSON' },
      property: { type: 'Identifier', name: 'parse' },
    },
    arguments: [literal(json)],
  };
  return exportConst('operationPage', init, `JSON.parse(${JSON.stringify(json)})`);
}

/** `export const loadOperation = () => …`: a dynamic import of the operation request. */
function loadOperationExport(request: string) {
  const init = {
    type: 'ArrowFunctionExpression',
    params: [],
    async: false,
    generator: false,
    expression: true,
    body: { type: 'ImportExpression', source: literal(request) },
  };
  return exportConst('loadOperation', init, `() => import(${JSON.stringify(request)})`);
}

/**
 * Adds both exports to the pages whose front matter has `api` (operation pages), reading the operation
 * from the front matter as written (the `yaml` node); an `api` that does not decode fails the build,
 * naming the file.
 */
export function exportOperationPage() {
  return (tree: MdxTree, file: MdxFile): void => {
    const frontMatter = tree.children.find((node) => node.type === 'yaml');
    if (frontMatter?.value === undefined) return;
    const json = operationJsonOfFrontMatter(frontMatter.value, path.relative(file.cwd, file.path));
    if (json === undefined) return;
    const page = operationPage(JSON.parse(json) as Operation);
    tree.children.push(operationPageExport(JSON.stringify(page)), loadOperationExport(operationRequest(file.path)));
  };
}
