/**
 * The TabItem guides use (registered in `src/theme/MDXComponents`): @docusaurus/theme-classic 3.10's
 * TabItem with its panel linked to its tab (`id`, `aria-labelledby`; see `./index.tsx`), and in a
 * `lazy` tab set an empty panel instead of none, so every tab has its panel. A panel that is not
 * selected is rendered by React only once it has been selected, as on REST pages
 * (`src/components/DeferUntilShown`): the other languages of a guide's samples are neither hydrated
 * nor, in the built HTML, highlighted.
 * Reads the tabs context through `useTabs` of `@docusaurus/theme-common/internal` (a Docusaurus
 * internal, listed in src/theme/README.md), as upstream's TabItem does.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props as TabItemProps } from '@theme/TabItem';
// Upstream's own styles module: same class names, no second copy of the CSS.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import TabPanel from './TabPanel';
import type { WithPanelIds } from '.';

export default function ClassicTabItem({
  children,
  className,
  value,
  panelIds,
}: TabItemProps & WithPanelIds): ReactNode {
  const { selectedValue, lazy } = useTabs();
  return (
    <TabPanel
      className={clsx(styles.tabItem, className)}
      selected={value === selectedValue}
      lazy={Boolean(lazy)}
      panelIds={panelIds}>
      {children}
    </TabPanel>
  );
}
