/** The REST ↔ GraphQL cross-links of config/api-crosslinks.ts, as a line of Markdown for the page copies. */
import { crossLinksByRoute } from '../../config/api-crosslinks';
import { absoluteUrl } from './markdown';

const crossLinks = crossLinksByRoute();

/** "Also in the GraphQL API: [createPayment](…)", or '' for a page without a twin in the other API. */
export function crossLinkLine(route: string): string {
  return (crossLinks.get(route) ?? [])
    .map((target) => `Also in the ${target.api}: [${target.label}](${absoluteUrl(target.route)})`)
    .join('\n\n');
}
