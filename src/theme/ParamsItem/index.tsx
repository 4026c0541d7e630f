/**
 * Wraps @theme-original/ParamsItem (docusaurus-theme-openapi-docs 5.2.0) in a list item: ParamsDetails
 * renders each parameter straight into a <ul> (see src/components/PlainListItem).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import PlainListItem from '@site/src/components/PlainListItem';

export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <PlainListItem>
      <ParamsItem {...props} />
    </PlainListItem>
  );
}
