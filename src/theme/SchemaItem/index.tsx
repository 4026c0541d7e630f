/**
 * Wraps @theme-original/SchemaItem (docusaurus-theme-openapi-docs 5.2.0) in a row with an id
 * (`request.customer.email`), so search results and links land on the property that defines a name.
 * Upstream renders rows without ids. A nested object's row is a SchemaItem whose child is a
 * `Details` with a `Summary` element in its `summary` prop; the property's name is that element's
 * `name` prop (upstream passes no `name` to the SchemaItem itself). See src/components/FieldAnchors.
 *
 * A schema that is one primitive (an enum such as `PaymentStatus`) is rendered upstream as a single
 * SchemaItem named by its type (`string`): that defines no field, so it gets no row, and what it
 * shows (the table of values) belongs to the schema's page, not to a field called `string`.
 */
import React, { isValidElement, type ComponentProps, type ReactNode } from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import { FieldRow, useIsAtFieldRoot } from '@site/src/components/FieldAnchors';
import { isTypeRow } from '@site/src/components/FieldAnchors/fieldIds';

type Props = ComponentProps<typeof SchemaItem> & { name?: unknown; children?: ReactNode };

/** The property name of a row: its own `name`, or for a nested object the name in its `Details` summary. */
export function rowName({ name, children }: Props): unknown {
  if (name !== undefined) return name;
  if (!isValidElement<{ summary?: unknown }>(children)) return undefined;
  const summary = children.props.summary;
  return isValidElement<{ name?: unknown }>(summary) ? summary.props.name : undefined;
}

export default function SchemaItemWrapper(props: Props): ReactNode {
  const atRoot = useIsAtFieldRoot();
  if (isTypeRow(props.name, props.schema, props.children, atRoot)) return <SchemaItem {...props} />;
  return (
    <FieldRow name={rowName(props)}>
      <SchemaItem {...props} />
    </FieldRow>
  );
}
