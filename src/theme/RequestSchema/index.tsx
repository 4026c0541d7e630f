/**
 * Wraps @theme-original/RequestSchema (docusaurus-theme-openapi-docs 5.2.0): its Schema sits in a <ul>, so the
 * Schema wrapper renders it as a list item here (see src/components/PlainListItem).
 */
import RequestSchema from '@theme-original/RequestSchema';
import { withSchemaList } from '@site/src/components/PlainListItem';

export default withSchemaList(RequestSchema);
