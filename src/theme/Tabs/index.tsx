/**
 * Wraps @theme-original/Tabs (docusaurus-theme-openapi-docs 5.2.0's copy of theme-classic's Tabs,
 * used by the REST pages' request samples) to link each tab to its panel (src/components/TabPanelIds).
 * Guides get theme-classic's own Tabs through src/theme/MDXComponents, wrapped the same way.
 */
import Tabs from '@theme-original/Tabs';
import { withTabPanelIds } from '@site/src/components/TabPanelIds';

export default withTabPanelIds(Tabs);
