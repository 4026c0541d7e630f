/**
 * Plays the story a query string names, in the browser: the code and data behind every story (test
 * data, statuses, codes, request samples, the HMAC), in a chunk of its own that the explorer loads
 * only when the URL or the reader asks for a story other than the default the page was built with.
 */
import { restSecurity, sampleOptions } from '../../../config/site';
import type { Shown } from '../../../shared/test-outcomes/choices';
import { shownFor } from '../../../shared/test-outcomes/summary';

const siteOptions = { ...sampleOptions, ...restSecurity };

export function play(search: string): Shown {
  return shownFor(search, siteOptions);
}
