/**
 * Wraps @theme-original/ResponseSchema (docusaurus-theme-openapi-docs 5.2.0): its Schema sits in a <ul>, so the
 * Schema wrapper renders it as a list item here (see src/components/PlainListItem). Its rows' ids
 * start with `response.<code>.`, set by the status code's tab (src/theme/ApiTabs).
 */
import ResponseSchema from '@theme-original/ResponseSchema';
import { withSchemaList } from '@site/src/components/PlainListItem';

export default withSchemaList(ResponseSchema);
