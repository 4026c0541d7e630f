/**
 * Wraps @theme-original/Schema (docusaurus-theme-openapi-docs 5.2.0) in a list item: RequestSchema and
 * ResponseSchema, its only importers, render it straight into a <ul> (see src/components/PlainListItem).
 * Nested schemas recurse inside the original module and are not wrapped again.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import Schema from '@theme-original/Schema';
import PlainListItem from '@site/src/components/PlainListItem';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <PlainListItem>
      <Schema {...props} />
    </PlainListItem>
  );
}
