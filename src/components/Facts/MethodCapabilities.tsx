import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { amountLimitsText, methodCapabilities, methodCapability } from '@site/src/data/methodCapabilities';
import InlineText from './InlineText';

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** One method as a definition list (`method="BIZUM"`), or every method as a comparison table. */
export default function MethodCapabilities({ method }: { method?: string }): ReactNode {
  if (method) {
    const capability = methodCapability(method);
    return (
      <ul>
        <li>
          <strong>Countries</strong>: {capability.countries}.
        </li>
        <li>
          <strong>Currencies</strong>: {capability.currencies.join(', ')}.
        </li>
        <li>
          <strong>Amounts (EUR)</strong>: {amountLimitsText(capability)}.
        </li>
        <li>
          <strong>Refunds through the API</strong> (<code>supportsRefunds</code>): {yesNo(capability.supportsRefunds)}.
        </li>
        <li>
          <strong>Recurring payments and subscriptions</strong> (<code>supportsRecurring</code>):{' '}
          {yesNo(capability.supportsRecurring)}.
        </li>
        <li>
          <strong>Saved for later</strong> (<code>supportsTokenization</code>): {yesNo(capability.supportsTokenization)}
          .
        </li>
        <li>
          <InlineText text={capability.notes} />
        </li>
      </ul>
    );
  }
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Customer countries</th>
          <th scope="col">Currencies</th>
          <th scope="col">Amounts (EUR)</th>
          <th scope="col">Refunds</th>
          <th scope="col">Recurring and subscriptions</th>
          <th scope="col">Saved for later</th>
        </tr>
      </thead>
      <tbody>
        {methodCapabilities.map((capability) => (
          <tr key={capability.paymentMethod}>
            <td>
              <Link to={capability.guide}>{capability.name}</Link> (<code>{capability.paymentMethod}</code>)
            </td>
            <td>{capability.countries}</td>
            <td>{capability.currencies.join(', ')}</td>
            <td>{amountLimitsText(capability)}</td>
            <td>{capability.supportsRefunds ? 'Full and partial' : 'No'}</td>
            <td>{yesNo(capability.supportsRecurring)}</td>
            <td>{yesNo(capability.supportsTokenization)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
