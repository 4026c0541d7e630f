/**
 * Wraps @theme-original/Layout (@docusaurus/theme-classic 3.10.2).
 * Why: every page gets its own social card (`og:image`) and a link to its Markdown copy in the
 * head (src/components/PageMeta); the layout itself is unchanged.
 */
import type { ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import PageMeta from '@site/src/components/PageMeta';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  return (
    <Layout {...props}>
      <PageMeta />
      {children}
    </Layout>
  );
}
