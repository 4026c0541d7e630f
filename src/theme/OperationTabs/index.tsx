/**
 * Wraps @theme-original/OperationTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows).
 */
import OperationTabs from '@theme-original/OperationTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';

export default withLabelledTabArrows(OperationTabs);
