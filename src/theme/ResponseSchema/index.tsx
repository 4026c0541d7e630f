/**
 * Wraps @theme-original/ResponseSchema (docusaurus-theme-openapi-docs 5.2.0): its Schema sits in a <ul>, so the
 * Schema wrapper renders it as a list item here (see src/components/PlainListItem). Its rows' ids
 * start with `response.<status>.` (its `title` is the status code; src/components/FieldAnchors).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ResponseSchema from '@theme-original/ResponseSchema';
import { withSchemaList } from '@site/src/components/PlainListItem';
import { FieldRootProvider } from '@site/src/components/FieldAnchors';
import { responseRoot } from '@site/src/components/FieldAnchors/fieldIds';

const ResponseSchemaInList = withSchemaList(ResponseSchema);

export default function ResponseSchemaWrapper(
  props: ComponentProps<typeof ResponseSchema> & { title?: unknown },
): ReactNode {
  const schema = <ResponseSchemaInList {...props} />;
  return typeof props.title === 'string' ? (
    <FieldRootProvider root={responseRoot(props.title)}>{schema}</FieldRootProvider>
  ) : (
    schema
  );
}
