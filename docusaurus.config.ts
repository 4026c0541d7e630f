import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';

import { algolia, algoliaConfigured, gtmContainerId, isTestBuild, openapiDownloadUrl } from './config/env';
import { announcement, docsInstances, graphqlDocsPlugin, site } from './config/site';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { strictBuildChecks } from './plugins/facts-check/build-checks';
import { prismDark, prismLight } from './config/prism';
import { ssrTemplate } from './config/ssr-template';
import { sitemapRoutes } from './plugins/build-artefacts/sitemap-routes';
import type { BuildArtefactsOptions } from './plugins/build-artefacts';
import remarkFactsAtBuild from './plugins/facts-at-build';
import remarkOutcomeExplorerSeed from './plugins/outcome-explorer-seed';

/** The sitemap's routes, passed from the sitemap plugin to plugins/build-artefacts during postBuild. */
const sitemap = sitemapRoutes();

/**
 * Options every docs instance shares: one version, "current", labelled Next; the data elements (`<Fact>`,
 * `<TestCards />`…) replaced at build by the text and tables they stand for (plugins/facts-at-build), and
 * the outcome explorer given its data at build (plugins/outcome-explorer-seed).
 */
const sharedDocsOptions = {
  breadcrumbs: true,
  remarkPlugins: [remarkFactsAtBuild, remarkOutcomeExplorerSeed],
  lastVersion: 'current',
  versions: { current: { label: 'Next' } },
} satisfies Partial<Docs.Options>;

/** The references' pages: Docusaurus's DocItem with the page's counterparts in the other API (src/components/ApiCrossLinks). */
const referenceDocsOptions = {
  ...sharedDocsOptions,
  docItemComponent: '@site/src/components/ApiCrossLinks/ReferenceDocItem',
} satisfies Partial<Docs.Options>;

const config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  trailingSlash: true,

  ...strictBuildChecks,

  future: { v4: true, faster: true },

  // Scripts are requested after the first paint (why: config/ssr-template.ts). Docusaurus's
  // wrong-baseUrl banner assumes they ran before DOMContentLoaded, so it would show on every page.
  ssrTemplate,
  baseUrlIssueBanner: false,

  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } },

  // Test-only pages (error screens triggered on purpose) live outside src/pages and load only in test builds.
  customFields: { isTestBuild, algoliaConfigured, openapiDownloadUrl },

  // The site index for language models (scripts/llms writes /llms.txt at build).
  headTags: [
    { tagName: 'link', attributes: { rel: 'alternate', type: 'text/plain', href: '/llms.txt', title: 'llms.txt' } },
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: docsInstances.guides.path,
          routeBasePath: docsInstances.guides.routeBasePath,
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        // Not in the dev server either: its routes and a 0.5 MB page of every plugin's content to compile at start.
        debug: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          changefreq: 'daily',
          priority: 0.7,
          ignorePatterns: ['/test-pages/**'],
          // Hands the routes to plugins/build-artefacts (search index, Markdown copies, route check).
          createSitemapItems: sitemap.createSitemapItems,
        },
        ...(gtmContainerId ? { googleTagManager: { containerId: gtmContainerId } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // First: generates apis/ (skipped when unchanged) before any docs plugin reads it.
    './plugins/reference-generation/index.ts',
    './plugins/dev-pages/index.ts',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...referenceDocsOptions,
        id: docsInstances.rest.id,
        path: docsInstances.rest.path,
        routeBasePath: docsInstances.rest.routeBasePath,
        sidebarPath: './sidebars.rest.ts',
      } satisfies Docs.Options,
    ],
    [
      graphqlDocsPlugin,
      {
        ...referenceDocsOptions,
        id: docsInstances.graphql.id,
        path: docsInstances.graphql.path,
        routeBasePath: docsInstances.graphql.routeBasePath,
        sidebarPath: './sidebars.graphql.ts',
      } satisfies Docs.Options,
    ],
    './plugins/test-pages',
    './plugins/prism-on-demand/index.ts',
    './plugins/idle-prefetch/index.ts',
    './plugins/embedded-search/index.ts',
    './plugins/chunk-filenames/index.ts',
    './plugins/tabs-keep-on-hydration/index.ts',
    './plugins/announcement-reset/index.ts',
    './plugins/facts-check/index.ts',
    './plugins/changelog/index.ts',
    './plugins/critical-css/index.ts',
    ['./plugins/build-artefacts/index.ts', { sitemap } satisfies BuildArtefactsOptions],
    // Core's PostCSS options are the whole PostCSS setup: without `config: false`, postcss-loader looks for a
    // config file in every folder above each stylesheet, 0.6 s of every start's main thread (a CPU profile).
    () => ({ name: 'pagora-postcss-options-only', configurePostCss: (options) => ({ ...options, config: false }) }),
  ],

  themes: ['docusaurus-theme-openapi-docs'],
  // A link's #fragment that names a row inside closed details or an unselected tab opens them (src/linkedTarget);
  // Escape hides a navbar dropdown the pointer opened (src/navbarDropdowns).
  clientModules: ['./src/linkedTarget/clientModule.ts', './src/navbarDropdowns/clientModule.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'theme-color', content: '#0b5cff' }],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      isCloseable: true,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar,
    footer,
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      // json, python and graphql are built into prism-react-renderer: listing them would bundle them twice.
      additionalLanguages: ['bash', 'php', 'http'],
    },
    // REST reference code samples: the same four languages, in the same order and tab group
    // (`code-samples`), as the guides, so a reader's choice follows them everywhere.
    languageTabs: [
      { highlight: 'bash', language: 'curl', logoClass: 'curl' },
      { highlight: 'javascript', language: 'javascript', logoClass: 'javascript', variant: 'fetch' },
      { highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests' },
      { highlight: 'php', language: 'php', logoClass: 'php', variant: 'curl' },
    ],
    algolia: {
      // Without credentials the search theme still renders DocSearch; src/theme/SearchBar answers it from the embedded index.
      appId: algolia.appId ?? 'PAGORA_EMBEDDED',
      apiKey: algolia.searchApiKey ?? 'embedded-index',
      indexName: algolia.indexName ?? 'pagora-docs',
      contextualSearch: true,
      searchPagePath: 'search',
      ...(algoliaConfigured && algolia.askAiAssistantId ? { askAi: { assistantId: algolia.askAiAssistantId } } : {}),
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
