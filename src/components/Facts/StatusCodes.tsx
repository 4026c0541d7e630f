import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { declineKindLabels, statusCodes } from '@site/src/data/statusCodes';
import { testTrigger } from '@site/src/data/testData';
import InlineText from './InlineText';
import styles from './styles.module.css';

/**
 * The statusCode catalogue from src/data/statusCodes.ts, with retry advice and test data; with
 * `filter="subscription-retry"`, only the codes subscriptions retry automatically.
 */
export default function StatusCodes({
  withTestData = true,
  filter,
}: {
  withTestData?: boolean;
  filter?: 'subscription-retry';
}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const facts = filter ? statusCodes.filter((fact) => fact.retriedBySubscriptions) : statusCodes;
  // Rows are link targets only on the full catalogue (the errors reference).
  if (!filter) for (const fact of facts) brokenLinks.collectAnchor(`status-code-${fact.code}`);
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">
            <code>statusCode</code>
          </th>
          <th scope="col">Meaning</th>
          <th scope="col">Status</th>
          <th scope="col">Kind</th>
          <th scope="col">What to do</th>
          {withTestData && <th scope="col">Test data</th>}
        </tr>
      </thead>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.code} id={filter ? undefined : `status-code-${fact.code}`}>
            <td>
              <code>{fact.code}</code>
            </td>
            <td>
              <InlineText text={fact.meaning} />
            </td>
            <td>
              {fact.statuses.map((status, index) => (
                <React.Fragment key={status}>
                  {index > 0 && ', '}
                  <code>{status}</code>
                </React.Fragment>
              ))}
            </td>
            <td>{declineKindLabels[fact.kind]}</td>
            <td>
              <InlineText text={fact.advice} />
            </td>
            {withTestData && (
              <td className={styles.trigger}>
                <InlineText text={testTrigger(fact.code)} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
