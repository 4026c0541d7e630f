/**
 * Markdown as text, the one function for it: a link or an image keeps its text and loses its target,
 * and whitespace runs become one space. Options, as its callers need them:
 * - `markup`: `'strip'` (default) also reads code spans, strong and emphasis as their text and
 *   `&lt;` `&gt;` `&amp;` as characters (a meta description, a search record); `'keep'` leaves them,
 *   for text that stays Markdown (an llms.txt summary);
 * - `first`: only the first paragraph, or the first sentence of the prose (fenced code, HTML tags,
 *   headings and table rows are not prose);
 * - `max`: at most this many characters, cut at a word and ended with `…`.
 * Plain JavaScript, typed through JSDoc: graphql-markdown imports the GraphQL formatter, which uses it,
 * with Node's own `import()`.
 *
 * @param {string | null | undefined} markdown
 * @param {{ markup?: 'strip' | 'keep', first?: 'paragraph' | 'sentence', max?: number }} [options]
 * @returns {string}
 */
export function markdownToText(markdown, { markup = 'strip', first, max } = {}) {
  let text = String(markdown ?? '').trim();
  if (first === 'paragraph') text = text.split(/\n\s*\n/)[0] ?? '';
  if (first === 'sentence')
    text = text
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/^\s*(#{1,6}\s.*|\|.*)$/gm, ' ');
  text = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  if (markup === 'strip')
    text = text
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/(\*\*|__)(.*?)\1/g, '$2')
      // `*emphasis*` and `_emphasis_`, never the underscores inside a name (INVALID_STATUS).
      .replace(/(^|[^\w*])([*_])(?=\S)(.+?)(?<=\S)\2(?![\w*])/g, '$1$3')
      .replace(/&(lt|gt|amp);/g, (_, name) => ({ lt: '<', gt: '>', amp: '&' })[/** @type {'lt'|'gt'|'amp'} */ (name)]);
  text = text.replace(/\s+/g, ' ').trim();
  if (first === 'sentence') text = /^(.+?[.!?])(\s+(?=[A-Z`"'(])|$)/.exec(text)?.[1] ?? text;
  if (max === undefined || text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
