/**
 * Stops `docusaurus build` and `start` when the payments facts in data/ name something the data
 * or the APIs do not define (a test card's statusCode, a currency, a capability field missing from
 * REST or GraphQL...), with the file, the fact and what was expected. The checks are in
 * `./guide-checks.ts`; guide front matter and fact-component props are checked per file by the
 * front-matter hook of `./build-checks.ts`.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { assertNoProblems, dataProblems, readApiVocabulary } from './guide-checks';

export default function factsCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'pagora-facts-check',
    loadContent() {
      assertNoProblems(dataProblems(readApiVocabulary(context.siteDir)));
    },
  };
}
