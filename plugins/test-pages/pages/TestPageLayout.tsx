/**
 * Shared frame of the test pages (plugins/test-pages): the site layout, a "noindex" robots tag,
 * and a note that the page exists only in test builds.
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

export default function TestPageLayout({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Layout title={title} description="A page that exists only in test builds.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>This page exists only in test builds (PAGORA_TEST_BUILD=1).</p>
        {children}
      </main>
    </Layout>
  );
}
