/**
 * The callback and webhook retry schedule, from data/webhook-delivery.ts. Inline (the default)
 * it completes a sentence such as "Otherwise Pagora tries again <RetrySchedule />."; with
 * `format="table"` it lists every attempt with its time after the first one.
 */
import type { ReactNode } from 'react';
import { retryScheduleTable } from '@site/data/fact-tables';
import { retryScheduleSentence } from '@site/data/webhook-delivery';
import FactTable from '@site/src/components/Facts/FactTable';

export interface RetryScheduleProps {
  format?: 'inline' | 'table';
}

export default function RetrySchedule({ format = 'inline' }: RetryScheduleProps): ReactNode {
  if (format === 'inline') return <>{retryScheduleSentence()}</>;
  return <FactTable table={retryScheduleTable()} />;
}
