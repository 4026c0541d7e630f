import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { methodCapability } from '@site/src/data/methodCapabilities';
import { walletCredentials } from '@site/src/data/wallets';
import InlineText from './InlineText';

/** Per wallet credential type: what reaches Pagora, whether it is a network token, who authenticates. */
export default function WalletCredentials(): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Wallet</th>
          <th scope="col">What reaches Pagora</th>
          <th scope="col">Network token</th>
          <th scope="col">Who authenticates the customer</th>
        </tr>
      </thead>
      <tbody>
        {walletCredentials.map((wallet) => (
          <tr key={`${wallet.paymentMethod}-${wallet.authMethod ?? ''}`}>
            <th scope="row">
              {methodCapability(wallet.paymentMethod).name}
              {wallet.authMethod ? (
                <>
                  {' '}
                  (<code>{wallet.authMethod}</code>)
                </>
              ) : null}
            </th>
            <td>
              <InlineText text={wallet.credential} />
            </td>
            <td>{wallet.networkToken ? 'Yes' : 'No'}</td>
            <td>
              <InlineText text={wallet.authenticatedBy} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
