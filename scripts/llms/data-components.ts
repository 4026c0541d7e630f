/**
 * MDX components that print a fact from data/: inside a sentence (`<Fact>`, `<RetrySchedule />`,
 * `<AbandonedRedirect />`) or as a block of their own (`<ScaScope>`, `<WalletCredentials />`,
 * `<TestCards>`, `<TestAccounts>`, `<CardBrands />`, `<ChargebackRoutes />`, `<AccessLevels />`, `<StatusCodes>`, `<ApiErrors />`, `<MethodCapabilities>`, `<MethodRefunds>`,
 * `<PaymentStatuses />`, `<SubscriptionStatuses />`, `<SubscriptionTransitions />`; `<OutcomeExplorer />` prints its default story and every test input's default outcome). The Markdown copy of a page writes the same text in their place,
 * so llms.txt and the `index.md` copies keep the fact instead of dropping the component like other JSX.
 */
import { retryScheduleSentence } from '../../data/webhook-delivery';
import { inlineFacts } from '../../data/inline-facts';
import { abandonedRedirectText } from '../../data/paymentStatuses';
import { refundDestination } from '../../data/refunds';
import type { TestCardTag } from '../../data/testData';
import { site } from '../../config/site';
import { outcomeExplorerMarkdown } from '../../shared/test-outcomes/summary';
import {
  accessLevelsTable,
  apiErrorsTable,
  cardBrandsTable,
  chargebackRoutesList,
  methodCapabilitiesTable,
  methodCapabilityList,
  methodRefundsTable,
  paymentStatusesTable,
  subscriptionStatusesTable,
  subscriptionTransitionsTable,
  retryScheduleTable,
  scaScopeList,
  statusCodesTable,
  testAccountSets,
  testAccountsTable,
  testCardsTable,
  walletCredentialsTable,
  type FactTable,
} from '../../data/fact-tables';

/** A fact table (data/fact-tables.ts) as a Markdown table; its cells are inline Markdown already. */
function markdownTable(table: FactTable): string {
  const cell = (text: string): string => text.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  return [
    line(table.columns.map((column) => column.label)),
    line(table.columns.map(() => '---')),
    ...table.rows.map((row) => line(row.cells)),
  ].join('\n');
}

const markdownList = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

/** Each component's text, given its attributes (`name="callbackTimeout"` → { name: 'callbackTimeout' }). */
const inlineText: Readonly<Record<string, (props: Record<string, string>) => string>> = {
  RetrySchedule: (props) => (props.format === 'table' ? markdownTable(retryScheduleTable()) : retryScheduleSentence()),
  AbandonedRedirect: abandonedRedirectText,
  TestCards: (props) => markdownTable(testCardsTable(props.filter as TestCardTag | undefined)),
  TestAccounts: (props) =>
    props.method && props.method in testAccountSets
      ? markdownTable(testAccountsTable(props.method as keyof typeof testAccountSets))
      : '',
  WalletCredentials: () => markdownTable(walletCredentialsTable()),
  ScaScope: (props) =>
    props.list === 'exemptions' || props.list === 'out-of-scope' ? markdownList(scaScopeList(props.list)) : '',
  StatusCodes: (props) =>
    markdownTable(
      statusCodesTable({
        filter: props.filter === 'subscription-retry' ? 'subscription-retry' : undefined,
        withTestData: props.withTestData !== 'false',
      }),
    ),
  AccessLevels: () => markdownTable(accessLevelsTable()),
  ApiErrors: () => markdownTable(apiErrorsTable()),
  CardBrands: () => markdownTable(cardBrandsTable()),
  ChargebackRoutes: () => markdownList(chargebackRoutesList()),
  MethodCapabilities: (props) =>
    props.method ? markdownList(methodCapabilityList(props.method)) : markdownTable(methodCapabilitiesTable()),
  MethodRefunds: (props) => (props.method ? refundDestination(props.method) : markdownTable(methodRefundsTable())),
  PaymentStatuses: () => markdownTable(paymentStatusesTable()),
  SubscriptionStatuses: () => markdownTable(subscriptionStatusesTable()),
  SubscriptionTransitions: () => markdownTable(subscriptionTransitionsTable()),
  OutcomeExplorer: () =>
    outcomeExplorerMarkdown(
      { baseUrl: site.restBaseUrl, secretKey: site.sampleSecretKey, secretKeyEnvVar: site.secretKeyEnvVar },
      markdownTable,
    ),
  // Interactive only: the copy says where it is.
  SignatureChecker: () =>
    'The checker is a form on the [web page](/guides/verify-signature/#check-a-signature-in-your-browser); it runs in the browser and sends nothing.',
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
