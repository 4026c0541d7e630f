/**
 * The embedded index against the built pages it was made from (no browser needed): every anchor it
 * sends a reader to exists, every API field and enum value row (REST and GraphQL) has its own
 * record, the first file holds no reference detail, and its text keeps the spaces a reader sees.
 */
import { load } from 'cheerio';
import { test, expect } from '@playwright/test';
import { SearchEngine } from '../../src/search/engine';
import { SEARCH_INDEX_PATH, type SearchRecord } from '../../src/search/types';
import { readBuiltIndex, readIndexFile } from '../search-relevance/built-index';
import { buildDir, routeHtml } from './support/build';

/** Both index files' records (the site's engine once search has fully loaded). */
const builtRecords = (): SearchRecord[] => readBuiltIndex(buildDir);

function byPage(records: SearchRecord[]): Map<string, SearchRecord[]> {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const { pathname } = new URL(record.url);
    pages.set(pathname, [...(pages.get(pathname) ?? []), record]);
  }
  return pages;
}

test('every anchor in the index exists in its built page', () => {
  const missing: string[] = [];
  for (const [page, records] of byPage(builtRecords())) {
    const ids = new Set(
      load(routeHtml(page))('[id]')
        .map((_, element) => element.attribs.id)
        .get(),
    );
    for (const record of records) {
      const anchor = new URL(record.url).hash.slice(1);
      if (anchor && !ids.has(decodeURIComponent(anchor))) missing.push(record.url);
    }
  }
  expect(missing).toEqual([]);
});

test('every GraphQL field, argument, input field and enum value is a record on its row', () => {
  const pages = byPage(builtRecords());
  let rows = 0;
  const missing: string[] = [];
  for (const [page, records] of pages) {
    if (!page.startsWith('/apis/graphql/')) continue;
    const anchors = new Set(records.map((record) => new URL(record.url).hash.slice(1)));
    const $ = load(routeHtml(page));
    $('article h3[id]').each((_, heading) => {
      // graphql-markdown's row headings: `<code>Type.<b>name</b></code>` (a return type's is not qualified).
      const code = $(heading).find('code').first();
      const name = code.find('b').first().text();
      if (!name || !code.text().endsWith(`.${name}`)) return;
      rows++;
      const record = records.find((candidate) => candidate.url.endsWith(`#${heading.attribs.id}`));
      if (!anchors.has(heading.attribs.id!) || !record?.lvl3?.endsWith(`.${name}`))
        missing.push(`${page}#${heading.attribs.id}`);
    });
  }
  expect(rows).toBeGreaterThan(1000);
  expect(missing).toEqual([]);
});

test('text keeps the spaces between a REST property, its type and "required", and has no icon glyphs or tab labels', () => {
  const records = builtRecords();
  const restPages = [...byPage(records)].filter(([page]) => page.startsWith('/apis/rest/'));
  let pairs = 0;
  const glued: string[] = [];
  for (const [page, pageRecords] of restPages) {
    const text = pageRecords.map((record) => record.content).join(' ');
    const $ = load(routeHtml(page));
    $('.openapi-schema__container').each((_, container) => {
      const name = $(container).find('.openapi-schema__property').first().text();
      const type = $(container).find('.openapi-schema__name').first().text().trim();
      if (!name || !type) return;
      pairs++;
      if (text.includes(`${name}${type}`)) glued.push(`${page}: ${name}${type}`);
    });
  }
  expect(pairs).toBeGreaterThan(100);
  expect(glued).toEqual([]);
  const contents = records.map((record) => `${record.lvl2 ?? ''} ${record.lvl3 ?? ''} ${record.content}`);
  expect(contents.filter((text) => /[\u25cf\u2398]/.test(text))).toEqual([]);
  expect(contents.filter((text) => text.includes('curl JavaScript Python PHP'))).toEqual([]);
});

test('every REST parameter and property row has a unique id and a record on it that says where it lives', () => {
  const pages = byPage(builtRecords());
  let rows = 0;
  const problems: string[] = [];
  for (const [page, records] of pages) {
    if (!page.startsWith('/apis/rest/') || page.startsWith('/apis/rest/webhooks/')) continue;
    const $ = load(routeHtml(page));
    const ids = $('[id]')
      .map((_, element) => element.attribs.id)
      .get();
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) problems.push(`${page}: repeated ids ${[...new Set(repeated)].join(', ')}`);
    // Each row's name: a parameter's or a property's (a nested object's is in its <summary>).
    $('article .openapi-params__list-item, article .openapi-schema__property').each((_, element) => {
      const name = $(element).is('.openapi-schema__property')
        ? $(element).text()
        : $(element).find('.openapi-schema__property').first().text();
      if (!name || /\s/.test(name)) return; // `property name*`: any key of a map
      rows++;
      const row = $(element).closest('[data-search-field]');
      const anchor = row.attr('id');
      const field = row.attr('data-search-field') ?? '';
      if (!anchor || !(field === name || field.endsWith(`.${name}`))) {
        problems.push(`${page}: row ${name} has no anchor of its own`);
        return;
      }
      const record = records.find((candidate) => candidate.url.endsWith(`#${anchor}`));
      if (!record || record.lvl3 !== field || !record.lvl2 || !record.content.includes(name))
        problems.push(`${page}#${anchor}: no record naming the row and where it lives`);
    });
  }
  expect(rows).toBeGreaterThan(500);
  expect(problems).toEqual([]);
});

test('REST field and enum queries land on the row that defines them, saying where it lives', () => {
  const engine = new SearchEngine(builtRecords());
  const first = (query: string) => engine.search({ query, hitsPerPage: 5, facetFilters: ['lvl0:REST API'] }).hits[0];
  const orderId = first('orderId');
  expect(orderId?.url).toMatch(/#(request|schema|response\.\d+)\.orderId$/);
  expect(orderId?.hierarchy.lvl2).toMatch(/^(Request body|Property|Response \d+)$/);
  const trial = first('trialPeriodDays');
  expect(trial?.url).toMatch(/#(request|schema|response\.\d+)\.trialPeriodDays$/);
  // An enum value, within REST: first where it is defined, the PaymentStatus schema with its table of
  // values (not an operation that returns it); its row says where it lives.
  const refundedHits = engine.search({
    query: 'PARTIALLY_REFUNDED',
    hitsPerPage: 10,
    facetFilters: ['lvl0:REST API'],
  }).hits;
  expect(new URL(refundedHits[0]!.url).pathname).toBe('/apis/rest/schemas/paymentstatus/');
  const refunded = refundedHits.find((hit) => hit.url.includes('#'));
  expect(refunded?.url).toMatch(/#(request|schema|response\.\d+)\.[\w.]+$/i);
  expect(refunded?.hierarchy.lvl2).toMatch(/^(Request body|Property|Response \d+)$/);
  expect(refunded?.content).toContain('PARTIALLY_REFUNDED');
  // Across both APIs, the row that defines the value comes first (GraphQL's enum value row).
  expect(engine.search({ query: 'PARTIALLY_REFUNDED', hitsPerPage: 1 }).hits[0]?.url).toMatch(/#partially-refunded$/);
});

test('the first index file holds the guides and one short record per reference page, nothing of the reference below them', () => {
  const first = readIndexFile(buildDir, SEARCH_INDEX_PATH);
  const all = builtRecords();
  const reference = (record: SearchRecord) => record.lvl0 === 'REST API' || record.lvl0 === 'GraphQL API';
  expect(first.filter((record) => reference(record) && record.url.includes('#'))).toEqual([]);
  const referencePages = new Set(all.filter(reference).map((record) => new URL(record.url).pathname));
  expect(first.filter(reference)).toHaveLength(referencePages.size);
  // Every guide record is in the first file, as it is in the whole index.
  const guides = (records: SearchRecord[]) => records.filter((record) => !reference(record)).map((record) => record.id);
  expect(guides(first)).toEqual(guides(all));
});
