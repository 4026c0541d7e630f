import { docsInstances } from './site';

/** @graphql-markdown/docusaurus options: pages go to apis/graphql/{operations,types}; the hand-written index.mdx is never touched. */
export const graphqlMarkdownOptions = {
  schema: './graphql/schema.graphql',
  rootPath: './apis',
  baseURL: 'graphql',
  linkRoot: '/apis',
  homepage: false,
  loaders: { GraphQLFileLoader: '@graphql-tools/graphql-file-loader' },
  docOptions: { index: false, frontMatter: { pagination_next: null, pagination_prev: null } },
  printTypeOptions: { deprecated: 'group', typeBadges: true, parentTypePrefix: false },
  pretty: false,
  force: false,
} as const;

export const graphqlGeneratedDirs = ['operations', 'types'].map((dir) => `${docsInstances.graphql.path}/${dir}`);
