/**
 * Build step "docs for people and machines" (run by plugins/build-artefacts at the end of `docusaurus build`):
 * - `<route>index.md` beside every page: the page as clean Markdown (scripts/llms/pages.ts);
 * - `/llms.txt` and `/llms-full.txt` (scripts/llms/llms-txt.ts);
 * - `/img/social/<slug>.png`, the page's social card (scripts/social-cards).
 * The theme links them from each page's head (src/components/PageMeta) and the Copy page button.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { site } from '../../config/site';
import { markdownPathOf, socialCardPathOf } from '../../shared/page-routes';
import { writeSocialCards, type SocialCardJob, type SocialCardOptions } from '../social-cards';
import { paths } from '../../config/paths';
import { agentInstructionsMarkdown, collectAgentFacts } from './agent-instructions';
import { llmsFullTxt, llmsTxt, mergeOrders, orderPages, sidebarRoutes } from './llms-txt';
import { restModelOfFile } from '../lib/openapi-source';
import { buildPageMarkdown } from './pages';
import type { PageMarkdown } from './types';

/** The image `themeConfig.image` names, drawn too when static/ does not provide one (404 page, shares of unknown URLs). */
const DEFAULT_CARD = 'img/social-card.png';

/** The guide whose "Choose how customers pay" table the agent instructions list. */
const GETTING_STARTED = '/getting-started/';

export interface DocsForMachinesReport {
  pages: number;
  byOrigin: Record<PageMarkdown['origin'], number>;
  llmsTxtBytes: number;
  llmsFullTxtBytes: number;
  markdownSeconds: number;
  cards: Awaited<ReturnType<typeof writeSocialCards>>;
}

export async function buildDocsForMachines(
  buildDir: string = paths.build,
  options: { siteDir?: string; cards?: SocialCardOptions } = {},
): Promise<DocsForMachinesReport> {
  const siteDir = options.siteDir ?? process.cwd();
  const started = performance.now();
  const { pages, built } = await buildPageMarkdown(buildDir, siteDir);
  for (const page of pages) {
    const target = path.join(buildDir, markdownPathOf(page.route));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, page.markdown);
  }

  // Sidebar order of the guides and the REST reference (the GraphQL sidebar is alphabetical, like its routes).
  const sectionOf = new Map(pages.map((page) => [page.route, page.section]));
  const sidebarOrder = mergeOrders(
    built
      .filter((page) => sectionOf.get(page.route) === 'Guides' || sectionOf.get(page.route) === 'REST API')
      .map((page) => sidebarRoutes(readFileSync(page.htmlFile, 'utf8'))),
  );
  const ordered = orderPages(pages, sidebarOrder);
  const llms = llmsTxt(ordered, await agentInstructions(pages, siteDir));
  const full = llmsFullTxt(ordered);
  writeFileSync(path.join(buildDir, 'llms.txt'), llms);
  writeFileSync(path.join(buildDir, 'llms-full.txt'), full);
  const markdownSeconds = (performance.now() - started) / 1000;

  const jobs: SocialCardJob[] = pages.map((page) => ({
    file: socialCardPathOf(page.route).slice(1),
    card: { title: page.title, area: page.section === 'Site' ? site.title : page.section },
  }));
  if (!existsSync(path.join(buildDir, DEFAULT_CARD)))
    jobs.push({ file: DEFAULT_CARD, card: { title: site.tagline, area: site.title } });
  const cards = await writeSocialCards(buildDir, jobs, { siteDir, ...options.cards });

  const byOrigin = { mdx: 0, openapi: 0, graphql: 0, html: 0 };
  pages.forEach((page) => (byOrigin[page.origin] += 1));
  return {
    pages: pages.length,
    byOrigin,
    llmsTxtBytes: Buffer.byteLength(llms),
    llmsFullTxtBytes: Buffer.byteLength(full),
    markdownSeconds,
    cards,
  };
}

/** The agent instructions of llms.txt, from openapi/, graphql/ and the getting-started guide's Markdown. */
async function agentInstructions(pages: readonly PageMarkdown[], siteDir: string): Promise<string> {
  const gettingStarted = pages.find((page) => page.route === GETTING_STARTED);
  if (!gettingStarted)
    throw new Error(
      `llms.txt: no ${GETTING_STARTED} page in the build (the agent instructions read its integration table)`,
    );
  const openapiFile = path.join(siteDir, paths.openapi);
  const schemaFile = path.join(siteDir, paths.graphqlSchema);
  const openapiText = readFileSync(openapiFile, 'utf8');
  const facts = collectAgentFacts({
    openapi: await restModelOfFile(openapiFile),
    openapiFile: paths.openapi,
    openapiText,
    schema: buildSchema(readFileSync(schemaFile, 'utf8')),
    schemaFile: paths.graphqlSchema,
    gettingStarted: { markdown: gettingStarted.markdown, file: 'docs/getting-started.mdx' },
  });
  return agentInstructionsMarkdown(facts);
}
