/**
 * MDX components that print a fact from src/data/ inside a sentence. The Markdown copy of a page
 * writes the same text in their place, so llms.txt and the `index.md` copies keep the fact instead
 * of dropping the component like other JSX.
 */
import { retryScheduleSentence } from '../../src/data/webhook-delivery';
import { inlineFacts } from '../../src/data/inline-facts';
import { abandonedRedirectText } from '../../src/data/paymentStatuses';
import { scaListMarkdown } from '../../src/data/sca';
import { walletCredentialsMarkdown } from '../../src/data/wallets';
import { methodCapability } from '../../src/data/methodCapabilities';

/** Each component's text, given its attributes (`name="callbackTimeout"` → { name: 'callbackTimeout' }). */
const inlineText: Readonly<Record<string, (props: Record<string, string>) => string>> = {
  RetrySchedule: (props) => (props.format === 'table' ? '' : retryScheduleSentence()),
  AbandonedRedirect: abandonedRedirectText,
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
