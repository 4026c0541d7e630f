import type { ReactNode } from 'react';
import { testAccountsTable, type TestAccountSet } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** Test phones (Bizum, MB WAY) or IBANs (SEPA Request-to-Pay) from data/testData.ts. */
export default function TestAccounts({ method }: { method: TestAccountSet }): ReactNode {
  return <FactTable table={testAccountsTable(method)} />;
}
