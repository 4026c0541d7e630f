import type { ReactNode } from 'react';
import { scaScopeList, type ScaList } from '@site/data/fact-tables';
import { FactList } from './FactTable';

/**
 * The SCA exemptions Pagora asks for (`list="exemptions"`) or the payments out of SCA's scope
 * (`list="out-of-scope"`), from data/sca.ts: two lists so that neither is mistaken for the other.
 */
export default function ScaScope({ list }: { list: ScaList }): ReactNode {
  return <FactList items={scaScopeList(list)} />;
}
