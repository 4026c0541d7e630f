/**
 * Every test input's default outcome (paid with `SALE`, nothing after it) as one table: what the
 * outcome explorer's page renders at build, readable without JavaScript, and what its Markdown copy
 * prints (scripts/llms/data-components.ts), from the same rows.
 */
import { methodNames } from '../../data/methodCapabilities';
import { statusCodeAnchor } from '../../data/statusCodes';
import type { FactTable } from '../../data/fact-tables';
import { testInputs } from './inputs';
import { playOutcome, type SiteOptions } from './outcome';
import { replayScript } from './replay';
import { choiceToSearch, defaultChoice } from './url';

/** The explorer's route; a row links to its own choice there. */
export const outcomeExplorerRoute = '/testing/outcome-explorer/';

export function defaultOutcomesTable(site: SiteOptions): FactTable {
  return {
    columns: [
      { label: 'Test input', rowHeader: true, keepCodeWhole: true },
      { label: 'Method' },
      { label: 'Statuses' },
      { label: 'Ends with' },
    ],
    rows: testInputs.map((input) => {
      const choice = { ...defaultChoice, input };
      const outcome = playOutcome(choice, site);
      const code = outcome.payment.statusCode;
      const shown = input.kind === 'card' ? input.card.number : input.value;
      return {
        key: `${input.kind}:${input.value}`,
        cells: [
          `[\`${shown}\`](${outcomeExplorerRoute}${choiceToSearch(choice)})`,
          methodNames([input.method]),
          outcome.statuses.map((status) => `\`${status}\``).join(' → '),
          typeof code === 'string'
            ? `\`statusCode\` [\`${code}\`](/errors/#${statusCodeAnchor(code)})`
            : `no \`statusCode\` (\`${String(outcome.payment.status)}\`)`,
        ],
      };
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
