import type { ReactNode } from 'react';
import { cardBrandsTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** The card brands Pagora accepts, with the `brand` value each has on a payment. */
export default function CardBrands(): ReactNode {
  return <FactTable table={cardBrandsTable()} />;
}
