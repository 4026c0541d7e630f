import type { ReactNode } from 'react';
import { statusCodesTable, type StatusCodesFilter } from '@site/data/fact-tables';
import FactTable from './FactTable';

/**
 * The statusCode catalogue from data/statusCodes.ts, with retry advice and test data; with
 * `filter="subscription-retry"`, only the codes subscriptions retry automatically.
 */
export default function StatusCodes({
  withTestData = true,
  filter,
}: {
  withTestData?: boolean;
  filter?: StatusCodesFilter;
}): ReactNode {
  return <FactTable table={statusCodesTable({ filter, withTestData })} />;
}
