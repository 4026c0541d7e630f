/**
 * Replaces `@theme/ResponseHeaders` (docusaurus-theme-openapi-docs 5.2.0): the "Response Headers"
 * list of a REST status code. Upstream renders each header's SchemaItem (a <div>) straight into a
 * <ul>, which is invalid HTML and loses the list for screen readers; here each one sits in a list
 * item (src/components/PlainListItem), as the ParamsItem and Schema wrappers do. Same props and look.
 * Each header's row has an id under its status code's (`response.429.header.Retry-After`; src/components/FieldAnchors).
 */
import React, { type ReactNode } from 'react';
import SchemaItem from '@theme/SchemaItem';
import { getSchemaName } from 'docusaurus-theme-openapi-docs/lib/markdown/schema';
import { FieldSubRoot } from '@site/src/components/FieldAnchors';
import PlainListItem from '@site/src/components/PlainListItem';

interface Props {
  responseHeaders?: Record<string, Parameters<typeof getSchemaName>[0]>;
}

export default function ResponseHeaders({ responseHeaders }: Props): ReactNode {
  if (!responseHeaders) return null;
  // Header rows get ids apart from the body's properties (`response.429.header.Retry-After`).
  return (
    <FieldSubRoot id="header" label="header">
      <ul style={{ marginLeft: '1rem' }}>
        {Object.entries(responseHeaders).map(([name, schema]) => (
          <PlainListItem key={name}>
            <SchemaItem
              name={name}
              collapsible={false}
              schemaName={getSchemaName(schema)}
              schema={schema}
              discriminator={false}
            />
          </PlainListItem>
        ))}
      </ul>
    </FieldSubRoot>
  );
}
