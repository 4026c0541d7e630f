/**
 * The search engine in a Web Worker: parses the index, fetches the details and builds MiniSearch off the main thread.
 * Why: on a phone that work is ~0.7 s of scripting (4x the ~165 ms it takes here); on the page's
 * thread it delayed the /search/ page's first results and its input even in slices.
 */
import { createSearchEngine, type SearchEngine } from '../../shared/search/engine';
import { parseIndex } from '../../shared/search/indexFile';
import { fetchDetails, parseDetails } from '../../shared/search/detailsFiles';
import type { FromWorker, ToWorker } from './workerProtocol';

// The project compiles against the DOM library; this is the part of a worker's global scope used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage: (message: FromWorker) => void;
};

let engine: SearchEngine | undefined;

const bytesOf = (url: string): Promise<ArrayBuffer> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });

scope.onmessage = ({ data }) => {
  if (data.type === 'index') {
    try {
      const { records, stamp } = parseIndex(data.bytes);
      engine = createSearchEngine(records, { stamp });
      scope.postMessage({ type: 'ready' });
    } catch (error) {
      scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  // The page sends the field-level records and queries only after 'ready'.
  if (data.type === 'add') {
    const { id, url } = data;
    // Fetched here: on the page, busy with the reader's keystrokes, the parts arrived ~1 s later at 4x throttle.
    fetchDetails(url, bytesOf)
      // With the index built for them at build time: registered, not indexed here.
      .then((files) => engine!.addIndexFile(parseDetails(files)))
      .then(
        () => scope.postMessage({ type: 'added', id }),
        (error: unknown) =>
          scope.postMessage({ type: 'added', id, error: error instanceof Error ? error.message : String(error) }),
      );
    return;
  }
  scope.postMessage({ type: 'results', id: data.id, results: data.requests.map((request) => engine!.search(request)) });
};
