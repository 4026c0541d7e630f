/**
 * Wraps @theme-original/MDXComponents (Docusaurus 3.10) to register the components guides use
 * without importing them: code-sample tabs share one group id site-wide (see CodeTabs docs in README).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
