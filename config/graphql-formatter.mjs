/**
 * The MDX formatter of @graphql-markdown/docusaurus (1.35), re-exported with one lifecycle hook
 * that fixes two things on every generated page before it is composed:
 *
 * - Headings start one level too deep (`### Arguments` right under the page's h1), which skips a
 *   level for screen-reader users (axe `heading-order`). Every section heading moves up one level.
 * - Docusaurus derives a page's meta description from its first paragraph and drops anything in
 *   `{…}` on the way, even inside code ("POST /subscriptions//activate"). The page gets an explicit
 *   `description` built from the schema description instead.
 *
 * Mutation pages also get an "Errors" section linking to the errors reference (`withErrorsSection`).
 *
 * Plain JavaScript because graphql-markdown loads it with `import()` in its own process.
 */
export * from '@graphql-markdown/docusaurus/mdx';

const HEADER_SECTIONS = new Set(['header', 'metatags', 'mdxDeclaration', 'code']);
const MAX_DESCRIPTION = 300;

/** Markdown headings outside fenced code, one level up (never above h2). */
export function raiseHeadings(markdown) {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      return line.replace(/^(#{3,6}) /, (_match, hashes) => `${hashes.slice(1)} `);
    })
    .join('\n');
}

/** A page section (string, section object or list of them) with its headings one level up. */
function raiseSection(section) {
  if (typeof section === 'string') return raiseHeadings(section);
  if (Array.isArray(section)) return section.map(raiseSection);
  if (!section || typeof section !== 'object') return section;
  const raised = { ...section };
  if (typeof raised.level === 'number' && raised.level > 2) raised.level -= 1;
  if ('content' in raised) raised.content = raiseSection(raised.content);
  return raised;
}

/** The first paragraph of a schema description as plain text, for <meta name="description">. */
export function plainDescription(description) {
  const paragraph = String(description ?? '')
    .trim()
    .split(/\n\s*\n/)[0];
  const text = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/[`*_]/g, '') // code and emphasis marks
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

/** Adds `description:` to the front matter block, as a JSON string (a valid YAML scalar). */
export function withDescription(frontMatter, description) {
  if (!description || !frontMatter.trimEnd().endsWith('---')) return frontMatter;
  const end = frontMatter.lastIndexOf('---');
  return `${frontMatter.slice(0, end)}description: ${JSON.stringify(description)}\n${frontMatter.slice(end)}`;
}

/** Markdown of the "Errors" section every mutation page ends with. */
export const MUTATION_ERRORS_SECTION = [
  '## Errors',
  '',
  'When the mutation cannot be done, the response has an entry in `errors` whose `extensions` carry `type` and `code`, with the same values as the REST error body. Branch on `code`; [Errors and decline codes](/errors/#graphql-errors) lists every code and what to do.',
].join('\n');

/** Adds the "Errors" section to a page when its type is a field of the schema's Mutation type. */
export function withErrorsSection(event) {
  const { type, options, sections } = event.data;
  const mutationFields = options?.schema?.getMutationType?.()?.getFields?.() ?? {};
  if (!type?.name || mutationFields[type.name] !== type) return;
  sections.errors = { content: MUTATION_ERRORS_SECTION };
  if (Array.isArray(event.output)) event.output = [...event.output, 'errors'];
}

export const beforeComposePageTypeHook = (event) => {
  const { sections, type } = event.data;
  for (const key of Object.keys(sections)) {
    if (!HEADER_SECTIONS.has(key)) sections[key] = raiseSection(sections[key]);
  }
  const header = sections.header;
  if (header && typeof header.content === 'string') {
    header.content = withDescription(header.content, plainDescription(type?.description));
  }
  withErrorsSection(event);
};
