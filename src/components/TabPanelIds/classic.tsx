/**
 * The tabs every page uses: Docusaurus's own (@docusaurus/theme-classic), each tab linked to its panel.
 * Through `@theme-init`, because docusaurus-theme-openapi-docs (registered for the REST request
 * builder) shadows `@theme/Tabs` and `@theme/TabItem` with heavier copies its builder needs.
 * Registered for MDX in src/theme/MDXComponents; components import them from here.
 */
import type { ComponentType } from 'react';
import Tabs from '@theme-init/Tabs';
import type { Props as TabsProps } from '@theme/Tabs';
import { withTabPanelIds } from '.';
import ClassicTabItem from './ClassicTabItem';

export const ClassicTabs = withTabPanelIds(Tabs as ComponentType<TabsProps>);
export { ClassicTabItem };
