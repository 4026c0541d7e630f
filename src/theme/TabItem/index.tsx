/**
 * Replaces `@theme/TabItem` (docusaurus-theme-openapi-docs 5.2.0's copy of theme-classic 3.10's,
 * reading the theme's tabs context), which every tab set uses: guides, REST and GraphQL pages.
 *
 * Why: a panel that is not selected is rendered by React only once it has been selected (see
 * `DeferUntilShown`); until then the HTML the build rendered stays in it. Same markup and
 * behaviour as upstream otherwise, except that the panel carries the ids linking it to its tab
 * (`panelIds`, from `src/components/TabPanelIds`), and a `lazy` tab set renders an empty panel
 * for a hidden tab instead of none, so that every tab has its panel. Its content knows the tab it is
 * in (`EnclosingTabValue`), so repeated upstream heading ids can be made unique (src/theme/ApiTabs).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs, type TabItemProps } from '@theme/utils/tabsUtils';
import TabPanel from '@site/src/components/TabPanelIds/TabPanel';
import { EnclosingTabValue, type WithPanelIds } from '@site/src/components/TabPanelIds';
// Upstream's own styles module: same class names, no second copy of the CSS.
import styles from 'docusaurus-theme-openapi-docs/lib/theme/TabItem/styles.module.css';

export default function TabItem({ children, className, value, panelIds }: TabItemProps & WithPanelIds): ReactNode {
  const { selectedValue, lazy } = useTabs();
  return (
    <TabPanel
      className={clsx(styles.tabItem, className)}
      selected={value === selectedValue}
      lazy={Boolean(lazy)}
      panelIds={panelIds}>
      <EnclosingTabValue.Provider value={value}>{children}</EnclosingTabValue.Provider>
    </TabPanel>
  );
}
