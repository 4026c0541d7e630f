/**
 * Turns a hand-written MDX page into plain Markdown a person or a model can read anywhere:
 * code tabs become labelled code blocks (`**curl**` then the fence), admonitions become quotes
 * (`> **Note:** …`), imports, exports, comments and JSX wrappers go, HTML-ish blocks become their
 * text and links, and every link goes through `resolveLink` (site URLs, `.mdx` files → pages).
 * Code blocks are never touched.
 */
import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import yaml from 'js-yaml';
import { dataComponentText as factText } from '../../shared/data-components';
import { restSecurity, sampleOptions } from '../../config/site';
import { outcomeExplorerMarkdown } from '../../shared/test-outcomes/summary';
import { rewriteLinksInLine, siteLink, tidy } from './markdown';

/**
 * What the copy prints for an interactive component a page imports, which the build leaves to the
 * browser: the explorer's default story; where the checker is.
 */
const interactiveCopies: Readonly<Record<string, () => string>> = {
  OutcomeExplorer: () => outcomeExplorerMarkdown({ ...sampleOptions, ...restSecurity }),
  SignatureChecker: () =>
    'The checker is a form on the [web page](/guides/verify-signature/#check-a-signature-in-your-browser); it runs in the browser and sends nothing.',
};

/** The text a self-closing `<Name attr="…" />` stands for: a fact, an interactive component's copy, or ''. */
const dataComponentText = (name: string, attributes = ''): string =>
  factText(name, attributes) || interactiveCopies[name]?.() || '';

export interface MdxConversion {
  frontMatter: Record<string, unknown>;
  /** Front matter `title`, or the page's own `# heading` when it has one. */
  title?: string;
  description?: string;
  /** The page body in Markdown, without the title. */
  body: string;
}

export interface MdxConversionOptions {
  /** Maps a link target as written in the source to the one to publish. Default: site paths become absolute URLs. */
  resolveLink?: (href: string) => string;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  important: 'Important',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})/;
const ADMONITION_OPEN = /^(\s*)(:{3,})([a-z]+)(?:\[[^\]]*\])?(?:[ \t]+(.*?))?\s*$/;
const TAB_ITEM_OPEN = /^(\s*)<TabItem\b([^>]*)>(.*)$/;
const JSX_START = /^\s*<\/?[A-Za-z][\w.:-]*(\s|\/?>|$)/;

export function splitFrontMatter(source: string): { frontMatter: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const parsed = yaml.load(match[1] ?? '');
  return {
    frontMatter: parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {},
    body: source.slice(match[0].length),
  };
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`).exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function isFenceClose(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence[0]!.repeat(fence.length)) && /^(`+|~+)$/.test(trimmed) && trimmed[0] === fence[0];
}

/** The text and links of an HTML/JSX block, as Markdown (the `<p><a className="button">` download link, `<details>`). */
function htmlBlockToMarkdown(block: string, resolveLink: (href: string) => string): string {
  const withoutExpressions = block
    .replace(/\{\s*(['"`])([^'"`]*)\1\s*\}/g, '$2')
    .replace(/=\{\{[\s\S]*?\}\}/g, '=""')
    .replace(/=\{[^{}]*\}/g, '=""')
    .replace(/\{[^{}]*\}/g, '');
  const $ = load(withoutExpressions, null, false);
  const blockTags = /^(p|div|section|details|summary|ul|ol|li|table|tr|h[1-6]|figure|figcaption|blockquote|br)$/;
  const render = (nodes: AnyNode[]): string =>
    nodes
      .map((node): string => {
        if (node.type === 'text') return (node as unknown as { data: string }).data.replace(/\s+/g, ' ');
        if (node.type !== 'tag') return '';
        const element = node as unknown as { tagName: string; attribs: Record<string, string>; children: AnyNode[] };
        const tag = element.tagName.toLowerCase();
        if (tag === 'script' || tag === 'style' || tag === 'svg' || tag === 'template') return '';
        if (tag === 'br') return '\n';
        if (tag === 'img')
          return element.attribs.src ? `![${element.attribs.alt ?? ''}](${resolveLink(element.attribs.src)})` : '';
        const inner = render(element.children).trim();
        if (tag === 'a')
          return element.attribs.href && inner ? `[${inner}](${resolveLink(element.attribs.href)})` : inner;
        if (tag === 'code') return inner ? `\`${inner}\`` : '';
        if (tag === 'strong' || tag === 'b' || tag === 'summary')
          return inner ? `**${inner}**${tag === 'summary' ? '\n\n' : ''}` : '';
        if (tag === 'em' || tag === 'i') return inner ? `*${inner}*` : '';
        if (tag === 'li') return `\n- ${inner}\n`;
        return blockTags.test(tag) ? `\n\n${inner}\n\n` : inner;
      })
      .join('');
  return render($.root().contents().toArray())
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Converts a run of MDX lines (a whole body, or the inside of an admonition). */
function convertLines(lines: readonly string[], resolveLink: (href: string) => string): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;

    // Fenced code: copied as it is, up to its closing fence.
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      out.push(line);
      index += 1;
      while (index < lines.length && !isFenceClose(lines[index]!, fence[2]!)) out.push(lines[index++]!);
      if (index < lines.length) out.push(lines[index++]!);
      continue;
    }

    // ESM: `import`/`export` statements run to the next blank line.
    if (/^(import|export)\s/.test(line)) {
      while (index < lines.length && lines[index]!.trim() !== '') index += 1;
      continue;
    }

    // MDX comments, on one line or several.
    if (line.trim().startsWith('{/*')) {
      while (index < lines.length && !lines[index]!.includes('*/}')) index += 1;
      const rest = (lines[index] ?? '').replace(/^.*?\*\/\}/, '');
      index += 1;
      if (rest.trim()) out.push(rest);
      continue;
    }

    // Admonitions: `:::warning Optional title` … `:::` (nesting uses more colons outside).
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const [, indent = '', colons = ':::', type = 'note', title] = admonition;
      const inner: string[] = [];
      index += 1;
      let innerFence: string | undefined;
      while (index < lines.length) {
        const current = lines[index]!;
        if (innerFence) {
          if (isFenceClose(current, innerFence)) innerFence = undefined;
        } else {
          const opening = FENCE_OPEN.exec(current);
          if (opening) innerFence = opening[2];
          else if (current.trim() === colons) break;
        }
        inner.push(current.startsWith(indent) ? current.slice(indent.length) : current);
        index += 1;
      }
      index += 1; // the closing :::
      out.push(...admonitionQuote(type, title, convertLines(inner, resolveLink)).map((quoted) => `${indent}${quoted}`));
      continue;
    }

    // Code tabs: each tab becomes its label in bold, followed by its content.
    if (/^\s*<\/?Tabs\b[^>]*>\s*$/.test(line) || /^\s*<\/TabItem>\s*$/.test(line)) {
      index += 1;
      continue;
    }
    const tabItem = TAB_ITEM_OPEN.exec(line);
    if (tabItem) {
      const [, indent = '', attributes = '', rest = ''] = tabItem;
      const label = attribute(attributes, 'label') ?? attribute(attributes, 'value') ?? 'Tab';
      out.push('', `${indent}**${label}**`, '');
      const inline = rest.replace(/<\/TabItem>\s*$/, '').trim();
      if (inline) out.push(`${indent}${inline}`);
      index += 1;
      continue;
    }

    // Other JSX or HTML: the block up to the next blank line, kept as its text and links.
    if (JSX_START.test(line) && !/^\s*<(https?:|mailto:)/.test(line)) {
      const block: string[] = [];
      while (index < lines.length && lines[index]!.trim() !== '') block.push(lines[index++]!);
      // A fact component alone on its lines (`<ScaScope list="exemptions" />`) prints its data.
      const component = /^\s*<([A-Z]\w*)\b([^<>]*)\/>\s*$/.exec(block.join(' '));
      const data = component ? dataComponentText(component[1]!, component[2]) : '';
      if (data) {
        out.push(...data.split('\n').map((text) => rewriteLinksInLine(text, resolveLink)));
        continue;
      }
      const markdown = htmlBlockToMarkdown(block.join('\n'), resolveLink);
      if (markdown) out.push(...markdown.split('\n'));
      continue;
    }

    // Prose: drop heading ids and inline comments, rewrite links.
    const prose = line
      .replace(/^(#{1,6}\s.*?)\s*\\?\{#[\w-]+\\?\}\s*$/, '$1')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/<([A-Z][\w.]*)\b([^<>]*)\/>/g, (_tag, name: string, attributes: string) =>
        dataComponentText(name, attributes),
      );
    out.push(rewriteLinksInLine(prose, resolveLink));
    index += 1;
  }
  return out;
}

function admonitionQuote(type: string, title: string | undefined, inner: string[]): string[] {
  const label = ADMONITION_LABELS[type] ?? `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  const body = tidy(inner.join('\n')).split('\n');
  const heading = title ? `**${label}: ${title}**` : `**${label}:**`;
  const first = body[0] ?? '';
  // Merge the label into the first line when it is plain prose.
  const lines =
    !title && first && !/^\s*([-*+>|#]|\d+\.|`{3,}|~{3,})/.test(first)
      ? [`${heading} ${first}`, ...body.slice(1)]
      : [heading, ...(first ? [''] : []), ...body];
  return ['', ...lines.map((line) => (line.trim() ? `> ${line}` : '>')), ''];
}

export function mdxToMarkdown(source: string, options: MdxConversionOptions = {}): MdxConversion {
  const resolveLink = options.resolveLink ?? siteLink;
  const { frontMatter, body } = splitFrontMatter(source);
  let lines = convertLines(body.replace(/\r\n/g, '\n').split('\n'), resolveLink);
  let title = typeof frontMatter.title === 'string' ? frontMatter.title : undefined;
  // A page that starts with its own `# heading` keeps it as the title.
  const firstContent = lines.findIndex((line) => line.trim() !== '');
  const ownHeading = firstContent >= 0 ? /^#\s+(.+?)\s*$/.exec(lines[firstContent]!) : null;
  if (ownHeading) {
    title = ownHeading[1];
    lines = lines.slice(firstContent + 1);
  }
  return {
    frontMatter,
    title,
    description: typeof frontMatter.description === 'string' ? frontMatter.description : undefined,
    body: tidy(lines.join('\n')),
  };
}
