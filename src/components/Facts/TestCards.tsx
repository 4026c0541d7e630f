import type { ReactNode } from 'react';
import { testCardsTable } from '@site/data/fact-tables';
import type { TestCardTag } from '@site/data/testData';
import FactTable from './FactTable';

/** The test cards from data/testData.ts, all or those with one tag (`filter="decline"`). */
export default function TestCards({ filter }: { filter?: TestCardTag }): ReactNode {
  return <FactTable table={testCardsTable(filter)} />;
}
