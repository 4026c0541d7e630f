/**
 * Inline HTML in API descriptions, which CommonMark allows and some providers write throughout
 * (`<p>…<a href="…">…</a></p>` as every operation's description). A safe subset becomes the Markdown
 * it means: paragraphs, links, code, preformatted blocks, lists, emphasis and line breaks. Every other
 * tag stays as written, and is shown as text wherever descriptions are escaped (scripts/lib/openapi-text.ts).
 * So the pages, their meta descriptions, search records and Markdown copies read one Markdown text,
 * never markup: the REST model and the GraphQL generator's schema copy convert it once.
 */
import { outsideCode } from './markdown-code';

const TAG = /<(\/?)([a-z]+)\b((?:"[^"]*"|'[^']*'|[^'">])*)>/gi;
const KEPT = new Set(['p', 'a', 'code', 'pre', 'ul', 'ol', 'li', 'em', 'i', 'strong', 'b', 'br']);
const WRAP: Record<string, string> = { em: '*', i: '*', strong: '**', b: '**' };
/** A link target a reader may follow: a URL with a web or mail scheme, a site path or a fragment. */
const SAFE_HREF = /^(?:https?:|mailto:|\/|#)/i;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };
/** HTML's character references as characters (code and link targets in Markdown are not decoded). */
const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });

/** Text as an inline code span, fenced with more backticks than it contains. */
const codeSpan = (text: string): string => {
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length)) + 1);
  const pad = /^`|`$/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
};

const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/**
 * Markdown text with its safe HTML subset written as Markdown; the rest, and code, as written. Without
 * `emphasis`, emphasis is its text: graphql-markdown shows `*` and `_` as written.
 */
export function htmlToMarkdown(markdown: string, { emphasis = true } = {}): string {
  if (!/<\/?(?:p|a|code|pre|ul|ol|li|em|i|strong|b|br)\b/i.test(markdown)) return markdown;
  return outsideCode(markdown, (text) => convert(text, emphasis))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function convert(text: string, emphasis: boolean): string {
  let out = '';
  /** Open links and emphasis: where their content starts in `out`. */
  const open: Array<{ tag: string; start: number; raw: string; href?: string }> = [];
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let block = 0;
  let afterBlock = false;
  /** Inside `<code>` or `<pre>`: where its opening tag and its content start (its content is read as written). */
  let verbatim: { tag: string; at: number; from: number } | undefined;
  /** A list item's content column: past `- ` or `1. `. */
  const width = (list: { ordered: boolean }) => (list.ordered ? '   ' : '  ');
  const indent = () => lists.slice(0, -1).map(width).join('');
  let last = 0;
  const addText = (raw: string) => {
    let chunk = block > 0 ? raw.replace(/\s+/g, ' ') : raw;
    if (afterBlock || /\n$/.test(out)) chunk = chunk.replace(/^\s+/, '');
    if (chunk) afterBlock = false;
    out += chunk;
  };
  for (const match of text.matchAll(TAG)) {
    const [whole, slash, rawName, attributes = ''] = match;
    const name = rawName!.toLowerCase();
    const index = match.index;
    if (verbatim) {
      if (!(slash && name === verbatim.tag)) continue;
      const inner = decode(text.slice(verbatim.from, index).replace(/<\/?code\b[^>]*>/gi, ''));
      const fence = '`'.repeat(Math.max(3, ...[...inner.matchAll(/`+/g)].map((run) => run[0].length + 1)));
      out +=
        verbatim.tag === 'pre'
          ? `\n\n${fence}\n${inner.replace(/^\n|\n$/g, '')}\n${fence}\n\n`
          : codeSpan(inner.replace(/\s+/g, ' '));
      afterBlock = verbatim.tag === 'pre';
      verbatim = undefined;
      last = index + whole.length;
      continue;
    }
    addText(text.slice(last, index));
    last = index + whole.length;
    if (!KEPT.has(name)) {
      addText(whole);
      continue;
    }
    if (name === 'code' || name === 'pre') {
      if (slash) addText(whole);
      else verbatim = { tag: name, at: index, from: last };
      continue;
    }
    if (name === 'br') {
      const item = lists.at(-1);
      out = `${out.trimEnd()}  \n${indent()}${item ? width(item) : ''}`;
      continue;
    }
    if (name in WRAP || name === 'a') {
      if (!slash) {
        open.push({ tag: name, start: out.length, raw: whole, href: attribute(attributes, 'href') });
        continue;
      }
      const at = open.map((entry) => entry.tag).lastIndexOf(name);
      if (at < 0) {
        addText(whole);
        continue;
      }
      const [entry] = open.splice(at);
      const inner = out.slice(entry!.start);
      const lead = /^\s*/.exec(inner)![0];
      const trail = /\s*$/.exec(inner)![0];
      const content = inner.trim();
      const href = entry!.href === undefined ? undefined : decode(entry!.href).trim();
      let written = content;
      if (name !== 'a') written = content && emphasis ? `${WRAP[name]}${content}${WRAP[name]}` : content;
      else if (href && SAFE_HREF.test(href))
        written = `[${content || href}](${href.replace(/[ ()]/g, (char) => encodeURIComponent(char))})`;
      out = `${out.slice(0, entry!.start)}${lead}${written}${trail}`;
      continue;
    }
    const endLine = (blank: boolean) => {
      out = out.replace(/[ \t]+$/, '');
      if (out) out = blank ? `${out.replace(/\n*$/, '')}\n\n` : out.replace(/([^\n])$/, '$1\n');
    };
    if (name === 'ul' || name === 'ol') {
      if (slash) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
      endLine(lists.length === 0 || (!slash && lists.length === 1));
    } else if (name === 'li') {
      const list = lists.at(-1);
      if (!slash && list) {
        endLine(false);
        out += `${indent()}${list.ordered ? `${(list.count += 1)}.` : '-'} `;
      }
    } else if (name === 'p' && lists.length === 0) endLine(true);
    block = Math.max(0, block + (slash ? -1 : 1));
    afterBlock = true;
  }
  // A code or pre element never closed: its opening tag and the rest as written.
  if (verbatim) last = verbatim.at;
  addText(text.slice(last));
  // Links and emphasis never closed: their opening tags as written.
  for (const entry of open.reverse()) out = `${out.slice(0, entry.start)}${entry.raw}${out.slice(entry.start)}`;
  return out;
}
