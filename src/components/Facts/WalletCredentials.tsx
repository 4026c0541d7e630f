import type { ReactNode } from 'react';
import { walletCredentialsTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** Per wallet credential type: what reaches Pagora, whether it is a network token, who authenticates. */
export default function WalletCredentials(): ReactNode {
  return <FactTable table={walletCredentialsTable()} />;
}
