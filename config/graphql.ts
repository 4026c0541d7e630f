import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @graphql-markdown/docusaurus options: pages go to apis/graphql/{operations,types}; the hand-written index.mdx is never touched. */
export const graphqlMarkdownOptions = {
  schema: './graphql/schema.graphql',
  rootPath: './apis',
  baseURL: 'graphql',
  linkRoot: '/apis',
  homepage: false,
  loaders: { GraphQLFileLoader: '@graphql-tools/graphql-file-loader' },
  // Our formatter: the package's, plus a hook for heading levels and meta descriptions (see the file).
  // An absolute URL, because graphql-markdown import()s it from inside node_modules.
  formatter: pathToFileURL(path.join(__dirname, '..', 'scripts', 'lib', 'graphql-formatter.mjs')).href,
  // Sections are h2 after the formatter's hook: the page's table of contents lists them, not every field.
  docOptions: {
    index: false,
    frontMatter: { pagination_next: null, pagination_prev: null, toc_max_heading_level: 2 },
  },
  printTypeOptions: { deprecated: 'group', typeBadges: true, parentTypePrefix: false },
  pretty: false,
  force: false,
} as const;
