/**
 * The globals of the Algolia Crawler editor, where `algolia-crawler.config.js` runs (it is pasted
 * there, not run here): only the parts that file uses, so the type checker reads it like our code.
 */
interface CrawlerSelection {
  attr(name: string): string | undefined;
  remove(): CrawlerSelection;
}

interface CrawlerRecordProp {
  selectors: string;
  defaultValue: string;
}

interface CrawlerHelpers {
  docsearch(options: {
    recordProps: Record<string, string[] | CrawlerRecordProp>;
    aggregateContent?: boolean;
    recordVersion?: 'v2' | 'v3';
  }): unknown[];
}

interface CrawlerAction {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor(context: { $: (selector: string) => CrawlerSelection; helpers: CrawlerHelpers }): unknown[];
}

interface CrawlerConfig {
  appId: string;
  apiKey: string;
  rateLimit: number;
  maxDepth?: number;
  startUrls: string[];
  sitemaps?: string[];
  ignoreCanonicalTo?: boolean;
  discoveryPatterns?: string[];
  exclusionPatterns?: string[];
  actions: CrawlerAction[];
  initialIndexSettings?: Record<string, Record<string, unknown>>;
}

declare class Crawler {
  constructor(config: CrawlerConfig);
}
