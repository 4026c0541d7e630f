/**
 * Wraps @theme-original/Schema (docusaurus-theme-openapi-docs 5.2.0) in a list item where it sits in a
 * <ul>: RequestSchema and ResponseSchema render it straight into one (their wrappers mark that), while
 * schema pages render it on its own. Nested schemas recurse inside the original module and are not
 * wrapped again. See src/components/PlainListItem. On a schema page its rows' ids start with
 * `schema.` (inside a request or response, those wrappers set the start; src/components/FieldAnchors).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import Schema from '@theme-original/Schema';
import { SchemaListItem } from '@site/src/components/PlainListItem';
import { FieldRootProvider, useHasFieldRoot } from '@site/src/components/FieldAnchors';
import { schemaRoot } from '@site/src/components/FieldAnchors/fieldIds';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): ReactNode {
  const schema = (
    <SchemaListItem>
      <Schema {...props} />
    </SchemaListItem>
  );
  return useHasFieldRoot() ? schema : <FieldRootProvider root={schemaRoot}>{schema}</FieldRootProvider>;
}
