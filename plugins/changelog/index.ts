/**
 * Local plugin: the API changelog (entries in changelog/, see changelog/README.md).
 *
 * - /changelog/: every entry, newest first, with filters by API and kind (src/components/ChangelogPage);
 * - /changelog/atom.xml and /changelog.json, written after the build (scripts/changelog/feeds.ts);
 * - `changedOn`: for each touched REST operation or schema and GraphQL type page, its latest entry,
 *   which src/components/ChangedOnBadge shows on that page. Written as a data file that the
 *   references' pages import as `@pagora/changed-on` (an alias set in `configureWebpack`), not as
 *   global data, which would ship in main.js to every page (1 KB gzip) for reference pages only;
 * - test builds only (`PAGORA_TEST_BUILD=1`): /test-pages/changelog/ renders the fixture entries of
 *   tests/fixtures/changelog/ with the same component, for the browser tests of filters and badges.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isTestBuild } from '../../config/env';
import { changelogDir, loadEntries, type ChangelogEntry } from '../../scripts/changelog/entries';
import { atomFeed, atomPath, changelogJson, entryHtml, jsonPath } from '../../scripts/changelog/feeds';
import { changedPages } from '../../scripts/changelog/pages';
import type { ChangelogPageEntry } from '../../shared/changelog';

export const fixturesDir = 'tests/fixtures/changelog';
const fixturesRoute = 'test-pages/changelog/';

export type { ChangelogPageEntry };

interface Content {
  entries: ChangelogEntry[];
  fixtures: ChangelogEntry[];
}

const forPage = (entries: readonly ChangelogEntry[]): ChangelogPageEntry[] =>
  entries.map(({ file: _file, markdown: _markdown, ...entry }) => ({
    ...entry,
    html: entryHtml({ markdown: _markdown }),
  }));

export default function changelogPlugin(context: LoadContext): Plugin<Content> {
  const dir = path.join(context.siteDir, changelogDir);
  let changedOnFile: string | undefined;
  return {
    name: 'pagora-changelog',
    getPathsToWatch: () => [path.join(dir, '*.md')],
    async loadContent() {
      return {
        entries: loadEntries(dir),
        fixtures: isTestBuild ? loadEntries(path.join(context.siteDir, fixturesDir)) : [],
      };
    },
    async contentLoaded({ content, actions }) {
      const pages: Array<[string, ChangelogEntry[], string]> = [['changelog/', content.entries, 'entries.json']];
      if (content.fixtures.length > 0) pages.push([fixturesRoute, content.fixtures, 'fixture-entries.json']);
      for (const [route, entries, file] of pages) {
        const data = await actions.createData(file, JSON.stringify(forPage(entries)));
        actions.addRoute({
          path: `${context.baseUrl}${route}`,
          component: '@site/src/components/ChangelogPage',
          exact: true,
          modules: { entries: data },
        });
      }
      // Test builds also badge the pages the fixture entries touch, linking to the fixture page.
      const fixturePages = changedPages(content.fixtures, context.siteDir, `${context.baseUrl}${fixturesRoute}`);
      const changedOn = { ...fixturePages, ...changedPages(content.entries, context.siteDir) };
      changedOnFile = await actions.createData('changed-on.json', JSON.stringify(changedOn));
    },
    configureWebpack() {
      if (!changedOnFile)
        throw new Error('plugins/changelog: configureWebpack ran before contentLoaded wrote changed-on.json');
      // The name src/components/ApiCrossLinks/ReferenceDocItem imports (typed in its changed-on.d.ts).
      return { resolve: { alias: { '@pagora/changed-on': changedOnFile } } };
    },
    async postBuild({ outDir, content }) {
      mkdirSync(path.join(outDir, path.dirname(atomPath)), { recursive: true });
      writeFileSync(path.join(outDir, atomPath), atomFeed(content.entries));
      writeFileSync(path.join(outDir, jsonPath), `${JSON.stringify(changelogJson(content.entries), null, 2)}\n`);
    },
  };
}
