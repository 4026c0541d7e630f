/**
 * MDX components that print a fact from src/data/: inside a sentence (`<Fact>`, `<RetrySchedule />`,
 * `<AbandonedRedirect />`) or as a block of their own (`<ScaScope>`, `<WalletCredentials />`,
 * `<TestCards>`, `<TestAccounts>`, `<StatusCodes>`, `<ApiErrors />`, `<MethodCapabilities>`,
 * `<PaymentStatuses />`). The Markdown copy of a page writes the same text in their place,
 * so llms.txt and the `index.md` copies keep the fact instead of dropping the component like other JSX.
 */
import { humanDuration, retryScheduleSentence, webhookDelivery } from '../../src/data/webhook-delivery';
import { inlineFacts } from '../../src/data/inline-facts';
import { abandonedRedirectText, paymentActions, paymentStatuses } from '../../src/data/paymentStatuses';
import { declineKindLabels, statusCodes } from '../../src/data/statusCodes';
import { apiErrorCodes, apiErrorTypes } from '../../src/data/apiErrors';
import { scaListMarkdown } from '../../src/data/sca';
import { walletCredentialsMarkdown } from '../../src/data/wallets';
import { amountLimitsText, methodCapabilities, methodCapability } from '../../src/data/methodCapabilities';
import {
  bizumTestPhones,
  mbwayTestPhones,
  sepaTestIbans,
  testCards,
  testTrigger,
  type TestCardTag,
} from '../../src/data/testData';

const brandNames: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
};
const cell = (text: string): string => text.replace(/\|/g, '\\|');
const codes = (values: readonly string[]): string => values.map((value) => `\`${value}\``).join(', ');
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** <StatusCodes filter=… withTestData={…} /> as the same table in Markdown. */
function statusCodesMarkdown(filter?: string, withTestData = true): string {
  const facts =
    filter === 'subscription-retry' ? statusCodes.filter((fact) => fact.retriedBySubscriptions) : statusCodes;
  return table(
    ['`statusCode`', 'Meaning', 'Status', 'Kind', 'What to do', ...(withTestData ? ['Test data'] : [])],
    facts.map((fact) => [
      `\`${fact.code}\``,
      fact.meaning,
      codes(fact.statuses),
      declineKindLabels[fact.kind],
      fact.advice,
      ...(withTestData ? [testTrigger(fact.code)] : []),
    ]),
  );
}

/** <ApiErrors /> as the same table in Markdown. */
function apiErrorsMarkdown(): string {
  return table(
    ['HTTP status', '`type`', '`code`', 'Meaning and what to do'],
    apiErrorTypes.flatMap((errorType) =>
      apiErrorCodes
        .filter((errorCode) => errorCode.type === errorType.type)
        .map((errorCode) => [
          `\`${errorType.status}\``,
          `\`${errorType.type}\``,
          `\`${errorCode.code}\``,
          `${errorCode.meaning} ${errorType.whatToDo}`,
        ]),
    ),
  );
}

/** <MethodCapabilities method="…" /> as the same list, or <MethodCapabilities /> as the same table. */
function methodCapabilitiesMarkdown(method?: string): string {
  if (method) {
    const capability = methodCapability(method);
    return [
      `- **Countries**: ${capability.countries}.`,
      `- **Currencies**: ${capability.currencies.join(', ')}.`,
      `- **Amounts (EUR)**: ${amountLimitsText(capability)}.`,
      `- **Refunds through the API** (\`supportsRefunds\`): ${yesNo(capability.supportsRefunds)}.`,
      `- **Recurring payments and subscriptions** (\`supportsRecurring\`): ${yesNo(capability.supportsRecurring)}.`,
      `- **Saved for later** (\`supportsTokenization\`): ${yesNo(capability.supportsTokenization)}.`,
      `- ${capability.notes}`,
    ].join('\n');
  }
  return table(
    [
      'Method',
      'Customer countries',
      'Currencies',
      'Amounts (EUR)',
      'Refunds',
      'Recurring and subscriptions',
      'Saved for later',
    ],
    methodCapabilities.map((capability) => [
      `[${capability.name}](${capability.guide}) (\`${capability.paymentMethod}\`)`,
      capability.countries,
      capability.currencies.join(', '),
      amountLimitsText(capability),
      capability.supportsRefunds ? 'Full and partial' : 'No',
      yesNo(capability.supportsRecurring),
      yesNo(capability.supportsTokenization),
    ]),
  );
}

/** <PaymentStatuses /> as the same table in Markdown. */
function paymentStatusesMarkdown(): string {
  return table(
    ['Status', 'Meaning', 'Can become', 'Actions allowed'],
    paymentStatuses.map((fact) => {
      const actions = Object.entries(paymentActions).filter(([, allowed]) => allowed.includes(fact.status));
      return [
        `\`${fact.status}\``,
        fact.meaning,
        fact.next.length === 0 ? 'final, no further change' : codes(fact.next),
        actions.length === 0
          ? 'None'
          : actions
              .map(([operationId]) => `[${operationId.replace('payments-', '')}](/apis/rest/${operationId}/)`)
              .join(', '),
      ];
    }),
  );
}

/** <RetrySchedule format="table" /> as the same table in Markdown. */
function retryTableMarkdown(): string {
  return [
    '| Attempt | When |',
    '| --- | --- |',
    '| 1 | Right away |',
    ...webhookDelivery.retryOffsetsSeconds.map(
      (seconds, index) => `| ${index + 2} | ${humanDuration(seconds)} after the first attempt |`,
    ),
  ].join('\n');
}

/** <TestCards filter="…" /> as the same table in Markdown. */
function testCardsMarkdown(filter?: string): string {
  const cards = filter ? testCards.filter((card) => card.tags.includes(filter as TestCardTag)) : testCards;
  return [
    '| Card number | Brand | What happens | `statusCode` |',
    '| --- | --- | --- | --- |',
    ...cards.map(
      (card) =>
        `| \`${card.number}\` | ${brandNames[card.brand] ?? card.brand} | ${cell(card.outcome)} | \`${card.statusCode}\` |`,
    ),
  ].join('\n');
}

/** <TestAccounts method="…" /> as the same table in Markdown. */
function testAccountsMarkdown(method?: string): string {
  const sets = { bizum: bizumTestPhones, mbway: mbwayTestPhones, sepa: sepaTestIbans } as const;
  const rows = sets[method as keyof typeof sets];
  if (!rows) return '';
  return [
    `| ${method === 'sepa' ? 'IBAN' : 'Phone number'} | Outcome |`,
    '| --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.value}\` | ${cell(row.outcome)}${row.statusCode ? ` The payment becomes \`${row.status}\` (\`${row.statusCode}\`).` : ''} |`,
    ),
  ].join('\n');
}

/** Each component's text, given its attributes (`name="callbackTimeout"` → { name: 'callbackTimeout' }). */
const inlineText: Readonly<Record<string, (props: Record<string, string>) => string>> = {
  RetrySchedule: (props) => (props.format === 'table' ? retryTableMarkdown() : retryScheduleSentence()),
  AbandonedRedirect: abandonedRedirectText,
  TestCards: (props) => testCardsMarkdown(props.filter),
  TestAccounts: (props) => testAccountsMarkdown(props.method),
  WalletCredentials: () => walletCredentialsMarkdown((method) => methodCapability(method).name),
  ScaScope: (props) =>
    props.list === 'exemptions' || props.list === 'out-of-scope' ? scaListMarkdown(props.list) : '',
  StatusCodes: (props) => statusCodesMarkdown(props.filter, props.withTestData !== 'false'),
  ApiErrors: apiErrorsMarkdown,
  MethodCapabilities: (props) => methodCapabilitiesMarkdown(props.method),
  PaymentStatuses: paymentStatusesMarkdown,
  Fact: (props) => (props.name && props.name in inlineFacts ? inlineFacts[props.name as keyof typeof inlineFacts] : ''),
};

/**
 * The text a self-closing `<Name attr="…" />` stands for, or '' for components that are not data.
 * Attributes are strings (`filter="…"`) or JSX booleans (`withTestData={false}`, read as 'false').
 */
export function dataComponentText(name: string, attributes = ''): string {
  const props = Object.fromEntries(
    [...attributes.matchAll(/(\w+)=(?:"([^"]*)"|\{(true|false)\})/g)].map((match) => [match[1], match[2] ?? match[3]]),
  );
  return inlineText[name]?.(props as Record<string, string>) ?? '';
}
