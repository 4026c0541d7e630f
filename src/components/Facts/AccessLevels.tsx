import type { ReactNode } from 'react';
import { accessLevelsTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** The Dashboard access levels and what each may do. */
export default function AccessLevels(): ReactNode {
  return <FactTable table={accessLevelsTable()} />;
}
