/**
 * Writes build/search-index.json alone, for when postbuild fails before writing it, so the search
 * figures can still be measured. Run by the bench, never by the build.
 */
import { buildSearchIndex } from '../build-search-index';

void buildSearchIndex().then(({ records, bytes, gzipBytes }) =>
  console.log(`[bench] search index: ${records} sections, ${bytes} bytes (${gzipBytes} gzip)`),
);
