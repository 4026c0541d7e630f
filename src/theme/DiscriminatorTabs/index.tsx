/**
 * Wraps @theme-original/DiscriminatorTabs (docusaurus-theme-openapi-docs 5.2.0) to give its tab-row scroll
 * arrows accessible names (see src/components/LabelledTabArrows).
 */
import DiscriminatorTabs from '@theme-original/DiscriminatorTabs';
import { withLabelledTabArrows } from '@site/src/components/LabelledTabArrows';

export default withLabelledTabArrows(DiscriminatorTabs);
