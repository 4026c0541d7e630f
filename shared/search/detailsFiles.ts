/**
 * The details index as several files, none of which grows with the whole API (issue 75): a small
 * manifest (`SEARCH_DETAILS_INDEX_PATH`) naming record chunks (the details records and every
 * document's field lengths, `CHUNK_RECORDS` engine keys each) and term shards (the engine's
 * posting lists, terms in sorted order, cut at `SHARD_CHARS`; a term whose postings are longer is
 * cut across shards by document). File names carry a digest of their content, so a manifest only
 * ever names the parts built with it. `joinDetails` gives back exactly the records and the
 * `EncodedEngineIndex` one details file carried, so a joined index ranks as before.
 *
 * Why: as one file the details were 403 KB gzip here and 5 MB gzip for a Stripe-sized API, one
 * download and one parse before an identifier could be answered.
 */
import { decodeIndex, encodeIndex, type ParsedIndexFile, type SearchIndexFile } from './indexFile';
import type { EncodedEngineIndex } from './engineIndex';
import { SEARCH_DETAILS_PARTS_DIR, type SearchRecord } from './types';

/** Engine keys per record chunk. */
export const CHUNK_RECORDS = 1000;
/** Longest term shard, in JSON characters of postings (about 60 KB gzip). */
export const SHARD_CHARS = 200_000;

export interface DetailsManifest {
  version: 1;
  /** The engine index's header (`EncodedEngineIndex` without its per-document and per-term parts). */
  first: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Record chunk files, in key order (`CHUNK_RECORDS` keys each). */
  records: string[];
  /** Term shard files, in term order. */
  terms: string[];
}

/** The manifest and each part's JSON by site path, as the build writes them. */
export interface DetailsFiles {
  manifest: DetailsManifest;
  parts: Map<string, string>;
}

interface RecordChunk {
  /** The details records among this chunk's keys, in key order. */
  index: SearchIndexFile;
  /** Every key's field lengths (`EncodedEngineIndex.fieldLength`), this chunk's keys only. */
  fieldLength: number[];
}

interface TermShard {
  terms: string[];
  postings: number[][];
}

/** Where the parts are written: beside the manifest, named by their content. */
const partPath = (kind: 'records' | 'terms', json: string): string =>
  `${SEARCH_DETAILS_PARTS_DIR}${kind}-${digest(json, 0x811c9dc5)}${digest(json, 0x01000193)}.json`;

/** FNV-1a of a text from `seed`, in hex: a content name, not a security check (no Node crypto in the browser's bundle). */
function digest(text: string, seed: number): string {
  let hash = seed;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The files of a details index: the manifest and each part's site path and JSON. `joined` is the
 * engine's record list (`joinIndexFiles`), whose positions are the engine keys; `details` the details
 * records; `engine` the index of `joined`.
 */
export function splitDetails(
  joined: SearchRecord[],
  details: SearchRecord[],
  engine: EncodedEngineIndex,
  origin: string,
  { chunkRecords = CHUNK_RECORDS, shardChars = SHARD_CHARS } = {},
): DetailsFiles {
  const parts = new Map<string, string>();
  const write = (kind: 'records' | 'terms', part: RecordChunk | TermShard): string => {
    const json = JSON.stringify(part);
    const file = partPath(kind, json);
    parts.set(file, json);
    return file;
  };
  const inDetails = new Set(details.map((record) => record.id));
  const fieldCount = Object.keys(engine.fieldIds).length;
  const records: string[] = [];
  for (let start = 0; start < joined.length; start += chunkRecords) {
    const keys = joined.slice(start, start + chunkRecords);
    records.push(
      write('records', {
        index: encodeIndex(
          keys.filter((record) => inDetails.has(record.id)),
          origin,
        ),
        fieldLength: engine.fieldLength.slice(start * fieldCount, (start + keys.length) * fieldCount),
      }),
    );
  }
  const order = engine.terms.map((_, position) => position).sort((a, b) => compare(engine.terms[a]!, engine.terms[b]!));
  const terms: string[] = [];
  let shard: TermShard = { terms: [], postings: [] };
  let chars = 0;
  const add = (term: string, entry: number[]): void => {
    const length = entry.length * 4 + term.length;
    if (chars + length > shardChars && shard.terms.length > 0) {
      terms.push(write('terms', shard));
      shard = { terms: [], postings: [] };
      chars = 0;
    }
    shard.terms.push(term);
    shard.postings.push(entry);
    chars += length;
  };
  for (const position of order) {
    for (const piece of entryPieces(engine.postings[position]!, shardChars / 4)) add(engine.terms[position]!, piece);
  }
  if (shard.terms.length > 0) terms.push(write('terms', shard));
  const { first, documentCount, fieldIds, averageFieldLength } = engine;
  return { manifest: { version: 1, first, documentCount, fieldIds, averageFieldLength, records, terms }, parts };
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A term's posting entry (engineIndex.ts: per field, a header, a count, key gaps, frequencies) in
 * pieces of at most about `limit` numbers, each a valid entry on its own (its first gap counted
 * from 0): a field's documents are cut where the piece is full. `loadEngineIndex` merges a term's
 * pieces of one field back.
 */
function entryPieces(entry: number[], limit: number): number[][] {
  if (entry.length <= limit) return [entry];
  const pieces: number[][] = [];
  let piece: number[] = [];
  let at = 0;
  while (at < entry.length) {
    const header = entry[at++]!;
    const count = entry[at++]!;
    const allOnes = header % 2 === 1;
    const gaps = entry.slice(at, at + count);
    at += count;
    const counts = allOnes ? [] : entry.slice(at, at + count);
    if (!allOnes) at += count;
    let key = 0;
    const keys = gaps.map((gap) => (key += gap));
    for (let from = 0; from < count;) {
      if (piece.length + 4 > limit && piece.length > 0) {
        pieces.push(piece);
        piece = [];
      }
      const room = Math.max(1, Math.floor((limit - piece.length - 2) / (allOnes ? 1 : 2)));
      const to = Math.min(count, from + room);
      piece.push(header, to - from);
      for (let n = from; n < to; n++) piece.push(keys[n]! - (n === from ? 0 : keys[n - 1]!));
      if (!allOnes) for (let n = from; n < to; n++) piece.push(counts[n]!);
      from = to;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/**
 * The details file as one: its records (in engine key order) and the engine's index, from the
 * manifest and every part it names (`parts`: JSON text or bytes by site path).
 */
export function joinDetails(manifest: DetailsManifest, parts: ReadonlyMap<string, string>): ParsedIndexFile {
  if (manifest.version !== 1)
    throw new Error(`Unsupported search details manifest version ${String(manifest.version)}`);
  const read = <T>(file: string): T => {
    const json = parts.get(file);
    if (json === undefined) throw new Error(`Search details: ${file} is missing`);
    return JSON.parse(json) as T;
  };
  const records: SearchRecord[] = [];
  const fieldLength: number[] = [];
  for (const file of manifest.records) {
    const chunk = read<RecordChunk>(file);
    for (const record of decodeIndex(chunk.index)) records.push(record);
    for (const length of chunk.fieldLength) fieldLength.push(length);
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const file of manifest.terms) {
    const shard = read<TermShard>(file);
    shard.terms.forEach((term, position) => {
      // A term cut across shards: its pieces join one entry (loadEngineIndex merges each field's).
      if (terms.at(-1) === term) for (const value of shard.postings[position]!) postings.at(-1)!.push(value);
      else {
        terms.push(term);
        postings.push(shard.postings[position]!);
      }
    });
  }
  const { first, documentCount, fieldIds, averageFieldLength } = manifest;
  return { records, engine: { first, documentCount, fieldIds, averageFieldLength, fieldLength, terms, postings } };
}

/** The site paths of every part a manifest names. */
export const partsOf = (manifest: DetailsManifest): string[] => manifest.records.concat(manifest.terms);

/**
 * The manifest's bytes and every part it names, read at once by `readPart` (fetch in the page, a
 * file or the site in Node): what `parseDetails` joins (in the search worker, off the page's thread).
 */
export async function readDetails(
  manifest: ArrayBuffer,
  readPart: (sitePath: string) => Promise<ArrayBuffer>,
): Promise<ArrayBuffer[]> {
  const names = partsOf(JSON.parse(new TextDecoder().decode(manifest)) as DetailsManifest);
  return [manifest, ...(await Promise.all(names.map(readPart)))];
}

/** `readDetails` over HTTP: the manifest at `url` (absolute), then each part relative to it, by `fetchBytes`. */
export async function fetchDetails(
  url: string,
  fetchBytes: (url: string) => Promise<ArrayBuffer>,
): Promise<ArrayBuffer[]> {
  return readDetails(await fetchBytes(url), (part) => fetchBytes(new URL(part, url).href));
}

/** The details as one index file, from `readDetails`' bytes: the manifest, then its parts in order. */
export function parseDetails([manifestBytes, ...partBytes]: ArrayBuffer[]): ParsedIndexFile {
  const decoder = new TextDecoder();
  const manifest = JSON.parse(decoder.decode(manifestBytes)) as DetailsManifest;
  const names = partsOf(manifest);
  if (names.length !== partBytes.length)
    throw new Error(`Search details: ${names.length} parts named, ${partBytes.length} read`);
  return joinDetails(manifest, new Map(names.map((name, position) => [name, decoder.decode(partBytes[position])])));
}
