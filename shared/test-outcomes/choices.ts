/**
 * What a reader chooses in the outcome explorer, and how a choice is written in the URL. No data
 * here, so the page's pickers ship without the code and data that play a story (`./outcome`).
 */
import type { TestInput } from './inputs';

export const transactionTypes = ['SALE', 'AUTH'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** What your server does once the payment is decided (`none`: nothing). */
export const followUps = ['none', 'capture', 'refund', 'partial-refund', 'cancel'] as const;
export type FollowUp = (typeof followUps)[number];

export const followUpLabels: Readonly<Record<FollowUp, string>> = {
  none: 'Nothing',
  capture: 'Capture',
  refund: 'Refund in full',
  'partial-refund': 'Refund part',
  cancel: 'Cancel',
};

/**
 * Who starts the payment: the customer at your checkout (customer-initiated), or your server,
 * charging the card the customer saved earlier without them (merchant-initiated, `payments-recurring`).
 */
export const initiators = ['customer', 'merchant'] as const;
export type Initiator = (typeof initiators)[number];

export const initiatorLabels: Readonly<Record<Initiator, string>> = {
  customer: 'The customer, at your checkout',
  merchant: 'Your server, charging the saved card without the customer',
};

export interface Choice<Input extends Pick<TestInput, 'kind' | 'value'> = TestInput> {
  input: Input;
  transactionType: TransactionType;
  followUp: FollowUp;
  initiator: Initiator;
}

/** `?card=4571000000000209&type=AUTH&action=capture`: the defaults (SALE, nothing, the customer) are left out. */
export function choiceToSearch({
  input,
  transactionType,
  followUp,
  initiator,
}: Choice<Pick<TestInput, 'kind' | 'value'>>): string {
  const params = new URLSearchParams({ [input.kind]: input.value });
  if (transactionType !== 'SALE') params.set('type', transactionType);
  if (initiator !== 'customer') params.set('by', initiator);
  if (followUp !== 'none') params.set('action', followUp);
  return `?${params.toString()}`;
}
