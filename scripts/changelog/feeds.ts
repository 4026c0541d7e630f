/**
 * What the changelog publishes besides its page: the Atom feed (/changelog/atom.xml, RFC 4287) and
 * /changelog.json, the machine-readable list other tools read (contract:
 * `{"entries":[{id,date,title,apis,kind,breaking,touches,url,markdown}]}`, newest first).
 */
import MarkdownIt from 'markdown-it';
import { site } from '../../config/site';
import { entryUrl, type ChangelogEntry } from './entries';

export const atomPath = 'changelog/atom.xml';
export const jsonPath = 'changelog.json';

const markdown = new MarkdownIt({ html: false, linkify: false });

/** An entry's body as HTML (raw HTML in entries is shown as text). */
export function entryHtml(entry: Pick<ChangelogEntry, 'markdown'>): string {
  return markdown.render(entry.markdown);
}

/** Site paths in `href`s become absolute URLs, for readers that show the feed outside the site. */
function absoluteLinks(html: string): string {
  return html.replace(/href="(\/[^"]*)"/g, (_match, href: string) => `href="${site.url}${href}"`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const apiLabel = { rest: 'REST', graphql: 'GraphQL' } as const;

export function atomFeed(entries: readonly ChangelogEntry[]): string {
  const feedUrl = `${site.url}/${atomPath}`;
  const updated = entries[0] ? `${entries[0].date}T00:00:00Z` : '2026-11-22T00:00:00Z';
  const items = entries.map((entry) => {
    const url = `${site.url}${entryUrl(entry)}`;
    const summary = `${entry.breaking ? 'Breaking. ' : ''}${entry.kind[0]!.toUpperCase()}${entry.kind.slice(1)} in the ${entry.apis.map((api) => apiLabel[api]).join(' and ')} API.`;
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <updated>${entry.date}T00:00:00Z</updated>`,
      `    <published>${entry.date}T00:00:00Z</published>`,
      ...entry.apis.map((api) => `    <category term="${api}" label="${apiLabel[api]} API"/>`),
      `    <category term="${entry.kind}"/>`,
      ...(entry.breaking ? ['    <category term="breaking"/>'] : []),
      `    <summary>${escapeXml(summary)}</summary>`,
      `    <content type="html">${escapeXml(absoluteLinks(entryHtml(entry)))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${site.url}/changelog/`)}</id>`,
    '  <title>Pagora API changelog</title>',
    '  <subtitle>Changes to the Pagora REST and GraphQL APIs.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${site.url}/changelog/`)}"/>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>Pagora</name></author>',
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

export interface ChangelogJsonEntry {
  id: string;
  date: string;
  title: string;
  apis: ChangelogEntry['apis'];
  kind: ChangelogEntry['kind'];
  breaking: boolean;
  touches: string[];
  url: string;
  markdown: string;
}

export function changelogJson(entries: readonly ChangelogEntry[]): { entries: ChangelogJsonEntry[] } {
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      date: entry.date,
      title: entry.title,
      apis: entry.apis,
      kind: entry.kind,
      breaking: entry.breaking,
      touches: entry.touches,
      url: entryUrl(entry),
      markdown: entry.markdown,
    })),
  };
}
