/**
 * Wraps @theme-original/ApiTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows), to link each tab to its panel
 * (src/components/TabPanelIds), and to make its heading id unique when it sits in a tab panel (the
 * generator gives every callback's responses the same `id="callbacks-responses"`). StatusCodes uses
 * it alone, one tab per status code (`value`): each tab's rows get ids under `response.<code>.`
 * (src/components/FieldAnchors), so two codes' bodies with the same properties keep ids apart.
 */
import React, { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import ApiTabs from '@theme-original/ApiTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';
import { useIdInsideTab, withTabPanelIds } from '@site/src/components/TabPanelIds';
import { FieldRootProvider } from '@site/src/components/FieldAnchors';
import { responseRoot } from '@site/src/components/FieldAnchors/fieldIds';

const LinkedApiTabs = withLabelledTabArrows(withTabPanelIds(ApiTabs));

export default function ApiTabsWrapper(props: ComponentProps<typeof ApiTabs>): ReactNode {
  const id = useIdInsideTab((props as { id?: string }).id);
  const children = Children.map(props.children as ReactNode, (child) => {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child) || typeof child.props.value !== 'string')
      return child;
    const root = responseRoot(child.props.value);
    return cloneElement(child, undefined, <FieldRootProvider root={root}>{child.props.children}</FieldRootProvider>);
  });
  return (
    <LinkedApiTabs {...props} id={id}>
      {children}
    </LinkedApiTabs>
  );
}
