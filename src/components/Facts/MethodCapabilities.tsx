import type { ReactNode } from 'react';
import { methodCapabilitiesTable, methodCapabilityList } from '@site/data/fact-tables';
import FactTable, { FactList } from './FactTable';

/** One method as a list (`method="BIZUM"`), or every method as a comparison table. */
export default function MethodCapabilities({ method }: { method?: string }): ReactNode {
  return method ? <FactList items={methodCapabilityList(method)} /> : <FactTable table={methodCapabilitiesTable()} />;
}
