/**
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10) to register the components guides use
 * without importing them (code-sample tabs share one group id site-wide), and wraps Markdown tables
 * so wide ones scroll in a focusable region.
 */
import MDXComponents from '@theme-original/MDXComponents';
// Docusaurus's own Tabs: docusaurus-theme-openapi-docs shadows @theme/Tabs with an older CommonJS
// copy its REST components need; guides and the GraphQL pages are lighter without it.
import Tabs from '@theme-init/Tabs';
import TabItem from '@theme-init/TabItem';
import ScrollableTable from '@site/src/components/ScrollableTable';
import RetrySchedule from '@site/src/components/RetrySchedule';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  RetrySchedule,
  // Wide tables scroll inside a region keyboard readers can focus (see ScrollableTable).
  table: ScrollableTable,
};
