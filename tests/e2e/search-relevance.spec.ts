/**
 * Relevance of the embedded index, measured on the built index with the engine the search worker
 * runs (shared/search/engine.ts): for the reader queries of tests/search-relevance/queries.ts, the page
 * (or the field's row) that answers is near the top, counting each page once.
 */
import { test, expect } from '@playwright/test';
import { SearchEngine } from '../../shared/search/engine';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseIndex } from '../../shared/search/indexFile';
import { SEARCH_INDEX_PATH } from '../../shared/search/types';
import { areaFilters, relevanceCases, type RelevanceCase } from '../search-relevance/queries';
import {
  heldOutCases,
  heldOutFloor,
  integratorCases,
  integratorFloor,
  integratorTuningCases,
  integratorTuningFloor,
  tuningCases,
} from '../search-relevance/held-out';
import { score } from '../search-relevance/evaluate';
import { builtEngine as builtEngineOf, readBuiltDetails, readBuiltIndex } from '../search-relevance/built-index';
import { buildDir } from './support/build';

const builtRecords = () => readBuiltIndex(buildDir);
const builtEngine = () => builtEngineOf(buildDir);

function scored(cases: RelevanceCase[]) {
  const engine = builtEngine();
  return score(cases, (query, facetFilters) =>
    engine.search({ query, hitsPerPage: 50, facetFilters }).hits.map((hit) => hit.url),
  );
}

const figures = (result: ReturnType<typeof scored>) =>
  `top-1 ${(result.top1 * 100).toFixed(1)}%, top-3 ${(result.top3 * 100).toFixed(1)}%, MRR ${result.mrr.toFixed(3)}`;

test('the answer comes first on the tuning part: top-3 at least 95% and mean reciprocal rank at least 0.9', () => {
  const result = scored(tuningCases);
  const misses = result.results
    .filter((entry) => entry.rank !== 1)
    .map(
      (entry) => `${entry.rank || '-'} ${entry.query} → ${entry.expected.join(' | ')} (got ${entry.top.join(', ')})`,
    );
  const summary = `${figures(result)}\n${misses.join('\n')}`;
  expect(result.cases).toBeGreaterThanOrEqual(120);
  expect(result.top3, summary).toBeGreaterThanOrEqual(0.95);
  expect(result.mrr, summary).toBeGreaterThanOrEqual(0.9);
});

// Only the figures are printed: the held-out cases are not read one by one (tests/search-relevance/held-out.ts).
test('the held-out part does not drop below its floor', () => {
  const result = scored(heldOutCases);
  expect(result.cases).toBeGreaterThanOrEqual(60);
  expect(result.top3, `held-out ${figures(result)}`).toBeGreaterThanOrEqual(heldOutFloor.top3);
  expect(result.mrr, `held-out ${figures(result)}`).toBeGreaterThanOrEqual(heldOutFloor.mrr);
});

test("the integrators' held-out questions do not drop below their floor", () => {
  const result = scored(integratorCases);
  expect(result.cases).toBeGreaterThanOrEqual(40);
  expect(result.top3, `integrators ${figures(result)}`).toBeGreaterThanOrEqual(integratorFloor.top3);
  expect(result.mrr, `integrators ${figures(result)}`).toBeGreaterThanOrEqual(integratorFloor.mrr);
});

test("the integrators' tuning questions do not drop below their floor", () => {
  const result = scored(integratorTuningCases);
  const misses = result.results
    .filter((entry) => entry.rank !== 1)
    .map((entry) => `${entry.rank || '-'} ${entry.query}`);
  expect(result.cases).toBeGreaterThanOrEqual(60);
  const summary = `integrators' tuning ${figures(result)}\n${misses.join('\n')}`;
  expect(result.top3, summary).toBeGreaterThanOrEqual(integratorTuningFloor.top3);
  expect(result.mrr, summary).toBeGreaterThanOrEqual(integratorTuningFloor.mrr);
});

test('the engine built in slices (as pages build it) answers exactly as the one built at once', async () => {
  const records = builtRecords();
  const atOnce = builtEngine();
  // A slice budget of 0 ms yields after every record: the most interleaved build possible.
  const sliced = await SearchEngine.create(records, { sliceMs: 0 });
  expect(sliced.size).toBe(records.length);
  for (const { query } of relevanceCases.slice(0, 40)) {
    const ids = (engine: SearchEngine) => engine.search({ query, hitsPerPage: 20 }).hits.map((hit) => hit.objectID);
    expect(ids(sliced), query).toEqual(ids(atOnce));
  }
});

test("the browser's engine (first file, then the details file's build-time index) ranks as one that indexed every record", () => {
  const bytes = (indexPath: string) => {
    const buffer = readFileSync(path.join(buildDir, indexPath));
    return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
  };
  const first = parseIndex(bytes(SEARCH_INDEX_PATH));
  const details = readBuiltDetails(buildDir);
  expect(details.engine?.first, 'the details file carries the index built for this first file').toBe(first.stamp);
  const loaded = new SearchEngine(first.records, { stamp: first.stamp });
  loaded.addIndexFile(details);
  const indexedHere = builtEngine();
  expect(loaded.size).toBe(indexedHere.size);
  // Every fourth reader query, across every part of the suite: a search costs about 25 ms here, and a
  // difference between the two indexes moves many rankings, not one.
  for (const { query, area } of relevanceCases.filter((_, index) => index % 4 === 0)) {
    const ranking = (engine: SearchEngine) =>
      engine.search({ query, hitsPerPage: 20, facetFilters: areaFilters(area) }).hits.map((hit) => hit.objectID);
    expect(ranking(loaded), query).toEqual(ranking(indexedHere));
  }
});

test('one page cannot crowd out the others: at most 3 of its sections before every other matching page', () => {
  const engine = builtEngine();
  for (const { query } of relevanceCases) {
    const pages = engine.search({ query, hitsPerPage: 60 }).hits.map((hit) => new URL(hit.url).pathname);
    const distinct = new Set(pages).size;
    // The first results, up to where every page has been listed once.
    const firstPass = pages.slice(
      0,
      pages.findIndex((_, index) => new Set(pages.slice(0, index + 1)).size === distinct) + 1,
    );
    const counts = new Map<string, number>();
    firstPass.forEach((page) => counts.set(page, (counts.get(page) ?? 0) + 1));
    expect(Math.max(...counts.values()), `${query}: ${firstPass.join(', ')}`).toBeLessThanOrEqual(3);
  }
});
