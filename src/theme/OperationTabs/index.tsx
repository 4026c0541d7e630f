/**
 * Wraps @theme-original/OperationTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows) and to link each tab to its panel
 * (src/components/TabPanelIds). The generator uses it for an operation's callbacks only: each tab's
 * rows get ids under `callback.<tab value>.` (src/components/FieldAnchors), so a callback's request
 * body does not repeat the operation's ids.
 */
import React, { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import OperationTabs from '@theme-original/OperationTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';
import { withTabPanelIds } from '@site/src/components/TabPanelIds';
import { CallbackProvider } from '@site/src/components/FieldAnchors';
import { callbackRoot } from '@site/src/components/FieldAnchors/fieldIds';

const LinkedOperationTabs = withLabelledTabArrows(withTabPanelIds(OperationTabs));

interface TabItemProps {
  value?: unknown;
  label?: unknown;
  children?: ReactNode;
}

export default function OperationTabsWrapper(props: ComponentProps<typeof OperationTabs>): ReactNode {
  const children = Children.map(props.children as ReactNode, (child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
    const { value, label } = child.props;
    const root = callbackRoot(value, typeof label === 'string' ? label : value);
    return cloneElement(child, undefined, <CallbackProvider root={root}>{child.props.children}</CallbackProvider>);
  });
  return <LinkedOperationTabs {...props}>{children}</LinkedOperationTabs>;
}
