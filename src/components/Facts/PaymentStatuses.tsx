import type { ReactNode } from 'react';
import { paymentStatusesTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** Payment statuses with the statuses each can become and the actions it allows. */
export default function PaymentStatuses(): ReactNode {
  return <FactTable table={paymentStatusesTable()} />;
}
