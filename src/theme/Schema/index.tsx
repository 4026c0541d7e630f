/**
 * Wraps @theme-original/Schema (docusaurus-theme-openapi-docs 5.2.0) in a list item where it sits in a
 * <ul>: RequestSchema and ResponseSchema render it straight into one (their wrappers mark that), while
 * schema pages render it on its own. Nested schemas recurse inside the original module and are not
 * wrapped again. See src/components/PlainListItem.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import Schema from '@theme-original/Schema';
import { SchemaListItem } from '@site/src/components/PlainListItem';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <SchemaListItem>
      <Schema {...props} />
    </SchemaListItem>
  );
}
