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
 * It also makes the pages valid and complete (see the functions below, each with its own why):
 * the decorative `●` marker is hidden from assistive technology and styled through a token
 * (`accessibleMdxDeclaration`), every argument and input field default appears in the SDL block and
 * in the field list (`withDefaults…`), and no anchor repeats a section heading's id (`withUniqueAnchors`).
 * Mutation pages also get an "Errors" section linking to the errors reference (`withErrorsSection`).
 *
 * Plain JavaScript because graphql-markdown loads it with `import()` in its own process; typed through
 * JSDoc and checked by `tsc` like the TypeScript sources (tsconfig `checkJs`).
 */
import { astFromValue, isInputObjectType, print } from 'graphql';
import { mdxDeclaration as upstreamMdxDeclaration } from '@graphql-markdown/docusaurus/mdx';
import { markdownToText } from '../../shared/markdown-text.mjs';

export * from '@graphql-markdown/docusaurus/mdx';

/**
 * A page section as graphql-markdown hands it to the hook: Markdown, a list of sections, or an
 * object with a heading level, a title and content (and fields this hook leaves as they are).
 * @typedef {string | SectionObject | SectionList | null | undefined} Section
 * @typedef {Section[]} SectionList
 * @typedef {object} SectionObject
 * @property {number} [level]
 * @property {string} [title]
 * @property {Section} [content]
 */

/**
 * What a page documents: an operation or directive (with `args`) or a named type.
 * @typedef {{ name?: string, description?: string | null, args?: readonly import('graphql').GraphQLArgument[] }} SchemaEntry
 * @typedef {SchemaEntry | import('graphql').GraphQLNamedType} PageType
 */

/**
 * The event of graphql-markdown's `beforeComposePageType` hook.
 * @typedef {{
 *   data: { sections: Record<string, Section>, type?: PageType, options?: { schema?: import('graphql').GraphQLSchema } },
 *   output?: unknown,
 * }} PageEvent
 */

const HEADER_SECTIONS = new Set(['header', 'metatags', 'mdxDeclaration', 'code']);
const MAX_DESCRIPTION = 300;

/**
 * Markdown headings outside fenced code, one level up (never above h2).
 * @param {string} markdown
 * @returns {string}
 */
export function raiseHeadings(markdown) {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      return line.replace(
        /^(#{3,6}) /,
        (/** @type {string} */ _match, /** @type {string} */ hashes) => `${hashes.slice(1)} `,
      );
    })
    .join('\n');
}

/**
 * A page section (string, section object or list of them) with its headings one level up.
 * @param {Section} section
 * @returns {Section}
 */
function raiseSection(section) {
  if (typeof section === 'string') return raiseHeadings(section);
  if (Array.isArray(section)) return section.map(raiseSection);
  if (!section || typeof section !== 'object') return section;
  const raised = { ...section };
  if (typeof raised.level === 'number' && raised.level > 2) raised.level -= 1;
  if ('content' in raised) raised.content = raiseSection(raised.content);
  return raised;
}

/**
 * The first paragraph of a schema description as plain text, for <meta name="description">.
 * @param {string | null | undefined} description
 * @returns {string}
 */
export const plainDescription = (description) =>
  markdownToText(description, { first: 'paragraph', max: MAX_DESCRIPTION });

/**
 * Adds `description:` to the front matter block, as a JSON string (a valid YAML scalar).
 * @param {string} frontMatter
 * @param {string} description
 * @returns {string}
 */
export function withDescription(frontMatter, description) {
  if (!description || !frontMatter.trimEnd().endsWith('---')) return frontMatter;
  const end = frontMatter.lastIndexOf('---');
  return `${frontMatter.slice(0, end)}description: ${JSON.stringify(description)}\n${frontMatter.slice(end)}`;
}

/**
 * Upstream's MDX components with the `●` between a field and its type as a decorative mark: hidden
 * from screen readers (it is not content) and coloured through the `.gql-field-marker` class of
 * src/css/custom.css, at AA contrast (upstream's inline secondary grey is 2.4:1). Derived from
 * upstream's declaration, so an upgrade that changes it fails generation here instead of silently.
 * @param {string} upstream
 * @returns {string}
 */
export function accessibleMdxDeclaration(upstream) {
  const bullet = /^export const Bullet = .*$/m;
  if (!bullet.test(upstream)) {
    throw new Error(
      'scripts/lib/graphql-formatter.mjs: graphql-markdown no longer declares `Bullet` in its mdxDeclaration',
    );
  }
  return upstream.replace(
    bullet,
    'export const Bullet = () => <span className="gql-field-marker" aria-hidden="true">&nbsp;●&nbsp;</span>',
  );
}

export const mdxDeclaration = accessibleMdxDeclaration(upstreamMdxDeclaration);

/**
 * Default values of a page's arguments (operation, directive) or input fields (input type), printed
 * as in SDL (`SALE`, `20`, `[1, 3, 5]`, `"text"`), by name.
 * @param {PageType | undefined} type
 * @returns {Map<string, string>}
 */
export function defaultsOf(type) {
  /** @type {ReadonlyArray<import('graphql').GraphQLArgument | import('graphql').GraphQLInputField>} */
  let values = [];
  if (type && 'args' in type && Array.isArray(type.args)) values = type.args;
  else if (isInputObjectType(type)) values = Object.values(type.getFields());
  /** @type {Map<string, string>} */
  const defaults = new Map();
  for (const value of values) {
    if (value.defaultValue === undefined) continue;
    const ast = astFromValue(value.defaultValue, value.type);
    if (ast) defaults.set(value.name, print(ast));
  }
  return defaults;
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The SDL block of an input type with `= default` after each field that has one: graphql-markdown
 * 1.35 prints defaults of arguments but not of input fields (`transactionType: TransactionType`
 * where the schema says `= SALE`), so a reader could not tell what omitting the field does.
 * @param {string} code
 * @param {Map<string, string>} defaults
 * @returns {string}
 */
export function withDefaultsInSdl(code, defaults) {
  let result = code;
  for (const [name, value] of defaults) {
    const field = new RegExp(`^(  ${escapeRegExp(name)}: [^\\s=@]+)(?=(?: @deprecated.*)?$)`, 'm');
    result = result.replace(field, `$1 = ${value}`);
  }
  return result;
}

/**
 * A field list with the default after the type of each entry that has one, as inline code
 * (`` `= SALE` ``): upstream's list shows only the type.
 * @param {string} markdown
 * @param {string | undefined} parentName
 * @param {Map<string, string>} defaults
 * @returns {string}
 */
export function withDefaultsInFieldList(markdown, parentName, defaults) {
  let result = markdown;
  for (const [name, value] of defaults) {
    const heading = new RegExp(
      `^(#+ \\[<code[^>]*>${escapeRegExp(parentName ?? '')}\\.<b>${escapeRegExp(name)}</b></code>\\]\\(#[^)]*\\)<Bullet />\\[<code[^>]*><b>.*?</b></code>\\]\\([^)]*\\))`,
      'm',
    );
    result = result.replace(heading, `$1 \`= ${value.replace(/`/g, "'")}\``);
  }
  return result;
}

/**
 * Docusaurus's id for a heading text (lower case, spaces to dashes), enough for section titles.
 * @param {string} title
 */
function headingId(title) {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

/**
 * The heading ids of a section's titles, added to `titles`.
 * @param {Section} section
 * @param {Set<string>} titles
 * @returns {Set<string>}
 */
function sectionTitles(section, titles = new Set()) {
  if (Array.isArray(section)) section.forEach((entry) => sectionTitles(entry, titles));
  else if (section && typeof section === 'object') {
    if (typeof section.title === 'string' && section.title.trim()) titles.add(headingId(section.title));
    sectionTitles(section.content, titles);
  }
  return titles;
}

/**
 * A section with `transform` applied to each of its Markdown strings.
 * @param {Section} section
 * @param {(markdown: string) => string} transform
 * @returns {Section}
 */
function mapStrings(section, transform) {
  if (typeof section === 'string') return transform(section);
  if (Array.isArray(section)) return section.map((entry) => mapStrings(entry, transform));
  if (!section || typeof section !== 'object') return section;
  const mapped = { ...section };
  if ('content' in mapped) mapped.content = mapStrings(mapped.content, transform);
  return mapped;
}

/**
 * Field and argument anchors that would repeat a section heading's id get a `-1` suffix (the way
 * Docusaurus numbers repeated headings): an argument called `type` and the "Type" section both
 * produced `id="type"`, an invalid page where `#type` reaches only the first.
 * @param {Record<string, Section>} sections
 * @param {readonly string[]} keys
 */
export function withUniqueAnchors(sections, keys) {
  /** @type {Set<string>} */
  const taken = new Set();
  for (const key of keys) sectionTitles(sections[key], taken);
  /** @param {string} markdown */
  const rename = (markdown) =>
    markdown.replace(
      /\]\(#([^)\s]+)\)(.*?)\\\{#\1\\\}/g,
      (/** @type {string} */ match, /** @type {string} */ id, /** @type {string} */ between) =>
        taken.has(id) ? `](#${id}-1)${between}\\{#${id}-1\\}` : match,
    );
  for (const key of keys) sections[key] = mapStrings(sections[key], rename);
}

/** Markdown of the "Errors" section every mutation page ends with. */
export const MUTATION_ERRORS_SECTION = [
  '## Errors',
  '',
  'When the mutation cannot be done, the response has an entry in `errors` whose `extensions` carry `type` and `code`, with the same values as the REST error body. Branch on `code`; [Errors and decline codes](/errors/#graphql-errors) lists every code and what to do.',
].join('\n');

/**
 * Adds the "Errors" section to a page when its type is a field of the schema's Mutation type.
 * @param {PageEvent} event
 */
export function withErrorsSection(event) {
  const { type, options, sections } = event.data;
  /** @type {Record<string, unknown>} */
  const mutationFields = options?.schema?.getMutationType?.()?.getFields?.() ?? {};
  if (!type?.name || mutationFields[type.name] !== type) return;
  sections.errors = { content: MUTATION_ERRORS_SECTION };
  if (Array.isArray(event.output)) event.output = [...event.output, 'errors'];
}

/**
 * `Query!` in kebab case as graphql-markdown names type pages (`PaymentMethodDetails` →
 * `payment-method-details`).
 * @param {string} name
 */
const typeSlug = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * A field whose type is a root type (Relay's `relay: Query!`) is printed as plain text: graphql-markdown
 * links it to a type page (`types/objects/query.mdx`) that it never writes, since root types become the
 * operation pages, and the broken link stopped the whole build.
 * @param {Record<string, Section>} sections
 * @param {readonly string[]} keys
 * @param {import('graphql').GraphQLSchema | undefined} schema
 */
export function withRootTypesUnlinked(sections, keys, schema) {
  const roots = [schema?.getQueryType?.(), schema?.getMutationType?.(), schema?.getSubscriptionType?.()]
    .filter((type) => type)
    .map((type) => typeSlug(/** @type {{ name: string }} */ (type).name));
  if (roots.length === 0) return;
  const link = new RegExp(
    `\\[((?:[^\\[\\]]|\\[[^\\]]*\\])*)\\]\\([^)\\s]*/types/objects/(?:${roots.join('|')})\\.mdx\\)`,
    'g',
  );
  /** @param {string} markdown */
  const unlink = (markdown) => markdown.replace(link, '$1');
  for (const key of keys) sections[key] = mapStrings(sections[key], unlink);
}

/** @param {PageEvent} event */
export const beforeComposePageTypeHook = (event) => {
  const { sections, type } = event.data;
  const contentKeys = Object.keys(sections).filter((key) => !HEADER_SECTIONS.has(key));
  for (const key of contentKeys) sections[key] = raiseSection(sections[key]);
  const defaults = defaultsOf(type);
  if (defaults.size > 0) {
    if (isInputObjectType(type) && sections.code)
      sections.code = mapStrings(sections.code, (code) => withDefaultsInSdl(code, defaults));
    for (const key of contentKeys) {
      if (key !== 'code')
        sections[key] = mapStrings(sections[key], (markdown) =>
          withDefaultsInFieldList(markdown, type?.name, defaults),
        );
    }
  }
  withUniqueAnchors(sections, contentKeys);
  withRootTypesUnlinked(sections, contentKeys, event.data.options?.schema);
  const header = sections.header;
  if (header && typeof header === 'object' && !Array.isArray(header) && typeof header.content === 'string') {
    header.content = withDescription(header.content, plainDescription(type?.description));
  }
  withErrorsSection(event);
};
