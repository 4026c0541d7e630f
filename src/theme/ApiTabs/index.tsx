/**
 * Wraps @theme-original/ApiTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows).
 */
import ApiTabs from '@theme-original/ApiTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';

export default withLabelledTabArrows(ApiTabs);
