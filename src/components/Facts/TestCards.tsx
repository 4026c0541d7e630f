import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { testCards, type TestCardTag } from '@site/src/data/testData';
import InlineText from './InlineText';
import styles from './styles.module.css';

const brandNames = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express' } as const;

/** The test cards from src/data/testData.ts, all or those with one tag (`filter="decline"`). */
export default function TestCards({ filter }: { filter?: TestCardTag }): ReactNode {
  const cards = filter ? testCards.filter((card) => card.tags.includes(filter)) : testCards;
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Card number</th>
          <th scope="col">Brand</th>
          <th scope="col">What happens</th>
          <th scope="col">
            <code>statusCode</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.number}>
            <td>
              <code className={styles.value}>{card.number}</code>
            </td>
            <td>{brandNames[card.brand]}</td>
            <td>
              <InlineText text={card.outcome} />
            </td>
            <td>
              <code>{card.statusCode}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
