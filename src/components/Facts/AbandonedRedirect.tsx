import React, { type ReactNode } from 'react';
import { abandonedRedirect } from '@site/src/data/paymentStatuses';

/**
 * The one outcome of a customer leaving a redirect step (PayPal, their bank, the payment page)
 * without paying, as a sentence guides place inline.
 */
export default function AbandonedRedirect(): ReactNode {
  return (
    <>
      the payment stays <code>{abandonedRedirect.status}</code> and the customer returns to your{' '}
      <code>{abandonedRedirect.returnUrlField}</code>. Nothing is charged, and the customer can still pay it until{' '}
      <code>expireAt</code>; if nobody does, it becomes <code>{abandonedRedirect.finalStatus}</code> with{' '}
      <code>statusCode</code> <code>{abandonedRedirect.finalStatusCode}</code>
    </>
  );
}
