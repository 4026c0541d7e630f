/**
 * How each fact table and fact list is laid out: its columns and, per row, its cells as the little
 * inline Markdown the data already uses (`code`, [text](/site/path/), **strong**).
 * plugins/facts-at-build writes these into the page at build and the Markdown copies print them
 * (both through shared/data-components.ts), so a column added or renamed changes both at once.
 */
import { accessLevels } from './accessLevels';
import { apiErrorCodes, apiErrorTypes, errorCodeAnchor, errorTypeAnchor } from './apiErrors';
import { cardBrands, cardBrandName } from './cardBrands';
import { cardDisputeWindowDays, methodsWithDisputeRoute } from './chargebacks';
import { amountLimitsText, methodCapabilities, methodCapability, methodNames } from './methodCapabilities';
import {
  paymentActions,
  paymentStatuses,
  subscriptionActions,
  subscriptionStatusNames,
  subscriptionStatuses,
  subscriptionTransitions,
} from './paymentStatuses';
import { refundDestination } from './refunds';
import { scaExemptions, scaOutOfScope } from './sca';
import { declineKindLabels, statusCodeAnchor, statusCodes } from './statusCodes';
import {
  bizumTestPhones,
  mbwayTestPhones,
  paypalSandboxOutcomes,
  sepaTestIbans,
  testCards,
  testTrigger,
  type TestCardTag,
} from './testData';
import { walletCredentials } from './wallets';
import { humanDuration, maxDeliveryAttempts, webhookDelivery } from './webhook-delivery';

export interface FactColumn {
  /** Header text (inline Markdown). */
  label: string;
  /** Card numbers, phones and IBANs in this column stay on one line: a number broken across lines is easy to mistype. */
  keepCodeWhole?: boolean;
  /** The column names its row (a `<th scope="row">` on the page). */
  rowHeader?: boolean;
}

export interface FactRow {
  /** Stable React key. */
  key: string;
  /** Anchor of the row, when other pages link to it. */
  anchor?: string;
  /** One inline-Markdown string per column. */
  cells: readonly string[];
}

export interface FactTable {
  /** Said on the page only (a `<caption>`); the Markdown copy has the sentence before the table. */
  caption?: string;
  columns: readonly FactColumn[];
  rows: readonly FactRow[];
}

const code = (value: string): string => `\`${value}\``;
const codes = (values: readonly string[]): string => values.map(code).join(', ');
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

export type StatusCodesFilter = 'subscription-retry';

/**
 * The `statusCode` catalogue with retry advice and test data; with `filter="subscription-retry"`,
 * only the codes subscriptions retry. Rows are link targets only in the full catalogue (/errors/).
 */
export function statusCodesTable({
  filter,
  withTestData = true,
}: { filter?: StatusCodesFilter; withTestData?: boolean } = {}): FactTable {
  const facts =
    filter === 'subscription-retry' ? statusCodes.filter((fact) => fact.retriedBySubscriptions) : statusCodes;
  return {
    columns: [
      { label: code('statusCode') },
      { label: 'Meaning' },
      { label: 'Status' },
      { label: 'Kind' },
      { label: 'What to do' },
      ...(withTestData ? [{ label: 'Test data', keepCodeWhole: true }] : []),
    ],
    rows: facts.map((fact) => ({
      key: fact.code,
      // One row per code is its link target and search answer: the catalogue with test data (/errors/).
      anchor: filter || !withTestData ? undefined : statusCodeAnchor(fact.code),
      cells: [
        code(fact.code),
        fact.meaning,
        codes(fact.statuses),
        declineKindLabels[fact.kind],
        fact.advice,
        ...(withTestData ? [testTrigger(fact.code)] : []),
      ],
    })),
  };
}

/** Every error `type` with its HTTP status and what to do, one row each (a pasted `type` or status lands on it). */
export function apiErrorTypesTable(): FactTable {
  return {
    columns: [{ label: 'HTTP status' }, { label: code('type'), rowHeader: true }, { label: 'What to do' }],
    rows: apiErrorTypes.map((errorType) => ({
      key: errorType.type,
      anchor: errorTypeAnchor(errorType.type),
      cells: [code(String(errorType.status)), code(errorType.type), errorType.whatToDo],
    })),
  };
}

/** Every REST error `type` with its HTTP status, and every `code` (REST body, GraphQL `extensions`). */
export function apiErrorsTable(): FactTable {
  return {
    columns: [
      { label: 'HTTP status' },
      { label: code('type') },
      { label: code('code') },
      { label: 'Meaning and what to do' },
    ],
    rows: apiErrorTypes.flatMap((errorType) =>
      apiErrorCodes
        .filter((errorCode) => errorCode.type === errorType.type)
        .map((errorCode) => ({
          key: errorCode.code,
          anchor: errorCodeAnchor(errorCode.code),
          cells: [
            code(String(errorType.status)),
            code(errorType.type),
            code(errorCode.code),
            `${errorCode.meaning} ${errorType.whatToDo}`,
          ],
        })),
    ),
  };
}

/** Every payment method side by side. */
export function methodCapabilitiesTable(): FactTable {
  return {
    columns: [
      { label: 'Method' },
      { label: 'Customer countries' },
      { label: 'Currencies' },
      { label: 'Amounts (EUR)' },
      { label: 'Refunds' },
      { label: 'Recurring and subscriptions' },
      { label: 'Saved for later' },
    ],
    rows: methodCapabilities.map((capability) => ({
      key: capability.paymentMethod,
      cells: [
        `[${capability.name}](${capability.guide}) (${code(capability.paymentMethod)})`,
        capability.countries,
        capability.currencies.join(', '),
        amountLimitsText(capability),
        capability.supportsRefunds ? 'Full and partial' : 'No',
        yesNo(capability.supportsRecurring),
        yesNo(capability.supportsTokenization),
      ],
    })),
  };
}

/** One payment method's capabilities, as list items. */
export function methodCapabilityList(method: string): string[] {
  const capability = methodCapability(method);
  return [
    `**Countries**: ${capability.countries}.`,
    `**Currencies**: ${capability.currencies.join(', ')}.`,
    `**Amounts (EUR)**: ${amountLimitsText(capability)}.`,
    `**Refunds through the API** (${code('supportsRefunds')}): ${yesNo(capability.supportsRefunds)}.`,
    `**Recurring payments and subscriptions** (${code('supportsRecurring')}): ${yesNo(capability.supportsRecurring)}.`,
    `**Saved for later** (${code('supportsTokenization')}): ${yesNo(capability.supportsTokenization)}.`,
    capability.notes,
  ];
}

/** Every payment method: whether the refund API can refund it, and where the money goes. */
export function methodRefundsTable(): FactTable {
  return {
    columns: [
      { label: 'Method', rowHeader: true },
      { label: `Refunds (${code('supportsRefunds')})` },
      { label: 'Where the money goes' },
    ],
    rows: methodCapabilities.map((capability) => ({
      key: capability.paymentMethod,
      anchor: `refund-${capability.paymentMethod.toLowerCase().replace(/_/g, '-')}`,
      cells: [
        `[${capability.name}](${capability.guide}) (${code(capability.paymentMethod)})`,
        capability.supportsRefunds ? 'Full and partial' : 'No',
        refundDestination(capability.paymentMethod),
      ],
    })),
  };
}

/** Payment statuses with the statuses each can become and the actions it allows. */
export function paymentStatusesTable(): FactTable {
  return {
    columns: [{ label: 'Status' }, { label: 'Meaning' }, { label: 'Can become' }, { label: 'Actions allowed' }],
    rows: paymentStatuses.map((fact) => {
      const actions = Object.keys(paymentActions).filter((operationId) =>
        paymentActions[operationId]!.includes(fact.status),
      );
      return {
        key: fact.status,
        cells: [
          code(fact.status),
          fact.meaning,
          fact.next.length === 0 ? 'final, no further change' : codes(fact.next),
          actionLinks(actions),
        ],
      };
    }),
  };
}

/** REST operations as links named by their action: `payments-send-link` → [send link](/apis/rest/payments-send-link/). */
function actionLinks(operationIds: readonly string[]): string {
  if (operationIds.length === 0) return 'None';
  return operationIds
    .map((operationId) => `[${operationId.replace(/^[a-z]+-/, '').replace(/-/g, ' ')}](/apis/rest/${operationId}/)`)
    .join(', ');
}

/** Subscription statuses with the actions each allows. */
export function subscriptionStatusesTable(): FactTable {
  return {
    columns: [{ label: 'Status' }, { label: 'Meaning' }, { label: 'Actions allowed' }],
    rows: subscriptionStatuses.map((fact) => {
      const actions = Object.keys(subscriptionActions).filter((operationId) =>
        subscriptionActions[operationId]!.includes(fact.status),
      );
      return {
        key: fact.status,
        cells: [code(fact.status), fact.meaning, actionLinks(actions)],
      };
    }),
  };
}

/** The card brands: the `brand` value and the scheme's name. */
export function cardBrandsTable(): FactTable {
  return {
    columns: [{ label: code('brand') }, { label: 'Card scheme' }],
    rows: cardBrands.map(({ brand, name }) => ({ key: brand, cells: [code(brand), name] })),
  };
}

/** The test cards, all or those with one tag (`filter="decline"`). */
export function testCardsTable(filter?: TestCardTag): FactTable {
  const cards = filter ? testCards.filter((card) => card.tags.includes(filter)) : testCards;
  return {
    columns: [
      { label: 'Card number', keepCodeWhole: true },
      { label: 'Brand' },
      { label: 'What happens' },
      { label: code('statusCode') },
    ],
    rows: cards.map((card) => ({
      key: card.number,
      cells: [code(card.number), cardBrandName(card.brand), card.outcome, code(card.statusCode)],
    })),
  };
}

export const testAccountSets = {
  bizum: { rows: bizumTestPhones, label: 'Phone number' },
  mbway: { rows: mbwayTestPhones, label: 'Phone number' },
  sepa: { rows: sepaTestIbans, label: 'IBAN' },
  paypal: { rows: paypalSandboxOutcomes, label: 'On the PayPal page' },
} as const;
export type TestAccountSet = keyof typeof testAccountSets;

/** Test phones (Bizum, MB WAY) or IBANs (SEPA Request-to-Pay) and what each does. */
export function testAccountsTable(method: TestAccountSet): FactTable {
  const { rows, label } = testAccountSets[method];
  return {
    columns: [{ label, keepCodeWhole: true }, { label: 'Outcome' }],
    rows: rows.map((row) => ({
      key: row.value,
      cells: [
        code(row.value),
        row.statusCode
          ? `${row.outcome} The payment becomes ${code(row.status)} (${code(row.statusCode)}).`
          : row.outcome,
      ],
    })),
  };
}

/** Per wallet credential type: what reaches Pagora, whether it is a network token, who authenticates. */
export function walletCredentialsTable(): FactTable {
  return {
    columns: [
      { label: 'Wallet', rowHeader: true },
      { label: 'What reaches Pagora' },
      { label: 'Network token' },
      { label: 'Who authenticates the customer' },
    ],
    rows: walletCredentials.map((wallet) => ({
      key: `${wallet.paymentMethod}-${wallet.authMethod ?? ''}`,
      cells: [
        `${methodCapability(wallet.paymentMethod).name}${wallet.authMethod ? ` (${code(wallet.authMethod)})` : ''}`,
        wallet.credential,
        yesNo(wallet.networkToken),
        wallet.authenticatedBy,
      ],
    })),
  };
}

export type ScaList = 'exemptions' | 'out-of-scope';

/** The SCA exemptions Pagora asks for, or the payments outside SCA's scope, as list items. */
export function scaScopeList(list: ScaList): string[] {
  return (list === 'exemptions' ? scaExemptions : scaOutOfScope).map(
    (item) => `**${item.name}**${item.text.startsWith('(') ? ' ' : ': '}${item.text}`,
  );
}

/** Every callback and webhook delivery attempt with its time after the first one. */
export function retryScheduleTable(): FactTable {
  return {
    caption: `Delivery attempts (${maxDeliveryAttempts} in total) and when each is made`,
    columns: [{ label: 'Attempt' }, { label: 'When' }],
    rows: [
      { key: '0', cells: ['1', 'Right away'] },
      ...webhookDelivery.retryOffsetsSeconds.map((seconds, index) => ({
        key: String(seconds),
        cells: [String(index + 2), `${humanDuration(seconds)} after the first attempt`],
      })),
    ],
  };
}

/** How a subscription moves between statuses: from, to, and what makes it happen. */
export function subscriptionTransitionsTable(): FactTable {
  const fromCell = (from: readonly string[]): string => {
    const missing = subscriptionStatusNames.filter((status) => !from.includes(status));
    return missing.length === 1 && from.length > 2 ? `Any status except ${code(missing[0]!)}` : codes(from);
  };
  return {
    columns: [{ label: 'From' }, { label: 'To' }, { label: 'When' }, { label: 'Webhook event' }],
    rows: subscriptionTransitions.map((transition) => ({
      key: `${transition.from.join('-')}>${transition.to}`,
      cells: [
        fromCell(transition.from),
        code(transition.to),
        transition.when,
        `[${code(transition.event)}](/apis/rest/webhooks/${transition.event.toLowerCase().replace(/_/g, '-')}/)`,
      ],
    })),
  };
}

/** Which payments can be charged back: one item per dispute route (data/chargebacks.ts). */
export function chargebackRoutesList(): string[] {
  const wallets = methodsWithDisputeRoute('card-scheme').filter((method) => method !== 'CARD');
  return [
    `**Card payments**, including ${methodNames(wallets, true)} payments, which are card payments too. The issuer usually has up to ${cardDisputeWindowDays} days from the payment's processing date, or from the date the goods or service were due, to raise a chargeback; some dispute reasons allow more, others less.`,
    `**${methodNames(methodsWithDisputeRoute('paypal'))} payments** are paid into your own PayPal account, so disputes and claims about them are opened with PayPal and handled in your PayPal account. A buyer who paid through PayPal with a card can also dispute it with their card issuer, who then decides it; PayPal handles that chargeback in your PayPal account too. Neither appears as a chargeback in Pagora.`,
    `**${methodNames(methodsWithDisputeRoute('none'))}**: the payer sends the money from their own account or wallet, so there is no card-scheme chargeback. A payer who wants money back asks you; [Refunds](/guides/refunds/) says how to give it back on each method.`,
  ];
}

/** The Dashboard access levels, most powerful first, with who each is for and what it may do. */
export function accessLevelsTable(): FactTable {
  return {
    columns: [{ label: 'Access level', rowHeader: true }, { label: 'For' }, { label: 'What it may do' }],
    rows: accessLevels.map((fact) => ({
      key: fact.level,
      anchor: `access-level-${fact.level.toLowerCase()}`,
      cells: [code(fact.level), fact.for, fact.meaning],
    })),
  };
}
