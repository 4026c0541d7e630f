import React, { type ReactNode } from 'react';
import { abandonedRedirectText } from '@site/data/paymentStatuses';
import InlineText from './InlineText';

/**
 * The one outcome of a customer leaving a redirect step (PayPal, their bank, the payment page)
 * without paying, as a sentence guides place inline. The Markdown copies print the same text.
 */
export default function AbandonedRedirect(): ReactNode {
  return <InlineText text={abandonedRedirectText()} />;
}
