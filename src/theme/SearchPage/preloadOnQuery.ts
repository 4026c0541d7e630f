/**
 * The search page's head script. Opened on a query (`/search/?q=refund`, from a link or the modal's
 * "See all results"), the page will certainly fetch the first index file: this starts that download
 * while the HTML is parsed, in parallel with the page's scripts, instead of after they have run and
 * the page has hydrated. Opened without a query, it adds nothing, so `/search/` downloads no index
 * before the reader types.
 *
 * It adds `<link rel="preload" as="fetch" crossorigin="anonymous">`: the page's own
 * `fetch(SEARCH_INDEX_PATH)` (same URL, CORS mode, same-origin credentials) takes the preloaded
 * response, so the file is downloaded once. A script, not a static `<link>`, because the query is
 * in the URL, which the built HTML does not know. It acts only while the document is being parsed:
 * on a client-side navigation to the page the head manager runs it again, and the index is then
 * fetched by the page itself (or already loaded by the search modal).
 */
import { SEARCH_INDEX_PATH } from '@site/shared/search/types';

/** The query parameter the search page reads (`useSearchQueryString` of @docusaurus/theme-common). */
export const SEARCH_QUERY_PARAMETER = 'q';

/** The inline script's source (no `</script>` in it: it is written into the page as is). */
export function preloadOnQueryScript(indexPath: string): string {
  return (
    '(function(){' +
    `if(document.readyState!=="loading"||!new URLSearchParams(location.search).get(${JSON.stringify(SEARCH_QUERY_PARAMETER)}))return;` +
    'var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";' +
    `l.href=${JSON.stringify(indexPath)};document.head.appendChild(l)})()`
  );
}

export const preloadIndexOnQuery = preloadOnQueryScript(SEARCH_INDEX_PATH);
