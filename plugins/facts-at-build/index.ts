/**
 * Remark plugin: each data element of a page (`<Fact name="callbackTimeout" />`, `<TestCards />`,
 * `<RetrySchedule format="table" />`…; the list is `shared/data-components.ts`) is replaced, at
 * build, by the text, list or table it stands for. Writers keep writing the element with no import;
 * readers get plain HTML, and no fact component or data module ships to the browser.
 *
 * Why: as React components, each page that used one fact downloaded the components and the data
 * modules behind them (the whole fact-table layer for one `<RetrySchedule />`): on /getting-started/
 * about 40 KB raw of the page's chunk. Tables keep what the components gave them: a `<caption>`,
 * `scope` on header cells, row anchors (collected for the broken-anchor check by the `tr` of
 * `src/theme/MDXComponents`) and the class that keeps card numbers on one line.
 *
 * An element whose attributes name nothing in the data stops the build with the file and line. A
 * page that binds the name itself (an `import` or `export`, as the generated REST pages do with
 * `StatusCodes`) keeps its own component.
 */
import { dataComponent, isDataComponent, type DataBlock, type DataProps } from '../../shared/data-components';
import type { FactTable } from '../../data/fact-tables';

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  ordered?: boolean;
  spread?: boolean;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdastNode[];
  position?: { start: { line: number; column: number } };
  data?: { estree?: { body?: Array<Record<string, unknown>> }; hName?: string; hChildren?: HastNode[] };
}

interface HastNode {
  type: 'element' | 'text';
  tagName?: string;
  properties?: Record<string, string | string[]>;
  value?: string;
  children?: HastNode[];
}

interface VFileLike {
  path?: string;
}

/** The inline Markdown fact strings use: `code`, **strong** and [text](/site/path/) (its text may hold `code`); the rest is text. */
const INLINE_MARKUP = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/g;

function inlineParts(text: string): Array<{ kind: 'code' | 'strong' | 'link' | 'text'; text: string; url?: string }> {
  return text
    .split(INLINE_MARKUP)
    .filter((part) => part !== '')
    .map((part) => {
      const code = /^`([^`]+)`$/.exec(part);
      if (code) return { kind: 'code', text: code[1]! };
      const strong = /^\*\*([^*]+)\*\*$/.exec(part);
      if (strong) return { kind: 'strong', text: strong[1]! };
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      if (link) return { kind: 'link', text: link[1]!, url: link[2]! };
      return { kind: 'text', text: part };
    });
}

/** Inline Markdown as Markdown syntax nodes (links then go through the docs plugin like any other). */
function phrasing(text: string): MdastNode[] {
  return inlineParts(text).map((part) => {
    if (part.kind === 'code') return { type: 'inlineCode', value: part.text };
    if (part.kind === 'strong') return { type: 'strong', children: [{ type: 'text', value: part.text }] };
    if (part.kind === 'link') return { type: 'link', url: part.url, children: phrasing(part.text) };
    return { type: 'text', value: part.text };
  });
}

const element = (tagName: string, properties: HastNode['properties'], children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  properties: properties ?? {},
  children,
});

/** Inline Markdown as HTML nodes, for table cells (MDX still maps their `a` to the site's Link). */
function inlineHast(text: string): HastNode[] {
  return inlineParts(text).map((part) => {
    if (part.kind === 'code') return element('code', {}, [{ type: 'text', value: part.text }]);
    if (part.kind === 'strong') return element('strong', {}, [{ type: 'text', value: part.text }]);
    if (part.kind === 'link') return element('a', { href: part.url! }, inlineHast(part.text));
    return { type: 'text', value: part.text };
  });
}

/** A fact table as HTML nodes: caption, header cells with `scope`, row anchors, row headers. */
export function tableHast(table: FactTable): HastNode[] {
  const header = element(
    'tr',
    {},
    table.columns.map((column) => element('th', { scope: 'col' }, inlineHast(column.label))),
  );
  const rows = table.rows.map((row) =>
    element(
      'tr',
      row.anchor ? { id: row.anchor } : {},
      row.cells.map((cell, index) => {
        const column = table.columns[index];
        if (column?.rowHeader) return element('th', { scope: 'row' }, inlineHast(cell));
        return element('td', column?.keepCodeWhole ? { className: ['fact-keep-code-whole'] } : {}, inlineHast(cell));
      }),
    ),
  );
  return [
    ...(table.caption ? [element('caption', {}, inlineHast(table.caption))] : []),
    element('thead', {}, [header]),
    element('tbody', {}, rows),
  ];
}

/** The nodes that take an element's place. */
function replacement(block: DataBlock, inParagraph: boolean): MdastNode[] | undefined {
  if (block.kind === 'inline') {
    return inParagraph ? phrasing(block.text) : [{ type: 'paragraph', children: phrasing(block.text) }];
  }
  if (inParagraph) return undefined;
  if (block.kind === 'list') {
    return [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: block.items.map((item) => ({
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: phrasing(item) }],
        })),
      },
    ];
  }
  // Built as HTML nodes: Markdown tables have no caption, row ids or row headers.
  return [{ type: 'factTable', data: { hName: 'table', hChildren: tableHast(block.table) } }];
}

/** An element's attributes: strings, and JSX booleans (`{false}`) as 'true' / 'false'. */
function propsOf(node: MdastNode): DataProps {
  const props: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const { value } = attribute;
    if (typeof value === 'string') props[attribute.name] = value;
    else if (value === null || value === undefined) props[attribute.name] = 'true';
    else {
      const expression = String((value as { value?: unknown }).value ?? '').trim();
      props[attribute.name] = expression;
    }
  }
  return props;
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

function describe(node: MdastNode, file: VFileLike): string {
  const where = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
  const attributes = Object.entries(propsOf(node))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `${file.path ?? 'an MDX page'}${where}: <${node.name}${attributes} />`;
}

export default function remarkFactsAtBuild() {
  return (tree: MdastNode, file: VFileLike): void => {
    const bound = boundNames(tree);
    const visit = (parent: MdastNode): void => {
      const children = parent.children;
      if (!children) return;
      for (let index = 0; index < children.length; index += 1) {
        const node = children[index]!;
        const isElement = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
        if (isElement && node.name && isDataComponent(node.name) && !bound.has(node.name)) {
          const block = dataComponent(node.name, propsOf(node));
          if (!block) throw new Error(`${describe(node, file)} names nothing in data/ (shared/data-components.ts)`);
          const nodes = replacement(block, node.type === 'mdxJsxTextElement');
          if (!nodes) throw new Error(`${describe(node, file)} is a ${block.kind}: put it on a line of its own`);
          children.splice(index, 1, ...nodes);
          index += nodes.length - 1;
          continue;
        }
        visit(node);
      }
    };
    visit(tree);
  };
}
