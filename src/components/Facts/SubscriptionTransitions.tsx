import type { ReactNode } from 'react';
import { subscriptionTransitionsTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** How a subscription moves between statuses, and what makes each move. */
export default function SubscriptionTransitions(): ReactNode {
  return <FactTable table={subscriptionTransitionsTable()} />;
}
