import type { ReactNode } from 'react';
import { subscriptionStatusesTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** Subscription statuses with the actions each allows. */
export default function SubscriptionStatuses(): ReactNode {
  return <FactTable table={subscriptionStatusesTable()} />;
}
