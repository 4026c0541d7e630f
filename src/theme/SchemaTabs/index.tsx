/**
 * Wraps @theme-original/SchemaTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows).
 */
import SchemaTabs from '@theme-original/SchemaTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';

export default withLabelledTabArrows(SchemaTabs);
