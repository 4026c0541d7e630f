/**
 * Algolia Crawler configuration for DocSearch, producing an index the site's search (modal and
 * /search/ page) can query with contextual search once ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME are set at build time. Paste it into the Crawler editor of the Algolia
 * dashboard (the Crawler runs there, not in this repository); the records have the same hierarchy
 * and facets (`language`, `docusaurus_tag`) as the embedded index built by scripts/build-search-index.ts.
 */
/* global Crawler */
new Crawler({
  appId: 'YOUR_ALGOLIA_APP_ID',
  apiKey: 'YOUR_ALGOLIA_CRAWLER_WRITE_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.pagora.com/'],
  sitemaps: ['https://docs.pagora.com/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://docs.pagora.com/**'],
  exclusionPatterns: ['https://docs.pagora.com/search/**', 'https://docs.pagora.com/**/index.md'],
  actions: [
    {
      indexName: 'pagora-docs',
      pathsToMatch: ['https://docs.pagora.com/**'],
      recordExtractor: ({ $, helpers }) => {
        // The area, as the embedded index names it: Guides, REST API or GraphQL API.
        const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || '';
        const lvl0 = tag.startsWith('docs-rest')
          ? 'REST API'
          : tag.startsWith('docs-graphql')
            ? 'GraphQL API'
            : 'Guides';
        // Never index navigation, the Copy page menu or the cross-link note.
        $(
          '.hash-link, .theme-doc-toc-mobile, .pagination-nav, .theme-doc-footer, .pagora-api-crosslinks, .pagora-copy-page',
        ).remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: lvl0 },
            lvl1: ['article h1', 'header h1', 'head > title'],
            lvl2: ['article h2'],
            lvl3: ['article h3'],
            lvl4: ['article h4'],
            lvl5: ['article h5, article td:first-child'],
            lvl6: ['article h6'],
            content: ['article p, article li, article td:last-child, article pre'],
            language: { selectors: '', defaultValue: $('meta[name="docsearch:language"]').attr('content') || 'en' },
            docusaurus_tag: { selectors: '', defaultValue: tag },
          },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'pagora-docs': {
      attributesForFaceting: ['type', 'lang', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
