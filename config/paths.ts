/** Paths of the sources of truth and of build outputs, relative to the repository root. */
export const paths = {
  openapi: 'openapi/openapi.yaml',
  openapiJson: 'static/api/v1/openapi.json',
  /** The published copy of the GraphQL schema (served at /api/graphql/schema.graphql, read by mcp/). */
  graphqlSdl: 'static/api/graphql/schema.graphql',
  /** The copy the REST generator reads (descriptions escaped, see openapi-text.ts); written by `npm run gen`. */
  openapiForGenerator: '.docusaurus/pagora/openapi.json',
  graphqlSchema: 'graphql/schema.graphql',
  /** The copy graphql-markdown reads when descriptions link to pages this site lacks (scripts/lib/graphql-source.ts). */
  graphqlForGenerator: '.docusaurus/pagora/schema.graphql',
  docs: 'docs',
  build: 'build',
} as const;
