/**
 * Environment switches, read once. Each turns an optional integration on;
 * none of them changes content. Unset, the site works fully offline.
 */

/** Google Tag Manager container (e.g. `GTM-ABC123`). Unset: no tag manager script, no request to it. */
export const gtmContainerId = process.env.GTM_CONTAINER_ID?.trim() || undefined;

/** Algolia DocSearch credentials. All three set: the search modal queries Algolia instead of the embedded index. */
export const algolia = {
  appId: process.env.ALGOLIA_APP_ID?.trim() || undefined,
  searchApiKey: process.env.ALGOLIA_SEARCH_API_KEY?.trim() || undefined,
  indexName: process.env.ALGOLIA_INDEX_NAME?.trim() || undefined,
  /** Ask AI assistant id; the Ask AI mode appears only when it is set (and Algolia is configured). */
  askAiAssistantId: process.env.ALGOLIA_ASKAI_ASSISTANT_ID?.trim() || undefined,
};
export const algoliaConfigured = Boolean(algolia.appId && algolia.searchApiKey && algolia.indexName);

/**
 * Where the reference's "Download OpenAPI" button points. Default: the copy this site serves
 * at /api/v1/openapi.json. Set `OPENAPI_DOWNLOAD_HOST=https://js.pagora.com` to point at the script host.
 */
export const openapiDownloadUrl = `${(process.env.OPENAPI_DOWNLOAD_HOST ?? '').replace(/\/$/, '')}/api/v1/openapi.json`;

/** Test builds (`PAGORA_TEST_BUILD=1`) add pages that trigger error screens on purpose. Never set for production. */
export const isTestBuild = process.env.PAGORA_TEST_BUILD === '1';

/**
 * Where a root-relative link in an API description that is not a route of this site leads
 * (`DESCRIPTION_LINK_BASE=https://docs.example.com` for a description written for another site's docs).
 * Unset, such a link shows as its text, with a warning at generation (shared/site-links.ts).
 */
export const descriptionLinkBase = process.env.DESCRIPTION_LINK_BASE?.trim().replace(/\/$/, '') || undefined;
