/**
 * Wraps @theme-original/OperationTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows) and to link each tab to its panel
 * (src/components/TabPanelIds).
 */
import OperationTabs from '@theme-original/OperationTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';
import { withTabPanelIds } from '@site/src/components/TabPanelIds';

export default withLabelledTabArrows(withTabPanelIds(OperationTabs));
