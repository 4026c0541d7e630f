import type { ReactNode } from 'react';
import { chargebackRoutesList } from '@site/data/fact-tables';
import { FactList } from './FactTable';

/** Which payments can be charged back, and where the others' disputes go. */
export default function ChargebackRoutes(): ReactNode {
  return <FactList items={chargebackRoutesList()} />;
}
