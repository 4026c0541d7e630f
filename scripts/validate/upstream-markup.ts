/**
 * Markup from upstream packages that the Nu HTML checker reports and the HTML gate accepts. Each entry
 * names the package, version and upstream component or issue, and has its own section in UPGRADING.md
 * ("Upstream markup the validators accept"; a unit test keeps the two in step). On every upgrade, drop
 * the entry and run `npm run test:validate`: if the page is valid, the upstream fix has landed.
 * Matching is narrow on purpose: message text and the markup it points at, never a whole page.
 */

/** One message of vnu's `--format json` output. */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

export interface AcceptedUpstreamMarkup {
  /** Short id, also the heading of its entry in UPGRADING.md. */
  id: string;
  /** Upstream package and version that renders it. */
  upstream: string;
  matches: (message: NuMessage) => boolean;
}

export const acceptedUpstreamMarkup: AcceptedUpstreamMarkup[] = [
  {
    id: 'codeblock-line-div-in-code',
    upstream: '@docusaurus/theme-classic 3.10.2 (CodeBlock/Line)',
    // Each line of a highlighted code block is a <div class="token-line"> inside <code>, which allows
    // phrasing content only. Only that markup is accepted: any other <div> in a <code> still fails.
    matches: (message) =>
      message.message.startsWith('Element “div” not allowed as child of element “code” in this context.') &&
      /<div class="?token-line/.test(message.extract ?? ''),
  },
];
