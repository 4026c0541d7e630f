/**
 * The MDX elements that print a fact from data/: inside a sentence (`<Fact>`, `<RetrySchedule />`,
 * `<AbandonedRedirect />`, `<MethodRefunds method="…" />`) or as a block of their own (`<ScaScope>`,
 * `<WalletCredentials />`, `<TestCards>`, `<TestAccounts>`, `<CardBrands />`, `<ChargebackRoutes />`,
 * `<AccessLevels />`, `<StatusCodes>`, `<ApiErrorTypes />`, `<ApiErrors />`, `<MethodCapabilities>`, `<MethodRefunds />`,
 * `<PaymentStatuses />`, `<SubscriptionStatuses />`, `<SubscriptionTransitions />`, `<TestOutcomes />`: every
 * test input's default outcome, played by shared/test-outcomes).
 *
 * They are not React components: `plugins/facts-at-build` replaces each one in the page's syntax tree
 * with what `dataComponent` returns, at build, so no data ships to the browser; the Markdown copies
 * (`scripts/llms`) print the same thing through `dataComponentText`. One layout, two renderings that
 * cannot drift apart.
 */
import { restSecurity, sampleOptions } from '../config/site';
import { retryScheduleSentence } from '../data/webhook-delivery';
import { inlineFacts } from '../data/inline-facts';
import { abandonedRedirectText } from '../data/paymentStatuses';
import { refundDestination } from '../data/refunds';
import type { TestCardTag } from '../data/testData';
import { testOutcomesSummary } from './test-outcomes/lazy';
import {
  accessLevelsTable,
  apiErrorsTable,
  apiErrorTypesTable,
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
} from '../data/fact-tables';

/** What a data element stands for: inline Markdown (`code`, **strong**, [text](/path/)), a table or a list. */
export type DataBlock =
  { kind: 'inline'; text: string } | { kind: 'table'; table: FactTable } | { kind: 'list'; items: readonly string[] };

/** An element's attributes: strings (`filter="…"`) or JSX booleans (`withTestData={false}`, read as 'false'). */
export type DataProps = Readonly<Record<string, string | undefined>>;

const inline = (text: string): DataBlock => ({ kind: 'inline', text });
const table = (data: FactTable): DataBlock => ({ kind: 'table', table: data });
const list = (items: readonly string[]): DataBlock => ({ kind: 'list', items });

/** Each element's block given its attributes; undefined when the attributes name nothing in the data. */
const dataComponents: Readonly<Record<string, (props: DataProps) => DataBlock | undefined>> = {
  RetrySchedule: (props) => (props.format === 'table' ? table(retryScheduleTable()) : inline(retryScheduleSentence())),
  AbandonedRedirect: () => inline(abandonedRedirectText()),
  TestCards: (props) => table(testCardsTable(props.filter as TestCardTag | undefined)),
  TestAccounts: (props) =>
    props.method && props.method in testAccountSets
      ? table(testAccountsTable(props.method as keyof typeof testAccountSets))
      : undefined,
  WalletCredentials: () => table(walletCredentialsTable()),
  ScaScope: (props) =>
    props.list === 'exemptions' || props.list === 'out-of-scope' ? list(scaScopeList(props.list)) : undefined,
  StatusCodes: (props) =>
    table(
      statusCodesTable({
        filter: props.filter === 'subscription-retry' ? 'subscription-retry' : undefined,
        withTestData: props.withTestData !== 'false',
      }),
    ),
  AccessLevels: () => table(accessLevelsTable()),
  ApiErrors: () => table(apiErrorsTable()),
  ApiErrorTypes: () => table(apiErrorTypesTable()),
  CardBrands: () => table(cardBrandsTable()),
  ChargebackRoutes: () => list(chargebackRoutesList()),
  MethodCapabilities: (props) =>
    props.method ? list(methodCapabilityList(props.method)) : table(methodCapabilitiesTable()),
  MethodRefunds: (props) => (props.method ? inline(refundDestination(props.method)) : table(methodRefundsTable())),
  PaymentStatuses: () => table(paymentStatusesTable()),
  SubscriptionStatuses: () => table(subscriptionStatusesTable()),
  SubscriptionTransitions: () => table(subscriptionTransitionsTable()),
  TestOutcomes: () => table(testOutcomesSummary().defaultOutcomesTable({ ...sampleOptions, ...restSecurity })),
  Fact: (props) =>
    props.name && Object.hasOwn(inlineFacts, props.name)
      ? inline(inlineFacts[props.name as keyof typeof inlineFacts])
      : undefined,
};

/** The names of the data elements guides may use without an import. */
export const dataComponentNames: readonly string[] = Object.keys(dataComponents).sort();

export function isDataComponent(name: string): boolean {
  return Object.hasOwn(dataComponents, name);
}

/** The block a data element stands for, or undefined when its name or attributes name nothing. */
export function dataComponent(name: string, props: DataProps): DataBlock | undefined {
  return isDataComponent(name) ? dataComponents[name]!(props) : undefined;
}

/** A fact table as a Markdown table; its cells are inline Markdown already. */
export function markdownTable(data: FactTable): string {
  const cell = (text: string): string => text.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  return [
    line(data.columns.map((column) => column.label)),
    line(data.columns.map(() => '---')),
    ...data.rows.map((row) => line(row.cells)),
  ].join('\n');
}

/** A block as Markdown. */
export function dataBlockMarkdown(block: DataBlock): string {
  if (block.kind === 'inline') return block.text;
  if (block.kind === 'list') return block.items.map((item) => `- ${item}`).join('\n');
  return markdownTable(block.table);
}

/**
 * The Markdown a self-closing `<Name attr="…" />` stands for, or '' for elements that are not data
 * (the Markdown copies read the MDX source line by line).
 */
export function dataComponentText(name: string, attributes = ''): string {
  const props = Object.fromEntries(
    [...attributes.matchAll(/(\w+)=(?:"([^"]*)"|\{(true|false)\})/g)].map((match) => [match[1], match[2] ?? match[3]]),
  );
  const block = dataComponent(name, props);
  return block ? dataBlockMarkdown(block) : '';
}
