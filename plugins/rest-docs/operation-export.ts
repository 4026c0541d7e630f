/**
 * Remark plugin of the REST docs instance: each operation page's MDX module exports
 * `loadOperation`, a lazy import of the page's own operation (through ./operation-loader.cjs), which
 * the explorer calls when the reader opens it. Docusaurus passes an MDX module's named exports to the
 * page component on `props.content`, as it does `frontMatter`.
 *
 * The import's request starts with `!` so that the docs plugin's MDX loader, which matches every
 * `.mdx` file of the instance, does not compile it; the rule of ./index.ts (`enforce: 'pre'`, which
 * `!` keeps) gives it the operation loader instead.
 */
import path from 'node:path';
import { isOperationPage } from '../../src/theme/ApiItem/operationPage';

/** The query that marks the operation import of a page (matched by the rule in ./index.ts). */
export const operationQuery = '?operation';

/** The request a page imports its operation with, relative to the page. */
export function operationRequest(pageFile: string): string {
  return `!./${path.basename(pageFile)}${operationQuery}`;
}

interface MdxFile {
  path: string;
  data: { frontMatter?: Record<string, unknown> };
}

interface MdxTree {
  children: unknown[];
}

/** `export const loadOperation = () => import("<request>");` as the MDX ESM node MDX compiles. */
function loadOperationExport(request: string): unknown {
  const value = `export const loadOperation = () => import(${JSON.stringify(request)});`;
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
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: 'loadOperation' },
              init: {
                type: 'ArrowFunctionExpression',
                params: [],
                async: false,
                generator: false,
                expression: true,
                body: {
                  type: 'ImportExpression',
                  source: { type: 'Literal', value: request, raw: JSON.stringify(request) },
                },
              },
            },
          ],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm', value, data: { estree } };
}

/** Adds the `loadOperation` export to the pages whose front matter the hook compiled (operation pages). */
export function exportOperationLoader() {
  return (tree: MdxTree, file: MdxFile): void => {
    if (!isOperationPage(file.data.frontMatter?.api)) return;
    tree.children.push(loadOperationExport(operationRequest(file.path)));
  };
}
