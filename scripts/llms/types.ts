/** What the page converters produce and what llms.txt, llms-full.txt and the social cards are built from. */
import type { Area } from '../../shared/page-routes';

/** The three llms.txt sections, plus `Site` for pages listed in none (home, search). */
export type Section = Area | 'Site';

export interface PageMarkdown {
  /** Route with a trailing slash, e.g. `/testing/`. */
  route: string;
  section: Section;
  title: string;
  /** One line for llms.txt. */
  summary: string;
  /** The complete Markdown file. */
  markdown: string;
  /** Where the Markdown came from: a hand-written MDX page, an API source, or the built HTML. */
  origin: 'mdx' | 'openapi' | 'graphql' | 'html';
}

/** A page of the build, with the docs plugin and doc id Docusaurus put on its `<html>` element. */
export interface BuiltPage {
  route: string;
  htmlFile: string;
  /** True for pages of a docs plugin instance (guides and references), false for the home page, search and other pages. */
  isDoc: boolean;
  pluginId?: string;
  docId?: string;
}

/** Answers "is there a page at this route?" so converters link only to pages that exist. */
export type RouteExists = (route: string) => boolean;
