/**
 * Wraps @theme-original/ParamsItem (docusaurus-theme-openapi-docs 5.2.0) in a list item: ParamsDetails
 * renders each parameter straight into a <ul> (see src/components/PlainListItem). Inside it, a row
 * with an id (`param.query.limit`) that search results and links land on (src/components/FieldAnchors).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import PlainListItem from '@site/src/components/PlainListItem';
import { FieldRow } from '@site/src/components/FieldAnchors';
import { parameterRoot } from '@site/src/components/FieldAnchors/fieldIds';

type Props = ComponentProps<typeof ParamsItem> & { param?: { name?: unknown; in?: unknown } };

export default function ParamsItemWrapper(props: Props): ReactNode {
  const { name, in: location } = props.param ?? {};
  const row = <ParamsItem {...props} />;
  return (
    <PlainListItem>
      {typeof location === 'string' ? (
        <FieldRow name={name} root={parameterRoot(location)}>
          {row}
        </FieldRow>
      ) : (
        row
      )}
    </PlainListItem>
  );
}
