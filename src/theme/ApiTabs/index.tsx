/**
 * Wraps @theme-original/ApiTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows), to link each tab to its panel
 * (src/components/TabPanelIds), and to make its heading id unique when it sits in a tab panel (the
 * generator gives every callback's responses the same `id="callbacks-responses"`).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ApiTabs from '@theme-original/ApiTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';
import { useIdInsideTab, withTabPanelIds } from '@site/src/components/TabPanelIds';

const LinkedApiTabs = withLabelledTabArrows(withTabPanelIds(ApiTabs));

export default function ApiTabsWrapper(props: ComponentProps<typeof ApiTabs>): ReactNode {
  const id = useIdInsideTab((props as { id?: string }).id);
  return <LinkedApiTabs {...props} id={id} />;
}
