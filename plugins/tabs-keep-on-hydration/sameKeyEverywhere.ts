/**
 * Stands in for `@docusaurus/useIsBrowser` inside the tab components (see index.ts): the same answer
 * at build time, during hydration and after, so the tabs' key never changes.
 */
export default function useSameKeyEverywhere(): boolean {
  return true;
}
