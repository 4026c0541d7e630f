/**
 * Writes build/search-index.json alone, for when postbuild fails before writing it, so the search
 * figures can still be measured. Run by the bench, never by the build.
 */
import { buildSearchIndex } from '../build-search-index';

const { records, bytes, gzipBytes } = buildSearchIndex();
console.log(`[bench] search index: ${records} sections, ${bytes} bytes (${gzipBytes} gzip)`);
