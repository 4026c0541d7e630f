import type { ReactNode } from 'react';
import { methodRefundsTable } from '@site/data/fact-tables';
import { refundDestination } from '@site/data/refunds';
import FactTable from './FactTable';
import InlineText from './InlineText';

/** One method's refund path as sentences inside a paragraph (`method="BIZUM"`), or every method as a table. */
export default function MethodRefunds({ method }: { method?: string }): ReactNode {
  return method ? <InlineText text={refundDestination(method)} /> : <FactTable table={methodRefundsTable()} />;
}
