import { buildSearchIndex } from './scripts/build-search-index';
void buildSearchIndex('build').then((r) => console.log(r.records, r.files.first.gzipBytes, r.files.details.gzipBytes));
