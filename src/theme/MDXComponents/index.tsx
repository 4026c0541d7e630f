/**
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10) to register the components guides use
 * without importing them (code-sample tabs share one group id site-wide; each tab linked to its
 * panel by src/components/TabPanelIds), wraps Markdown tables so wide ones scroll in a focusable region,
 * gives anchored table rows (the facts' tables, written at build by plugins/facts-at-build) to the
 * broken-anchor check, and reads `class` on `<details>` as `className` (see DetailsWithClass).
 */
import MDXComponents from '@theme-original/MDXComponents';
import { ClassicTabItem, ClassicTabs } from '@site/src/components/TabPanelIds/classic';
import ScrollableTable from '@site/src/components/ScrollableTable';
import AnchoredRow from '@site/src/components/AnchoredRow';
import type { ComponentProps, ReactNode } from 'react';

const Details = MDXComponents.Details;

/**
 * `<details class="…">` in MDX (graphql-markdown writes one for each page's deprecated members; the MDX
 * loader renames it `Details`) passes `class`, which upstream's Details spreads beside its own
 * `className`: two class attributes, of which the HTML minifier keeps the first, so the block lost
 * the theme's look.
 */
function DetailsWithClass({
  class: written,
  className,
  ...props
}: ComponentProps<typeof Details> & { class?: string }): ReactNode {
  return <Details {...props} className={[className, written].filter(Boolean).join(' ') || undefined} />;
}

export default {
  ...MDXComponents,
  Tabs: ClassicTabs,
  TabItem: ClassicTabItem,
  // Wide tables scroll inside a region keyboard readers can focus (see ScrollableTable).
  table: ScrollableTable,
  tr: AnchoredRow,
  details: DetailsWithClass,
  Details: DetailsWithClass,
};
