/**
 * A choice from the URL, so a link shares one outcome: `?card=4571000000000209&type=AUTH&action=capture`
 * (written by `choiceToSearch` in `./choices`). The input's kind is its parameter (`card`, `phone`,
 * `iban`, `paypal`); `type`, `by` and `action` are left out when they are the defaults (SALE, the
 * customer, nothing).
 */
import {
  followUps,
  initiators,
  transactionTypes,
  type Choice,
  type FollowUp,
  type Initiator,
  type TransactionType,
} from './choices';
import { chargeableWithoutCustomer, findInput, inputKinds, supportsAuth, testInputs } from './inputs';

export const defaultChoice: Choice = {
  input: testInputs[0]!,
  transactionType: 'SALE',
  followUp: 'none',
  initiator: 'customer',
};

/** The choice a query string names, and what in it was not understood (then the default is used). */
export function choiceFromSearch(search: string): { choice: Choice; problems: string[] } {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  let input = defaultChoice.input;
  const named = inputKinds.filter((kind) => params.has(kind));
  if (named.length > 1) problems.push(`the link names more than one test input (${named.join(', ')})`);
  const kind = named[0];
  if (kind) {
    const value = params.get(kind)!;
    const found = findInput(kind, value);
    if (found) input = found;
    else problems.push(`no test ${kind} ${value}`);
  }
  const by = params.get('by') ?? 'customer';
  let initiator: Initiator = 'customer';
  if (!(initiators as readonly string[]).includes(by)) problems.push(`no payment started by ${by}`);
  else if (by === 'merchant' && !chargeableWithoutCustomer(input))
    problems.push(`${input.value} cannot be charged without the customer: only a saved card can`);
  else initiator = by as Initiator;
  const type = (params.get('type') ?? 'SALE').toUpperCase();
  let transactionType: TransactionType = 'SALE';
  if ((transactionTypes as readonly string[]).includes(type)) transactionType = type as TransactionType;
  else problems.push(`no transaction type ${type}`);
  if (transactionType === 'AUTH' && !supportsAuth(input)) {
    problems.push(`transaction type AUTH is for cards only`);
    transactionType = 'SALE';
  }
  if (transactionType === 'AUTH' && initiator === 'merchant') {
    problems.push(`a charge without the customer is a SALE`);
    transactionType = 'SALE';
  }
  const action = params.get('action') ?? 'none';
  let followUp: FollowUp = 'none';
  if ((followUps as readonly string[]).includes(action)) followUp = action as FollowUp;
  else problems.push(`no action ${action}`);
  return { choice: { input, transactionType, followUp, initiator }, problems };
}
