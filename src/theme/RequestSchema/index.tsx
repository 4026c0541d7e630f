/**
 * Wraps @theme-original/RequestSchema (docusaurus-theme-openapi-docs 5.2.0): its Schema sits in a <ul>, so the
 * Schema wrapper renders it as a list item here (see src/components/PlainListItem). Its rows' ids
 * start with `request.` (src/components/FieldAnchors).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import RequestSchema from '@theme-original/RequestSchema';
import { withSchemaList } from '@site/src/components/PlainListItem';
import { FieldRootProvider } from '@site/src/components/FieldAnchors';
import { requestRoot } from '@site/src/components/FieldAnchors/fieldIds';

const RequestSchemaInList = withSchemaList(RequestSchema);

export default function RequestSchemaWrapper(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return (
    <FieldRootProvider root={requestRoot}>
      <RequestSchemaInList {...props} />
    </FieldRootProvider>
  );
}
