/**
 * The shapes of the API changelog, shared by the build (scripts/changelog, plugins/changelog) and the
 * theme components that show it (src/components/ChangelogPage, src/components/ChangedOnBadge).
 */
export const apiNames = ['rest', 'graphql'] as const;
export type ApiName = (typeof apiNames)[number];
export const kinds = ['added', 'changed', 'deprecated', 'removed'] as const;
export type Kind = (typeof kinds)[number];

/** One entry of changelog/, as read and validated by scripts/changelog/entries.ts. */
export interface ChangelogEntry {
  /** The file name without `.md`: the entry's anchor on /changelog/. */
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  title: string;
  apis: ApiName[];
  kind: Kind;
  breaking: boolean;
  /**
   * What changed, as the API change report names it: a REST operation (`POST /payments`), a REST
   * schema or field (`Payment`, `Payment.status`), a GraphQL type or field (`Mutation.createPayment`).
   */
  touches: string[];
  /** The body, Markdown. */
  markdown: string;
  /** Where it came from, for error messages. */
  file: string;
}

/** What the page component gets: the entry with its body as HTML. */
export interface ChangelogPageEntry extends Omit<ChangelogEntry, 'file' | 'markdown'> {
  html: string;
}

/** The latest entry that touched a reference page, for its "Changed on" badge. */
export interface ChangedOn {
  date: string;
  kind: ChangelogEntry['kind'];
  title: string;
  url: string;
}
