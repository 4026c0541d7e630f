import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { bizumTestPhones, mbwayTestPhones, sepaTestIbans } from '@site/src/data/testData';
import InlineText from './InlineText';
import styles from './styles.module.css';

const sets = {
  bizum: { rows: bizumTestPhones, label: 'Phone number' },
  mbway: { rows: mbwayTestPhones, label: 'Phone number' },
  sepa: { rows: sepaTestIbans, label: 'IBAN' },
} as const;

/** Test phones (Bizum, MB WAY) or IBANs (SEPA Request-to-Pay) from src/data/testData.ts. */
export default function TestAccounts({ method }: { method: keyof typeof sets }): ReactNode {
  const { rows, label } = sets[method];
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.value}>
            <td>
              <code className={styles.value}>{row.value}</code>
            </td>
            <td>
              <InlineText text={row.outcome} />{' '}
              {row.statusCode && (
                <>
                  The payment becomes <code>{row.status}</code> (<code>{row.statusCode}</code>).
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
