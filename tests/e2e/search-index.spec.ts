/**
 * The embedded index against the built pages it was made from (no browser needed): every anchor it
 * sends a reader to exists, every API field and enum value row (REST and GraphQL) has its own
 * record, the first file holds no reference detail, its text keeps the spaces a reader sees, and
 * every code of the errors reference, typed or pasted, lands on its row.
 */
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { load } from 'cheerio';
import { buildSchema, isEnumType } from 'graphql';
import yaml from 'js-yaml';
import { test, expect } from '@playwright/test';
import { SEARCH_INDEX_PATH, type SearchRecord } from '../../shared/search/types';
import { areaFilters } from '../search-relevance/queries';
import { builtEngine, readBuiltIndex, readIndexFile } from '../search-relevance/built-index';
import { buildDir, routeExists, routeHtml } from './support/build';
import { guideSources } from './support/guides';
import { apiErrorCodes, apiErrorTypes, errorCodeAnchor, errorTypeAnchor } from '../../data/apiErrors';
import { statusCodeAnchor } from '../../data/error-anchors';
import { statusCodes } from '../../data/statusCodes';

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

test('every guide whose sidebar label is not its title is named by that label in the first index file', () => {
  const labelled = guideSources()
    .map(({ route, frontMatter }) => ({ route, title: frontMatter.title ?? '', label: frontMatter.sidebar_label }))
    .filter(({ title, label }) => label && label.toLowerCase() !== title.toLowerCase());
  // Today's guides have over twenty such labels; none would mean this test reads nothing.
  expect(labelled.length).toBeGreaterThan(20);
  const pageRecords = new Map(
    readIndexFile(buildDir, SEARCH_INDEX_PATH)
      .filter((record) => !record.url.includes('#'))
      .map((record) => [new URL(record.url).pathname, record]),
  );
  const found = labelled.map(({ route }) => [route, pageRecords.get(route)?.label]);
  expect(found).toEqual(labelled.map(({ route, label }) => [route, label]));
});

test('every anchor in the index exists in its built page', () => {
  const missing: string[] = [];
  for (const [page, records] of byPage(builtRecords())) {
    // Read from the markup's attributes, quoted or not (the build minifies), rather than a parsed
    // tree: the ids are slugs and row paths (no entities to decode), and parsing the 600 pages was
    // most of this test's time.
    const ids = new Set(
      Array.from(routeHtml(page).matchAll(/\sid=(?:"([^"]*)"|([^\s"'>]+))/g), (match) => match[1] ?? match[2]),
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

test('a REST row record reads as the row does: its name, a space, its type; no icon glyphs or tab labels anywhere', () => {
  const records = builtRecords();
  const rows = records.filter((record) => {
    const { pathname, hash } = new URL(record.url);
    return pathname.startsWith('/apis/rest/') && hash.includes('.');
  });
  expect(rows.length).toBeGreaterThan(500);
  const glued = rows.filter((record) => {
    const name = record.lvl3?.split('.').pop() ?? '';
    return !record.content.startsWith(`${name} `);
  });
  expect(glued.map((record) => `${record.url}: ${record.content.slice(0, 40)}`)).toEqual([]);
  const contents = records.map((record) => `${record.lvl2 ?? ''} ${record.lvl3 ?? ''} ${record.content}`);
  expect(contents.filter((text) => /[\u25cf\u2398]/.test(text))).toEqual([]);
  expect(contents.filter((text) => text.includes('curl JavaScript Python PHP'))).toEqual([]);
});

test('every REST row on a built page has a unique id and a record on it that says where it lives', () => {
  const pages = byPage(builtRecords());
  let rows = 0;
  const problems: string[] = [];
  for (const [page, records] of pages) {
    if (!page.startsWith('/apis/rest/')) continue;
    const $ = load(routeHtml(page));
    const ids = $('[id]')
      .map((_, element) => element.attribs.id)
      .get();
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) problems.push(`${page}: repeated ids ${[...new Set(repeated)].join(', ')}`);
    // A row's id is its place, joined by dots (`request.customer.email`); no heading id has a dot.
    $('article [id*="."]').each((_, element) => {
      const anchor = element.attribs.id!;
      const name = $(element).find('code').first().text();
      rows++;
      const record = records.find((candidate) => candidate.url.endsWith(`#${anchor}`));
      if (!record || !anchor.endsWith(`.${record.lvl3}`) || !record.lvl2 || !record.content.startsWith(`${name} `))
        problems.push(`${page}#${anchor}: no record naming the row and where it lives`);
    });
  }
  expect(rows).toBeGreaterThan(2000);
  expect(problems).toEqual([]);
});

test('REST field and enum queries land on the row that defines them, saying where it lives', () => {
  const engine = builtEngine(buildDir);
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
  // Its row, where a property says it can take the value, says where it lives.
  const refunded = refundedHits.find((hit) => /#(request|schema|response\.\d+)\./.test(hit.url));
  expect(refunded?.url).toMatch(/#(request|schema|response\.\d+)\.[\w.]+$/i);
  expect(refunded?.hierarchy.lvl2).toMatch(/^(Request body|Property|Response \d+)$/);
  expect(refunded?.content).toContain('PARTIALLY_REFUNDED');
  // Across both APIs, a place that defines the value comes first: the REST schema's table of values or
  // the GraphQL enum's row.
  expect(engine.search({ query: 'PARTIALLY_REFUNDED', hitsPerPage: 1 }).hits[0]?.url).toMatch(
    /\/apis\/rest\/schemas\/paymentstatus\/$|\/apis\/graphql\/types\/enums\/payment-status\/#partially-refunded$/,
  );
});

test('the first index file holds the guides and the API overviews whole, one short record per other reference page', () => {
  const first = readIndexFile(buildDir, SEARCH_INDEX_PATH);
  const all = builtRecords();
  const overviews = new Set(['/apis/rest/', '/apis/graphql/', '/apis/rest/webhooks/']);
  const isOverview = (record: SearchRecord) => overviews.has(new URL(record.url).pathname) && !record.field;
  const reference = (record: SearchRecord) =>
    (record.lvl0 === 'REST API' || record.lvl0 === 'GraphQL API') && !isOverview(record);
  expect(first.filter((record) => reference(record) && record.url.includes('#'))).toEqual([]);
  const referencePages = new Set(all.filter(reference).map((record) => new URL(record.url).pathname));
  expect(first.filter(reference)).toHaveLength(referencePages.size);
  // Every guide record, and every section of the overviews, is in the first file, as in the whole index.
  const guides = (records: SearchRecord[]) => records.filter((record) => !reference(record)).map((record) => record.id);
  expect(guides(first)).toEqual(guides(all));
  for (const section of ['/apis/rest/#idempotency', '/apis/rest/#rate-limits', '/apis/graphql/#pagination']) {
    expect(first.map((record) => new URL(record.url).pathname + new URL(record.url).hash)).toContain(section);
  }
});

/** Where an enum value is defined: its reference, and the rows (`page#anchor`) or pages that define it. */
interface EnumValue {
  value: string;
  area: 'rest' | 'graphql';
  definedAt: string[];
}

interface OpenApiSchema {
  title?: string;
  enum?: unknown[];
  properties?: Record<string, { enum?: unknown[]; items?: { enum?: unknown[] } }>;
}

/**
 * Every enum value of openapi/openapi.yaml: a schema that is an enum is defined on its page; an enum
 * of a property on the schema's row (`#schema.status`), and on the request row of each operation
 * whose request body is that schema, the same property rendered there.
 */
function restEnumValues(): EnumValue[] {
  const spec = yaml.load(readFileSync(path.resolve(__dirname, '../../openapi/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
    components: { schemas: Record<string, OpenApiSchema> };
  };
  const takenBy = new Map<string, string[]>();
  for (const item of Object.values(spec.paths))
    for (const operation of Object.values(item)) {
      const body = JSON.stringify(operation.requestBody ?? {});
      const ref = /"\$ref":"#\/components\/schemas\/([^"]+)"/.exec(body)?.[1];
      if (ref && operation.operationId)
        takenBy.set(ref, [...(takenBy.get(ref) ?? []), `/apis/rest/${operation.operationId}/`]);
    }
  return Object.entries(spec.components.schemas).flatMap(([name, schema]) => {
    const page = `/apis/rest/schemas/${(schema.title ?? name).toLowerCase()}/`;
    const own = (schema.enum ?? []).map((value) => ({
      value: String(value),
      area: 'rest' as const,
      definedAt: [page],
    }));
    const ofProperties = Object.entries(schema.properties ?? {}).flatMap(([property, propertySchema]) =>
      (propertySchema.enum ?? propertySchema.items?.enum ?? []).map((value) => ({
        value: String(value),
        area: 'rest' as const,
        definedAt: [
          `${page}#schema.${property}`,
          ...(takenBy.get(name) ?? []).map((operation) => `${operation}#request.${property}`),
        ],
      })),
    );
    return [...own, ...ofProperties];
  });
}

/** Every enum value of graphql/schema.graphql, on its row of the enum's page (the heading `Type.VALUE`). */
function graphqlEnumValues(): EnumValue[] {
  const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../graphql/schema.graphql'), 'utf8'));
  return Object.values(schema.getTypeMap())
    .filter(isEnumType)
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) => {
      const page = `/apis/graphql/types/enums/${type.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}/`;
      const $ = load(routeExists(page) ? routeHtml(page) : '');
      return type.getValues().map((value) => {
        const row = $('article h3[id]').filter(
          (_, heading) => $(heading).find('code').first().text() === `${type.name}.${value.name}`,
        );
        return { value: value.name, area: 'graphql' as const, definedAt: [`${page}#${row.attr('id') ?? '(no row)'}`] };
      });
    });
}

test('every REST and GraphQL enum value is found, within its reference, where it is defined', () => {
  const engine = builtEngine(buildDir);
  const values = [...restEnumValues(), ...graphqlEnumValues()];
  const missing: string[] = [];
  const late: string[] = [];
  for (const { value, area, definedAt } of values) {
    const hits = engine
      .search({ query: value, hitsPerPage: 10_000, facetFilters: areaFilters(area) })
      .hits.map((hit) => {
        const { pathname, hash } = new URL(hit.url);
        return `${pathname}${hash}`;
      });
    const at = hits.findIndex((hit) =>
      definedAt.some((place) => hit === place || (!place.includes('#') && hit.startsWith(place))),
    );
    const where = `${area} ${value} → ${definedAt[0]}`;
    if (at === -1) missing.push(where);
    // A value written as an API name (PARTIALLY_REFUNDED) is found on the first page of results
    // (the modal's 20 hits); a plain word (PENDING, CREATED) is in many places, reached by paging.
    else if (value.includes('_') && at >= 20) late.push(`${where} (hit ${at + 1})`);
  }
  expect(values.length).toBeGreaterThan(500);
  expect(missing, 'enum values whose definition no search for them finds').toEqual([]);
  expect(late, 'API-name enum values whose definition is not among the first 20 hits').toEqual([]);
});

/**
 * What a reader types or pastes for each code of the errors reference (data/apiErrors.ts,
 * data/statusCodes.ts), with the rows that say what it means. A bare value may be two things (`401`
 * is an HTTP status and a statusCode), so it may land on either's row; a pasted one says which.
 */
function errorQueries(): Map<string, Set<string>> {
  const queries = new Map<string, Set<string>>();
  const add = (query: string, anchor: string) =>
    queries.set(query, (queries.get(query) ?? new Set()).add(`/errors/#${anchor}`));
  for (const { type, status } of apiErrorTypes) {
    const statusLine = `HTTP/1.1 ${status} ${STATUS_CODES[status]}`;
    for (const query of [String(status), statusLine, type, `{"status": ${status}, "type": "${type}"}`])
      add(query, errorTypeAnchor(type));
  }
  for (const { code, type } of apiErrorCodes) {
    const { status } = apiErrorTypes.find((errorType) => errorType.type === type)!;
    const statusLine = `HTTP/1.1 ${status} ${STATUS_CODES[status]}`;
    for (const query of [
      String(status),
      statusLine,
      code,
      `{"status": ${status}, "type": "${type}", "code": "${code}"}`,
    ])
      add(query, errorCodeAnchor(code));
    // RATE_LIMITED is a type and a code: its type's row and its code's say the same.
    if (code === type) add(`{"status": ${status}, "type": "${type}"}`, errorCodeAnchor(code));
  }
  for (const { code } of statusCodes) {
    for (const query of [code, `statusCode ${code}`, `{"status": "FAILED", "statusCode": "${code}"}`])
      add(query, statusCodeAnchor(code));
  }
  return queries;
}

test('every error code, type, HTTP status and statusCode, typed alone or pasted, lands first on its row of the errors reference', () => {
  const engine = builtEngine(buildDir);
  const queries = errorQueries();
  const wrong: string[] = [];
  for (const [query, rows] of queries) {
    const first = engine.search({ query, hitsPerPage: 1 }).hits[0]?.url ?? 'https://docs.pagora.com/(nothing)';
    const { pathname, hash } = new URL(first);
    if (!rows.has(`${pathname}${hash}`)) wrong.push(`${query} → ${pathname}${hash}, not ${[...rows].join(' or ')}`);
  }
  // Today's reference: 8 HTTP statuses and types, 17 codes, 17 statusCodes, each typed or pasted two to four ways.
  expect(queries.size).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});
