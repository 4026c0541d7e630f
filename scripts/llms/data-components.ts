/**
 * MDX components that print a fact from src/data/: inside a sentence (`<Fact>`, `<RetrySchedule />`,
 * `<AbandonedRedirect />`) or as a block of their own (`<ScaScope>`, `<WalletCredentials />`,
 * `<TestCards>`, `<TestAccounts>`). The Markdown copy of a page writes the same text in their place,
 * so llms.txt and the `index.md` copies keep the fact instead of dropping the component like other JSX.
 */
import { humanDuration, retryScheduleSentence, webhookDelivery } from '../../src/data/webhook-delivery';
import { inlineFacts } from '../../src/data/inline-facts';
import { abandonedRedirectText } from '../../src/data/paymentStatuses';
import { scaListMarkdown } from '../../src/data/sca';
import { walletCredentialsMarkdown } from '../../src/data/wallets';
import { methodCapability } from '../../src/data/methodCapabilities';
import { bizumTestPhones, mbwayTestPhones, sepaTestIbans, testCards, type TestCardTag } from '../../src/data/testData';

const brandNames: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
};
const cell = (text: string): string => text.replace(/\|/g, '\\|');

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
  Fact: (props) => (props.name && props.name in inlineFacts ? inlineFacts[props.name as keyof typeof inlineFacts] : ''),
};

/** The text a self-closing `<Name attr="…" />` stands for, or '' for components that are not data. */
export function dataComponentText(name: string, attributes = ''): string {
  const props = Object.fromEntries([...attributes.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
  return inlineText[name]?.(props as Record<string, string>) ?? '';
}
