/**
 * The panel of one tab, as `./ClassicTabItem` renders it (guides and reference pages alike): linked to its tab (`panelIds`), rendered by React only once it has
 * been selected (`DeferUntilShown`), and in a `lazy` tab set empty rather than absent while not
 * selected, so every tab has its panel.
 */
import React, { type ReactNode } from 'react';
import DeferUntilShown from '../DeferUntilShown';
import { panelAttributes, type PanelIds } from '.';

interface Props {
  /** The TabItem's classes (upstream's `tabItem` style and the author's). */
  className: string;
  selected: boolean;
  lazy: boolean;
  panelIds: PanelIds | undefined;
  children: ReactNode;
}

export default function TabPanel({ className, selected, lazy, panelIds, children }: Props): ReactNode {
  if (!selected && lazy) {
    return <div role="tabpanel" className={className} hidden {...panelAttributes(panelIds)} />;
  }
  return (
    <DeferUntilShown
      role="tabpanel"
      className={className}
      hidden={!selected}
      shown={selected}
      {...panelAttributes(panelIds)}>
      {children}
    </DeferUntilShown>
  );
}
