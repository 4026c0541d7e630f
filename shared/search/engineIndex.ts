/**
 * The search engine's MiniSearch index as built at build time, stored in the details file so the
 * browser loads it (`MiniSearch.loadJS`) instead of indexing ~11,000 records itself.
 *
 * Why: indexing the details file's records (`addAll`) took 0.8-1.7 s in the worker here, and
 * several seconds on a loaded machine or a phone, while an identifier query waited. Loading the
 * same index built ahead takes about a tenth of that. MiniSearch's own JSON (`toJSON`) of it is
 * 800 KB gzip, mostly posting lists written as objects (`{"1204":1,"1290":2}`); this form keeps
 * exactly the same data as sorted, delta-coded arrays (230 KB gzip), which `loadEngineIndex` loads.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

export interface EncodedEngineIndex {
  /** The first index file this index was built with (its `stamp`): its records keep their keys. */
  first: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each document's field lengths, one after another (`fieldIds` order), by document key. */
  fieldLength: number[];
  terms: string[];
  /**
   * One entry per term: for each field it occurs in, `fieldId * 2 + (every frequency is 1 ? 1 : 0)`,
   * the number of documents, the document keys as gaps from the previous one, then (unless every
   * frequency is 1) the frequencies.
   */
  postings: number[][];
}

/**
 * Encodes an index whose document keys are 0…n-1 in the order they were added (no document
 * removed): the keys are then MiniSearch's own short ids and need not be stored.
 */
export function encodeEngineIndex(index: AsPlainObject, first: string): EncodedEngineIndex {
  const fieldCount = Object.keys(index.fieldIds).length;
  const fieldLength: number[] = [];
  for (let key = 0; key < index.documentCount; key++) {
    if (index.documentIds[key] !== key || !index.fieldLength[key])
      throw new Error(`Search engine index: document ${key} is not the record with key ${key}`);
    for (let field = 0; field < fieldCount; field++) fieldLength.push(index.fieldLength[key]![field] ?? 0);
  }
  if (index.nextId !== index.documentCount || index.dirtCount)
    throw new Error('Search engine index: documents were removed; build it from the final records at once');
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const [term, fields] of index.index) {
    terms.push(term);
    const entry: number[] = [];
    for (const [fieldId, frequencies] of Object.entries(fields)) {
      // Integer keys enumerate in ascending order, so the gaps are never negative.
      const keys = Object.keys(frequencies).map(Number);
      const counts = keys.map((key) => frequencies[key]!);
      const allOnes = counts.every((count) => count === 1);
      entry.push(Number(fieldId) * 2 + (allOnes ? 1 : 0), keys.length);
      // One push per value: a spread of a term's postings overflowed the stack at ~200,000 records (issue 75).
      keys.forEach((key, position) => entry.push(key - (position === 0 ? 0 : keys[position - 1]!)));
      if (!allOnes) for (const count of counts) entry.push(count);
    }
    postings.push(entry);
  }
  return {
    first,
    documentCount: index.documentCount,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    fieldLength,
    terms,
    postings,
  };
}

/**
 * MiniSearch's index as `encoded` holds it, ready to search with `options` (those it was built with).
 *
 * Why not `loadJS(toJSON form)`: that form keeps each posting list as an object (`{"1204":1}`) that
 * `loadJS` turns into a `Map` key by key, so loading meant writing ~5,000 objects as JSON, parsing
 * them and converting each back: 130 of the ~220 ms the details took in Node, 3-4x that on a slow
 * phone, while a pasted code waited. `loadJS` still reads everything but the postings; each term's
 * postings are then set as the `Map`s MiniSearch keeps (`_index`: term → field id → document key →
 * frequency). Coupling listed in UPGRADING.md; `search-engine-index.test.ts` fails if MiniSearch
 * keeps them otherwise.
 */
export function loadEngineIndex<T>(encoded: EncodedEngineIndex, options: Options<T>): MiniSearch<T> {
  const fieldCount = Object.keys(encoded.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let key = 0; key < encoded.documentCount; key++) {
    documentIds[key] = key;
    fieldLength[key] = encoded.fieldLength.slice(key * fieldCount, (key + 1) * fieldCount);
  }
  const search = MiniSearch.loadJS<T>(
    {
      documentCount: encoded.documentCount,
      nextId: encoded.documentCount,
      documentIds,
      fieldIds: encoded.fieldIds,
      fieldLength,
      averageFieldLength: encoded.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    options,
  );
  const index = (search as unknown as { _index: Map<string, Map<number, Map<number, number>>> })._index;
  encoded.postings.forEach((entry, termPosition) => {
    // A term cut across the details files' shards (detailsFiles.ts) repeats a field: its documents join.
    const fields = new Map<number, Map<number, number>>();
    let at = 0;
    while (at < entry.length) {
      const header = entry[at++]!;
      const count = entry[at++]!;
      const allOnes = header % 2 === 1;
      const fieldId = (header - (header % 2)) / 2;
      let documents = fields.get(fieldId);
      if (!documents) fields.set(fieldId, (documents = new Map()));
      const frequencies = at + count;
      let key = 0;
      for (let n = 0; n < count; n++) documents.set((key += entry[at + n]!), allOnes ? 1 : entry[frequencies + n]!);
      at = allOnes ? frequencies : frequencies + count;
    }
    index.set(encoded.terms[termPosition]!, fields);
  });
  return search;
}
