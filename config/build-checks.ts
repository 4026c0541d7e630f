import type { Config } from '@docusaurus/types';

/**
 * What makes a build fail instead of publishing a broken site: broken links, anchors and Markdown
 * links all throw, naming the file. Shared by the site config and the bad-input test sites.
 */
export const strictBuildChecks = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
} satisfies Partial<Config>;
