/**
 * Post-build step "docs for people and machines" (called once from scripts/postbuild.ts):
 * - `<route>index.md` beside every page: the page as clean Markdown (scripts/llms/pages.ts);
 * - `/llms.txt` and `/llms-full.txt` (scripts/llms/llms-txt.ts);
 * - `/img/social/<slug>.png`, the page's social card (scripts/social-cards).
 * The theme links them from each page's head (src/components/PageMeta) and the Copy page button.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import yaml from 'js-yaml';
import { site } from '../../config/site';
import { markdownPathOf, socialCardPathOf } from '../../src/components/PageMeta/routes';
import { writeSocialCards, type SocialCardJob, type SocialCardOptions } from '../social-cards';
import { paths } from '../lib/paths';
import { agentInstructionsMarkdown, collectAgentFacts } from './agent-instructions';
import { llmsFullTxt, llmsTxt, mergeOrders, orderPages, sidebarRoutes } from './llms-txt';
import { OpenApiModel, type Json } from './openapi-model';
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
  const { pages, built } = buildPageMarkdown(buildDir, siteDir);
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
  const llms = llmsTxt(ordered, agentInstructions(pages, siteDir));
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
function agentInstructions(pages: readonly PageMarkdown[], siteDir: string): string {
  const gettingStarted = pages.find((page) => page.route === GETTING_STARTED);
  if (!gettingStarted)
    throw new Error(
      `llms.txt: no ${GETTING_STARTED} page in the build (the agent instructions read its integration table)`,
    );
  const openapiFile = path.join(siteDir, paths.openapi);
  const schemaFile = path.join(siteDir, paths.graphqlSchema);
  const openapiText = readFileSync(openapiFile, 'utf8');
  const facts = collectAgentFacts({
    openapi: new OpenApiModel(yaml.load(openapiText) as Json),
    openapiFile: paths.openapi,
    openapiText,
    schema: buildSchema(readFileSync(schemaFile, 'utf8')),
    schemaFile: paths.graphqlSchema,
    gettingStarted: { markdown: gettingStarted.markdown, file: 'docs/getting-started.mdx' },
  });
  return agentInstructionsMarkdown(facts);
}

/** The post-build entry point: logs what it wrote and fails the build (exit code 1) on any error. */
export async function writeDocsForMachines(buildDir: string = paths.build): Promise<void> {
  try {
    const report = await buildDocsForMachines(buildDir);
    const origins = Object.entries(report.byOrigin)
      .map(([origin, count]) => `${count} ${origin}`)
      .join(', ');
    console.log(
      `[postbuild] markdown: ${report.pages} pages (${origins}), llms.txt ${(report.llmsTxtBytes / 1024).toFixed(0)} KB, llms-full.txt ${(report.llmsFullTxtBytes / 1024).toFixed(0)} KB in ${report.markdownSeconds.toFixed(1)} s`,
    );
    console.log(
      `[postbuild] social cards: ${report.cards.files} files, ${report.cards.rendered} rendered on ${report.cards.workers} thread(s), ${report.cards.fromCache} from cache in ${report.cards.seconds.toFixed(1)} s`,
    );
  } catch (error) {
    console.error(
      `[postbuild] llms/social cards failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
}
