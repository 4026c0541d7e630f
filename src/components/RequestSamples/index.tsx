import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { RequestSamples as Samples, SampleLanguage } from '../../../shared/rest-samples';
import styles from './styles.module.css';

/** Tab labels and highlighting; values match the guides' code tabs so the reader's choice is shared. */
const languages: { value: SampleLanguage; label: string; highlight: string }[] = [
  { value: 'curl', label: 'curl', highlight: 'bash' },
  { value: 'javascript', label: 'JavaScript', highlight: 'javascript' },
  { value: 'python', label: 'Python', highlight: 'python' },
  { value: 'php', label: 'PHP', highlight: 'php' },
];

/**
 * Request samples of a REST operation page, in the same tab group as the guides' samples. The build
 * writes them (`buildRequestSamples` in src/theme/ApiItem/operationPage.ts), so no sample generator
 * and no operation ship to the browser.
 */
export default function RequestSamples({ samples }: { samples: Samples }): ReactNode {
  return (
    <section className={styles.samples} aria-labelledby="request-samples">
      <Heading as="h2" id="request-samples" className={styles.title}>
        <Translate id="pagora.requestSamples.title" description="Heading of the request samples of a REST operation">
          Request sample
        </Translate>
      </Heading>
      {samples.exampleSummary && (
        <p className={styles.example}>
          <Translate
            id="pagora.requestSamples.example"
            description="Names the request body example the samples send"
            values={{ name: samples.exampleSummary }}>
            {'Body: the “{name}” example'}
          </Translate>
        </p>
      )}
      <Tabs groupId="code-samples" className={styles.tabs}>
        {languages.map(({ value, label, highlight }) => (
          <TabItem key={value} value={value} label={label}>
            <CodeBlock language={highlight}>{samples.code[value]}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
