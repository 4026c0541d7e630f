/**
 * What a reader chooses in the outcome explorer, how a choice is written in the URL, and the shape of
 * what the page shows. No data and no code that plays a story (`./outcome`): the page ships this
 * module, and the rest only when the reader asks for another story than the one it was built with.
 */
import type { TestInput } from './inputs';
import type { Outcome } from './outcome';

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

/** An input as the picker offers it, computed at build (`pickerInput` in `./summary`). */
export interface PickerInput {
  kind: TestInput['kind'];
  value: string;
  label: string;
  /** The data's own words for the outcome, with code spans and without links. */
  outcome: string;
  /** The method's name, the picker's group. */
  group: string;
  /** Whether `AUTH` is allowed (`supportsAuth`). */
  auth: boolean;
  /** Whether your server can charge it without the customer (`chargeableWithoutCustomer`). */
  withoutCustomer: boolean;
}

/** What the page shows for a URL: the choice it names, the story, and what in the URL was not understood. */
export interface Shown {
  choice: Choice<PickerInput>;
  outcome: Outcome;
  problems: string[];
}

/** What the build gives the page (`explorerSeed`): the picker's inputs and the default story. */
export interface ExplorerSeed {
  inputs: PickerInput[];
  shown: Shown;
}

/** The headings the explorer renders, which its Markdown copy repeats (each h2 and h3 of a page is in its copy). */
export const explorerHeadings = {
  outcome: 'The outcome',
  replay: 'Replay the whole story',
  links: 'Read more about this outcome',
} as const;
