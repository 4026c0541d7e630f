/**
 * The records of a build's embedded index, both files in the order the site loads them (the
 * second replaces the first's short page records with whole ones): what the engine holds once
 * search has fully loaded. Used by the relevance and index tests and by the bench.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SearchEngine } from '../../shared/search/engine';
import { parseIndexFile } from '../../shared/search/indexFile';
import { joinIndexFiles } from '../../shared/search/indexSplit';
import { SEARCH_INDEX_FILES, type SearchRecord } from '../../shared/search/types';

export function readIndexFile(buildDir: string, indexPath: string): SearchRecord[] {
  const bytes = readFileSync(path.join(buildDir, indexPath));
  return parseIndexFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** Every record, each id once: a page record of the second file stands for the first file's. */
export function readBuiltIndex(buildDir: string): SearchRecord[] {
  const [first, details] = SEARCH_INDEX_FILES.map((indexPath) => readIndexFile(buildDir, indexPath));
  return joinIndexFiles(first!, details!);
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
