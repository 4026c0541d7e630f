import path from 'node:path';
import type { Config, ParseFrontMatter } from '@docusaurus/types';
import { assertNoProblems, factComponentProblems, frontMatterProblems } from './guide-checks';

/**
 * Docusaurus's own front-matter parser, then the guide checks of `./guide-checks.ts` for files
 * under `docs/` (guides): `title` and `description` present, data elements given values the
 * data defines. Generated reference pages are left to their generators.
 */
const parseAndCheckFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  // Docusaurus runs in the site directory, so guides are the files under ./docs.
  const file = path.relative(process.cwd(), params.filePath).split(path.sep).join('/');
  if (file.startsWith('docs/')) {
    assertNoProblems([
      ...frontMatterProblems(result.frontMatter, file),
      ...factComponentProblems(result.content, file),
    ]);
  }
  return result;
};

/**
 * What makes a build fail instead of publishing a broken site: broken links, anchors and Markdown
 * links all throw, naming the file, and so does a guide without `title` or `description` or with a
 * fact component the data cannot fill. Shared by the site config and the bad-input test sites.
 */
export const strictBuildChecks = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    parseFrontMatter: parseAndCheckFrontMatter,
  },
} satisfies Partial<Config>;
