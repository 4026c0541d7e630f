/**
 * The on-disk shape of the embedded index (`/search-index.json`), column by column.
 *
 * Why: as one object per record the file repeated, for each of ~4,000 sections, the full URL twice
 * (as `id` and `url`), the site origin, the language and the area and facet names: 226 KB gzip, most
 * of the first search's download. Columns with those values (and page paths) factored out carry the same records
 * in 174 KB gzip. `decodeIndex` gives back exactly the records `encodeIndex` was given.
 */
import type { SearchRecord } from './types';
import type { EncodedEngineIndex } from './engineIndex';

export interface SearchIndexFile {
  version: 2;
  /** Every record's `url` is this origin plus its `path`; its `id` is its `url`, except in `ids`. */
  origin: string;
  /** The ids that are not the record's URL (a repeated anchor gets a `~2` suffix), by row. */
  ids: Record<number, string>;
  /** The one language every record has. */
  language: string;
  /** Distinct `lvl0` (area) and `docusaurus_tag` values; the `area` and `tag` columns index them. */
  areas: string[];
  tags: string[];
  /** Distinct page paths (the URL before `#`); the `page` column indexes them. */
  pages: string[];
  /** The first file: a digest of its records, which the details file's `engine` names. */
  stamp?: string;
  /**
   * The details file: the engine's MiniSearch index of every record of both files, built at build
   * time (engineIndex.ts), so the browser need not index them.
   */
  engine?: EncodedEngineIndex;
  /** One entry per record in each column; 0 stands for an absent `lvl2`/`lvl3`/anchor. */
  columns: {
    page: number[];
    anchor: Array<string | 0>;
    area: number[];
    tag: number[];
    lvl1: string[];
    lvl2: Array<string | 0>;
    lvl3: Array<string | 0>;
    content: string[];
    /** `names` by row (0: none); absent from a file where no record has names. */
    names?: Array<string | 0>;
    /** `label` by row (0: none); absent from a file where no record has one. */
    label?: Array<string | 0>;
  };
}

function indexer(values: string[]): (value: string) => number {
  const positions = new Map<string, number>();
  return (value) => {
    let position = positions.get(value);
    if (position === undefined) {
      position = values.push(value) - 1;
      positions.set(value, position);
    }
    return position;
  };
}

export function encodeIndex(records: SearchRecord[], origin: string): SearchIndexFile {
  const languages = new Set(records.map((record) => record.language));
  if (languages.size > 1) throw new Error(`The search index holds one language; found ${[...languages].join(', ')}`);
  const areas: string[] = [];
  const tags: string[] = [];
  const areaOf = indexer(areas);
  const tagOf = indexer(tags);
  const pages: string[] = [];
  const pageOf = indexer(pages);
  const columns: SearchIndexFile['columns'] = {
    page: [],
    anchor: [],
    area: [],
    tag: [],
    lvl1: [],
    lvl2: [],
    lvl3: [],
    content: [],
  };
  const ids: Record<number, string> = {};
  const names: Array<string | 0> = [];
  const label: Array<string | 0> = [];
  for (const [row, record] of records.entries()) {
    if (!record.url.startsWith(origin)) throw new Error(`Search record ${record.id}: its URL must be under ${origin}`);
    if (record.id !== record.url) ids[row] = record.id;
    const hash = record.url.indexOf('#');
    const path = record.url.slice(origin.length, hash === -1 ? undefined : hash);
    columns.page.push(pageOf(path));
    columns.anchor.push(hash === -1 ? 0 : record.url.slice(hash + 1));
    columns.area.push(areaOf(record.lvl0));
    columns.tag.push(tagOf(record.docusaurus_tag));
    columns.lvl1.push(record.lvl1);
    columns.lvl2.push(record.lvl2 ?? 0);
    columns.lvl3.push(record.lvl3 ?? 0);
    columns.content.push(record.content);
    names.push(record.names ?? 0);
    label.push(record.label ?? 0);
  }
  if (names.some(Boolean)) columns.names = names;
  if (label.some(Boolean)) columns.label = label;
  return { version: 2, origin, ids, language: [...languages][0] ?? 'en', areas, tags, pages, columns };
}

export function decodeIndex(file: SearchIndexFile): SearchRecord[] {
  if (file.version !== 2) throw new Error(`Unsupported search index version ${String(file.version)}`);
  const { columns } = file;
  return columns.page.map((page, row) => {
    const anchor = columns.anchor[row];
    const url = file.origin + file.pages[page]! + (anchor === 0 ? '' : `#${anchor}`);
    const lvl2 = columns.lvl2[row];
    const lvl3 = columns.lvl3[row];
    const names = columns.names?.[row];
    const label = columns.label?.[row];
    return {
      id: file.ids[row] ?? url,
      url,
      lvl0: file.areas[columns.area[row]!]!,
      lvl1: columns.lvl1[row]!,
      ...(lvl2 ? { lvl2 } : {}),
      ...(lvl3 ? { lvl3 } : {}),
      ...(label ? { label } : {}),
      content: columns.content[row]!,
      ...(names ? { names } : {}),
      language: file.language,
      docusaurus_tag: file.tags[columns.tag[row]!]!,
    };
  });
}

/** An index file as the engine reads it: its records, and its stamp or build-time index. */
export interface ParsedIndexFile {
  records: SearchRecord[];
  stamp?: string;
  engine?: EncodedEngineIndex;
}

/** An index file fetched as bytes (the page and the search worker both read it so). */
export function parseIndex(bytes: ArrayBuffer): ParsedIndexFile {
  const file = JSON.parse(new TextDecoder().decode(bytes)) as SearchIndexFile;
  return { records: decodeIndex(file), stamp: file.stamp, engine: file.engine };
}

/** The records of an index file fetched as bytes (for readers that only want the records). */
export function parseIndexFile(bytes: ArrayBuffer): SearchRecord[] {
  return parseIndex(bytes).records;
}
