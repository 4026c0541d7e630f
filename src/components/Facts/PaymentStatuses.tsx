import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { paymentActions, paymentStatuses } from '@site/src/data/paymentStatuses';
import InlineText from './InlineText';

function Codes({ values }: { values: readonly string[] }): ReactNode {
  if (values.length === 0) return 'final, no further change';
  return values.map((value, index) => (
    <React.Fragment key={value}>
      {index > 0 && ', '}
      <code>{value}</code>
    </React.Fragment>
  ));
}

/** Payment statuses with the statuses each can become and the actions it allows. */
export default function PaymentStatuses(): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Meaning</th>
          <th scope="col">Can become</th>
          <th scope="col">Actions allowed</th>
        </tr>
      </thead>
      <tbody>
        {paymentStatuses.map((fact) => {
          const actions = Object.entries(paymentActions).filter(([, allowed]) => allowed.includes(fact.status));
          return (
            <tr key={fact.status}>
              <td>
                <code>{fact.status}</code>
              </td>
              <td>
                <InlineText text={fact.meaning} />
              </td>
              <td>
                <Codes values={fact.next} />
              </td>
              <td>
                {actions.length === 0
                  ? 'None'
                  : actions.map(([operationId], index) => (
                      <React.Fragment key={operationId}>
                        {index > 0 && ', '}
                        <Link to={`/apis/rest/${operationId}/`}>{operationId.replace('payments-', '')}</Link>
                      </React.Fragment>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
