/**
 * The embedded index against the built pages it was made from (no browser needed): every anchor it
 * sends a reader to exists, every API field and enum value row has its own record, and its text
 * keeps the spaces a reader sees.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { test, expect } from '@playwright/test';
import { parseIndexFile } from '../../src/search/indexFile';
import type { SearchRecord } from '../../src/search/types';
import { buildDir, routeHtml } from './support/build';

function builtRecords(): SearchRecord[] {
  const bytes = readFileSync(path.join(buildDir, 'search-index.json'));
  return parseIndexFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

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
