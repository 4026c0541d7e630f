/**
 * What the build computes for the outcome explorer's page: the picker's inputs and the default story,
 * which the page hydrates from (`explorerSeed`, given to `<OutcomeExplorer />` by
 * plugins/outcome-explorer-seed); every input's default outcome as one table (`<TestOutcomes />`, a
 * data element); and the page's Markdown copy. The browser plays another story with `shownFor`.
 */
import { methodNames } from '../../data/methodCapabilities';
import { statusCodeAnchor } from '../../data/statusCodes';
import type { FactTable } from '../../data/fact-tables';
import {
  choiceToSearch,
  explorerHeadings,
  type Choice,
  type ExplorerSeed,
  type PickerInput,
  type Shown,
} from './choices';
import { chargeableWithoutCustomer, supportsAuth, testInputs, type TestInput } from './inputs';
import { playOutcome, type SiteOptions } from './outcome';
import { replayScript } from './replay';
import { choiceFromSearch, defaultChoice } from './url';

/** An input as the picker offers it. */
export function pickerInput(input: TestInput): PickerInput {
  return {
    kind: input.kind,
    value: input.value,
    label: input.label,
    outcome: input.outcome.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'),
    group: methodNames([input.method]),
    auth: supportsAuth(input),
    withoutCustomer: chargeableWithoutCustomer(input),
  };
}

/** What the page shows for a query string: the build's for `''`, the browser's for the reader's URL. */
export function shownFor(search: string, site: SiteOptions): Shown {
  const { choice, problems } = choiceFromSearch(search);
  return { choice: { ...choice, input: pickerInput(choice.input) }, outcome: playOutcome(choice, site), problems };
}

/** What the build gives the page, so that it hydrates without the code that plays a story. */
export function explorerSeed(site: SiteOptions): ExplorerSeed {
  return { inputs: testInputs.map(pickerInput), shown: shownFor('', site) };
}

/** The explorer's route; a row links to its own choice there. */
export const outcomeExplorerRoute = '/testing/outcome-explorer/';

/**
 * Every test input's default outcome (paid with `SALE` at your checkout, nothing after it), then a
 * row for each card that ends otherwise when your server charges it without the customer.
 */
export function defaultOutcomesTable(site: SiteOptions): FactTable {
  const row = (choice: Choice) => {
    const { input } = choice;
    const outcome = playOutcome(choice, site);
    const code = outcome.payment.statusCode;
    const shown = input.kind === 'card' ? input.card.number : input.value;
    const link = `[\`${shown}\`](${outcomeExplorerRoute}${choiceToSearch(choice)})`;
    return {
      key: `${input.kind}:${input.value}:${choice.initiator}`,
      cells: [
        choice.initiator === 'merchant' ? `${link}, charged without the customer` : link,
        methodNames([input.method]),
        outcome.statuses.map((status) => `\`${status}\``).join(' → '),
        typeof code === 'string'
          ? `\`statusCode\` [\`${code}\`](/errors/#${statusCodeAnchor(code)})`
          : `no \`statusCode\` (\`${String(outcome.payment.status)}\`)`,
      ],
    };
  };
  const atCheckout = testInputs.map((input) => row({ ...defaultChoice, input }));
  const ends = (cells: string[]): string => cells.slice(2).join();
  const withoutCustomer = testInputs.flatMap((input, index) => {
    if (!chargeableWithoutCustomer(input)) return [];
    const charged = row({ ...defaultChoice, input, initiator: 'merchant' });
    return ends(charged.cells) === ends(atCheckout[index]!.cells) ? [] : [charged];
  });
  return {
    columns: [
      { label: 'Test input', rowHeader: true, keepCodeWhole: true },
      { label: 'Method' },
      { label: 'Statuses' },
      { label: 'Ends with' },
    ],
    rows: [...atCheckout, ...withoutCustomer],
  };
}

/** The explorer as its Markdown copy prints it: the default story (the page's `<TestOutcomes />` prints the table). */
export function outcomeExplorerMarkdown(site: SiteOptions): string {
  const outcome = playOutcome(defaultChoice, site);
  const steps = outcome.steps.map((step, index) => {
    const lines = [`${index + 1}. ${step.at.replace('T', ' ').replace('Z', ' UTC')}, ${step.actor}: ${step.text}`];
    if (step.call) {
      const { response } = step.call;
      lines.push(
        `   Request: \`POST ${step.call.path}\` ([${step.call.operationId}](/apis/rest/${step.call.operationId}/)); answer: HTTP ${response.status}.`,
      );
    }
    for (const delivery of step.deliveries)
      lines.push(`   Pagora sends ${delivery.eventType ? `the \`${delivery.eventType}\` event` : 'a callback'}.`);
    return lines.join('\n');
  });
  return [
    `## ${explorerHeadings.outcome}`,
    '',
    `With \`${defaultChoice.input.value}\`: ${defaultChoice.input.outcome}`,
    '',
    `Statuses: ${outcome.statuses.map((status) => `\`${status}\``).join(' → ')}.`,
    '',
    ...steps,
    '',
    `### ${explorerHeadings.replay}`,
    '',
    '```bash',
    replayScript(outcome),
    '```',
    '',
    `### ${explorerHeadings.links}`,
    '',
    ...outcome.links.map((link) => `- [${link.label}](${link.href})`),
  ].join('\n');
}
