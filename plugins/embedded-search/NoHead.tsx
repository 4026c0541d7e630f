/**
 * `@docusaurus/Head` as upstream's SearchBar sees it when Algolia is not configured
 * (plugins/embedded-search): its only tag is the preconnect to Algolia's servers, so it renders nothing.
 */
export default function NoHead(): null {
  return null;
}
