/**
 * Wraps @theme-original/MimeTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows).
 */
import MimeTabs from '@theme-original/MimeTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';

export default withLabelledTabArrows(MimeTabs);
