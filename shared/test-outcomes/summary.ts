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
