import { openapiDownloadUrl } from './env';
import { paths } from './paths';
import { docsInstances } from './site';
import { createApiPageWithSchemaLinks } from './openapi-schema-links';

/**
 * Options of docusaurus-plugin-openapi-docs 5.2 that we use. The package ships no type declarations
 * for them (its lib/types.d.ts is missing), so we describe them here to keep the config typed.
 */
interface OpenApiSpecOptions {
  specPath: string;
  outputDir: string;
  downloadUrl?: string;
  hideSendButton?: boolean;
  showSchemas?: boolean;
  showInfoPage?: boolean;
  markdownGenerators?: { createApiPageMD?: (pageData: never) => string };
  sidebarOptions?: {
    groupPathsBy?: 'tag' | 'tagGroup' | 'tagParent';
    categoryLinkSource?: 'tag' | 'info' | 'auto';
    sidebarCollapsed?: boolean;
    sidebarCollapsible?: boolean;
  };
}

interface OpenApiPluginOptions {
  id: string;
  docsPluginId: string;
  config: Record<string, OpenApiSpecOptions>;
}

/** REST reference generation: pages into apis/rest/, the explorer's send button hidden. */
export const openapiPluginOptions = {
  id: 'openapi',
  docsPluginId: docsInstances.rest.id,
  config: {
    pagora: {
      // Not openapi/openapi.yaml itself: `npm run gen` writes this copy with descriptions escaped.
      specPath: paths.openapiForGenerator,
      outputDir: docsInstances.rest.path,
      downloadUrl: openapiDownloadUrl,
      hideSendButton: true,
      showSchemas: true,
      showInfoPage: false,
      markdownGenerators: { createApiPageMD: createApiPageWithSchemaLinks },
      sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true },
    },
  },
} satisfies OpenApiPluginOptions;
