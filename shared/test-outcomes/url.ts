/**
 * A choice in the URL, so a link shares one outcome: `?card=4571000000000209&type=AUTH&action=capture`.
 * The input's kind is its parameter (`card`, `phone`, `iban`, `paypal`); `type` and `action` are left
 * out when they are the defaults (SALE, nothing).
 */
import { findInput, inputKinds, supportsAuth, testInputs } from './inputs';
import { followUps, transactionTypes, type Choice, type FollowUp, type TransactionType } from './outcome';

export const defaultChoice: Choice = { input: testInputs[0]!, transactionType: 'SALE', followUp: 'none' };

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
  const type = (params.get('type') ?? 'SALE').toUpperCase();
  let transactionType: TransactionType = 'SALE';
  if ((transactionTypes as readonly string[]).includes(type)) transactionType = type as TransactionType;
  else problems.push(`no transaction type ${type}`);
  if (transactionType === 'AUTH' && !supportsAuth(input)) {
    problems.push(`transaction type AUTH is for cards only`);
    transactionType = 'SALE';
  }
  const action = params.get('action') ?? 'none';
  let followUp: FollowUp = 'none';
  if ((followUps as readonly string[]).includes(action)) followUp = action as FollowUp;
  else problems.push(`no action ${action}`);
  return { choice: { input, transactionType, followUp }, problems };
}

export function choiceToSearch({ input, transactionType, followUp }: Choice): string {
  const params = new URLSearchParams({ [input.kind]: input.value });
  if (transactionType !== 'SALE') params.set('type', transactionType);
  if (followUp !== 'none') params.set('action', followUp);
  return `?${params.toString()}`;
}
