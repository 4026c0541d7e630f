/** Site-wide constants shared by the config, theme components and scripts. */
export const site = {
  title: 'Pagora Documentation',
  tagline: 'Explore the guides and examples to integrate Pagora.',
  url: 'https://docs.pagora.com',
  supportUrl: 'https://support.pagora.com',
  dashboardUrl: 'https://dashboard.pagora.com',
  restBaseUrl: 'https://api.pagora.com/v1',
  graphqlEndpoint: 'https://graphql.pagora.com',
  /** The sample test key every example uses (openapi/API-CONTRACT.md); it never moves money. */
  sampleSecretKey: 'sk_test_51JpQx8Pagora2bT6cVw4mZr9',
  /** The environment variable samples read the secret key from. */
  secretKeyEnvVar: 'PAGORA_SECRET_KEY',
} as const;

/** What every REST request sample is built with (shared/rest-samples.ts): where it calls and which test key it shows. */
export const sampleOptions = {
  baseUrl: site.restBaseUrl,
  secretKey: site.sampleSecretKey,
  secretKeyEnvVar: site.secretKeyEnvVar,
};

/**
 * How the REST API authenticates, as openapi/openapi.yaml declares it (its top-level `security` and
 * `components.securitySchemes`), for the samples no generated operation carries it to: the outcome
 * explorer's. tests/unit/test-outcomes.test.ts fails when this and the document disagree.
 */
export const restSecurity = {
  security: [{ apiKey: [] as string[] }],
  securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
};

/** Docs plugin instances: guides at the root, each reference in its own instance so its theme code loads only there. */
export const docsInstances = {
  guides: { id: 'default', path: 'docs', routeBasePath: '/' },
  rest: { id: 'rest', path: 'apis/rest', routeBasePath: 'apis/rest' },
  graphql: { id: 'graphql', path: 'apis/graphql', routeBasePath: 'apis/graphql' },
} as const;

/** The docs plugin of the GraphQL reference: plugin-content-docs with lighter version data (see its header). */
export const graphqlDocsPlugin = './plugins/graphql-docs/index.ts';

/** The announcement bar. Change `id` whenever the content changes so readers who dismissed the old one see it. */
export const announcement = {
  id: 'announcement-2026-11-eurm',
  content: 'New: accept and settle in the EURM euro stablecoin. <a href="/eurm-stablecoin/">Read the guide</a>.',
} as const;
