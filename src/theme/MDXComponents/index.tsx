/**
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10) to register the components guides use
 * without importing them (code-sample tabs share one group id site-wide; each tab linked to its
 * panel by src/components/TabPanelIds), wraps Markdown tables so wide ones scroll in a focusable region,
 * and gives anchored table rows (the facts' tables, written at build by plugins/facts-at-build) to the
 * broken-anchor check.
 */
import MDXComponents from '@theme-original/MDXComponents';
import { ClassicTabItem, ClassicTabs } from '@site/src/components/TabPanelIds/classic';
import ScrollableTable from '@site/src/components/ScrollableTable';
import AnchoredRow from '@site/src/components/AnchoredRow';

export default {
  ...MDXComponents,
  Tabs: ClassicTabs,
  TabItem: ClassicTabItem,
  // Wide tables scroll inside a region keyboard readers can focus (see ScrollableTable).
  table: ScrollableTable,
  tr: AnchoredRow,
};
