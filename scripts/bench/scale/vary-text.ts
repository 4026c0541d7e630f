/**
 * Varied prose for the synthetic copies of the API: each copy's descriptions get a sentence of
 * words drawn (deterministically, per copy and per text) from the API's own vocabulary, so a K-times
 * larger API is also K times more text after compression, not K copies that gzip folds away.
 */

/** A small deterministic PRNG (mulberry32): the same copy always gets the same words. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

/** Plain lowercase words (letters only, 4+ characters) of the given texts, each once. */
export function vocabularyOf(texts: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? []) words.add(word);
  return [...words].sort();
}

// Parts of Markdown whose words must stay as written: code spans and fences, link targets, URLs, HTML/MDX tags.
const PROTECTED = /(```[\s\S]*?```|`[^`]*`|\]\([^)]*\)|https?:\/\/\S+|<[^>]*>|\{[^}]*\})/;

/**
 * Returns `text` with about half of its plain words (4+ letters, outside code, links and tags)
 * replaced by vocabulary words chosen from a seed made of the copy number and the text, plus the
 * copy's region name. The length stays close to the original's, so a K-times larger API has about
 * K times the text; only letters are swapped, so Markdown and MDX stay valid.
 */
export function varyText(text: string, copy: number, vocabulary: readonly string[]): string {
  if (vocabulary.length === 0) throw new Error('varyText: empty vocabulary');
  const random = prng(hash(`${copy}:${text}`));
  const varied = text
    .split(PROTECTED)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/\b[a-z]{4,}\b/g, (word) => (random() < 0.5 ? vocabulary[Math.floor(random() * vocabulary.length)]! : word)),
    )
    .join('');
  return `Region ${copy}: ${varied}`;
}
