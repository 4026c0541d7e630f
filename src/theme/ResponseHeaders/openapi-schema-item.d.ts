/** docusaurus-theme-openapi-docs 5.2's SchemaItem, as ResponseHeaders uses it (upstream ships no declaration for it). */
declare module '@theme/SchemaItem' {
  import type { ReactNode } from 'react';
  export default function SchemaItem(props: {
    name: string;
    collapsible: boolean;
    schemaName: string;
    schema: unknown;
    discriminator: boolean;
    children?: ReactNode;
  }): ReactNode;
}
