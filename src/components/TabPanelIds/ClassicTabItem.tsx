/**
 * The TabItem every page uses (registered in `src/theme/MDXComponents`): @docusaurus/theme-classic
 * 3.10's TabItem with its panel linked to its tab (`id`, `aria-labelledby`; see `./index.tsx`), and
 * in a `lazy` tab set an empty panel instead of none, so every tab has its panel.
 * Reads the tabs context through `useTabs` of `@docusaurus/theme-common/internal` (a Docusaurus
 * internal, listed in UPGRADING.md), as upstream's TabItem does.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props as TabItemProps } from '@theme/TabItem';
// Upstream's own styles module: same class names, no second copy of the CSS.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import { panelAttributes, type WithPanelIds } from '.';

export default function ClassicTabItem({
  children,
  className,
  value,
  panelIds,
}: TabItemProps & WithPanelIds): ReactNode {
  const { selectedValue, lazy } = useTabs();
  const selected = value === selectedValue;
  return (
    <div role="tabpanel" className={clsx(styles.tabItem, className)} hidden={!selected} {...panelAttributes(panelIds)}>
      {selected || !lazy ? children : null}
    </div>
  );
}
