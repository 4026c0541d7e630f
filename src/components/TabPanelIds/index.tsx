/**
 * Links every tab to its panel: each tab (`role="tab"`) gets an `id` and `aria-controls`, each panel
 * (`role="tabpanel"`) the matching `id` and `aria-labelledby`, in the built HTML and after hydration.
 *
 * Why: upstream's tab components (@docusaurus/theme-classic 3.10) render neither, so a screen reader announces tabs without saying which panel they show, and the
 * Nu HTML checker reports "Every active role=tab element must have a corresponding role=tabpanel
 * element" on every page with tabs. Upstream's tab lists spread each TabItem's `attributes` prop onto
 * its tab; `withTabPanelIds` sets them there, and hands the panel's ids to the TabItem as `panelIds`
 * (read by `./ClassicTabItem`). Ids come from `useId`, so they are unique on
 * the page and the same at build time and in the browser.
 */
import React, { Children, cloneElement, isValidElement, useId, type ComponentType, type ReactNode } from 'react';

/** The ids of one tab and of the panel it controls. */
export interface PanelIds {
  tab: string;
  panel: string;
}

/** What a TabItem that renders its own panel accepts from `withTabPanelIds`. */
export interface WithPanelIds {
  panelIds?: PanelIds;
}

interface TabItemElementProps {
  value?: unknown;
  attributes?: Record<string, unknown>;
}

/** `aria-controls` and `id` for tab `index` of the tab set `prefix`, and its panel's ids. */
export function panelIdsFor(prefix: string, index: number): PanelIds {
  // useId's value may hold characters (`«»`, `:`) that CSS selectors would need escaped; ids only need to be unique.
  const base = `tabs${prefix.replace(/[^A-Za-z0-9_-]/g, '')}-${index}`;
  return { tab: `${base}-tab`, panel: `${base}-panel` };
}

/** Attributes of the panel element for `ids` (none when the TabItem is used outside `withTabPanelIds`). */
export function panelAttributes(ids: PanelIds | undefined): { id?: string; 'aria-labelledby'?: string } {
  return ids ? { id: ids.panel, 'aria-labelledby': ids.tab } : {};
}

/** A tab component whose TabItem children are linked to their tabs (see the file header). */
export function withTabPanelIds<P extends { children?: ReactNode }>(Tabs: ComponentType<P>): (props: P) => ReactNode {
  return function TabsWithPanelIds(props: P): ReactNode {
    const prefix = useId();
    let index = 0;
    const children = Children.map(props.children, (child) => {
      if (!isValidElement<TabItemElementProps>(child) || !('value' in (child.props as object))) return child;
      const ids = panelIdsFor(prefix, index);
      index += 1;
      return cloneElement(child as React.ReactElement<TabItemElementProps & WithPanelIds>, {
        attributes: { ...child.props.attributes, id: ids.tab, 'aria-controls': ids.panel },
        panelIds: ids,
      });
    });
    return <Tabs {...props}>{children}</Tabs>;
  };
}
