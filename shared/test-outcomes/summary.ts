/**
 * Every test input's default outcome (paid with `SALE` at your checkout, nothing after it) as one
 * table, with a second row for a card that ends otherwise when your server charges it without the
 * customer: what the outcome explorer's page renders at build, readable without JavaScript, and what
 * its Markdown copy prints, from the same rows.
 */
import { methodNames } from '../../data/methodCapabilities';
import { statusCodeAnchor } from '../../data/statusCodes';
import type { FactTable } from '../../data/fact-tables';
import type { Choice } from './choices';
import { chargeableWithoutCustomer, testInputs } from './inputs';
import { playOutcome, type SiteOptions } from './outcome';
import { replayScript } from './replay';
import { choiceToSearch } from './choices';
import { defaultChoice } from './url';

/** The explorer's route; a row links to its own choice there. */
export const outcomeExplorerRoute = '/testing/outcome-explorer/';

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
  return {
    columns: [
      { label: 'Test input', rowHeader: true, keepCodeWhole: true },
      { label: 'Method' },
      { label: 'Statuses' },
      { label: 'Ends with' },
    ],
    rows: testInputs.flatMap((input) => {
      const atCheckout = row({ ...defaultChoice, input });
      if (!chargeableWithoutCustomer(input)) return [atCheckout];
      const withoutCustomer = row({ ...defaultChoice, input, initiator: 'merchant' });
      const ends = (cells: string[]): string => cells.slice(2).join();
      return ends(withoutCustomer.cells) === ends(atCheckout.cells) ? [atCheckout] : [atCheckout, withoutCustomer];
    }),
  };
}

/** The headings the explorer renders, which its Markdown copy repeats (each h2 and h3 of a page is in its copy). */
export const explorerHeadings = {
  outcome: 'The outcome',
  replay: 'Replay the whole story',
  links: 'Read more about this outcome',
  everyInput: 'Every test input, paid and left alone',
} as const;

/** The explorer as its Markdown copy prints it: the default story, then every input's default outcome. */
export function outcomeExplorerMarkdown(site: SiteOptions, table: (facts: FactTable) => string): string {
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
    '',
    `## ${explorerHeadings.everyInput}`,
    '',
    table(defaultOutcomesTable(site)),
  ].join('\n');
}
