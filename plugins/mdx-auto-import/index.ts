/**
 * Remark plugin: adds `import Name from '<module>'` to an MDX page for each component of `modules` the
 * page uses as a JSX element and neither imports nor exports itself. Writers keep writing
 * `<Fact name="…" />` with no import, and each component's code (with the data it renders) ships only
 * with the pages that use it, instead of in the chunk shared by every doc page.
 */
import { mdxAutoImports } from '../../src/components/Facts/modules';

export interface AutoImportOptions {
  /** Component name → module specifier, e.g. `Fact` → `@site/src/components/Facts/Fact`. */
  modules: Readonly<Record<string, string>>;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  children?: MdastNode[];
  data?: { estree?: { body?: EstreeNode[] } };
}

/** JSX element names used anywhere in the tree. */
function usedElements(node: MdastNode, found = new Set<string>()): Set<string> {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) found.add(node.name);
  for (const child of node.children ?? []) usedElements(child, found);
  return found;
}

/** Names the page binds itself at its top level, by `import` or `export`. */
function boundNames(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      for (const specifier of (statement.specifiers as Array<{ local?: { name?: string } }> | undefined) ?? []) {
        if (specifier.local?.name) names.add(specifier.local.name);
      }
      const declaration = statement.declaration as
        { id?: { name?: string }; declarations?: Array<{ id?: { name?: string } }> } | null | undefined;
      if (declaration?.id?.name) names.add(declaration.id.name);
      for (const declarator of declaration?.declarations ?? []) if (declarator.id?.name) names.add(declarator.id.name);
    }
  }
  return names;
}

/** The ESM node MDX compiles as `import Name from 'module'` (estree built by hand: no parser needed). */
function importNode(name: string, module: string): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: module, raw: JSON.stringify(module) },
            attributes: [],
          },
        ],
      } as unknown as { body: EstreeNode[] },
    },
  };
}

export default function remarkAutoImport({ modules }: AutoImportOptions = { modules: mdxAutoImports }) {
  return (tree: MdastNode): void => {
    const bound = boundNames(tree);
    const wanted = [...usedElements(tree)].filter((name) => Object.hasOwn(modules, name) && !bound.has(name)).sort();
    if (wanted.length === 0) return;
    const children = tree.children ?? (tree.children = []);
    // After front matter, if the tree still holds it.
    const at = children.findIndex((node) => node.type !== 'yaml' && node.type !== 'toml');
    children.splice(at < 0 ? children.length : at, 0, ...wanted.map((name) => importNode(name, modules[name]!)));
  };
}
