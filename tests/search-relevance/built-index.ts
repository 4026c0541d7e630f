/**
 * The records of a build's embedded index, the first file and the details in the order the site loads them (the
 * second replaces the first's short page records with whole ones): what the engine holds once
 * search has fully loaded. Used by the relevance and index tests and by the bench.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../../shared/search/engine';
import { parseIndexFile, type ParsedIndexFile } from '../../shared/search/indexFile';
import { joinDetails, partsOf, type DetailsManifest } from '../../shared/search/detailsFiles';
import { joinIndexFiles } from '../../shared/search/indexSplit';
import { SEARCH_DETAILS_INDEX_PATH, SEARCH_INDEX_PATH, type SearchRecord } from '../../shared/search/types';

export function readIndexFile(buildDir: string, indexPath: string): SearchRecord[] {
  const bytes = readFileSync(path.join(buildDir, indexPath));
  return parseIndexFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** The details as one file: the manifest and every part it names (shared/search/detailsFiles.ts). */
export function readBuiltDetails(buildDir: string): ParsedIndexFile {
  const read = (sitePath: string) => readFileSync(path.join(buildDir, sitePath), 'utf8');
  const manifest = JSON.parse(read(SEARCH_DETAILS_INDEX_PATH)) as DetailsManifest;
  return joinDetails(manifest, new Map(partsOf(manifest).map((part) => [part, read(part)])));
}

/** Every record, each id once: a page record of the details stands for the first file's. */
export function readBuiltIndex(buildDir: string): SearchRecord[] {
  return joinIndexFiles(readIndexFile(buildDir, SEARCH_INDEX_PATH), readBuiltDetails(buildDir).records);
}

const enginesByDir = new Map<string, SearchEngine>();

/**
 * The engine over every record of a build, indexed once per process (about a second for today's
 * ~12,000 records): for code that only searches it, such as the relevance and index specs.
 */
export function builtEngine(buildDir: string): SearchEngine {
  let engine = enginesByDir.get(buildDir);
  if (!engine) {
    engine = new SearchEngine(readBuiltIndex(buildDir));
    enginesByDir.set(buildDir, engine);
  }
  return engine;
}
