/**
 * `play_test_outcome`: what happens with a test input and an action, the story the outcome explorer
 * shows (shared/test-outcomes), with the request samples in one language and absolute URLs.
 * `explain_error`: the errors reference's row for an error body or code (shared/errors-reference.ts).
 * Both are generated from the data bundled with this server, the same the site is built from.
 */
import { restSecurity, sampleOptions } from '../../config/site';
import { explainError, knownErrorNames, type ErrorsReferenceRow } from '../../shared/errors-reference';
import type { SampleLanguage } from '../../shared/rest-samples';
import {
  choiceToSearch,
  type FollowUp,
  type Initiator,
  type TransactionType,
} from '../../shared/test-outcomes/choices';
import {
  chargeableWithoutCustomer,
  findInputByValue,
  supportsAuth,
  testInputs,
} from '../../shared/test-outcomes/inputs';
import { playOutcome } from '../../shared/test-outcomes/outcome';
import { replayScript } from '../../shared/test-outcomes/replay';
import { outcomeExplorerRoute } from '../../shared/test-outcomes/summary';
import { closestNames } from './closest';
import type { PublishedSite } from './published-site';
import { ToolError } from './tool-error';

export { followUps, initiators, transactionTypes } from '../../shared/test-outcomes/choices';

export function playTestOutcome(
  site: PublishedSite,
  args: {
    input: string;
    transactionType: TransactionType;
    initiatedBy: Initiator;
    action: FollowUp;
    language: SampleLanguage;
  },
) {
  const input = findInputByValue(args.input);
  if (!input) {
    const names = testInputs.map((candidate) => (candidate.kind === 'card' ? candidate.card.number : candidate.value));
    throw new ToolError(
      `No test input "${args.input}". Closest: ${closestNames(args.input, names).join(', ')}. ` +
        'Give a test card number, a Bizum or MB WAY test phone (+34700000001), a SEPA test IBAN, or a PayPal sandbox outcome (approve, cancel).',
    );
  }
  if (args.transactionType === 'AUTH' && !supportsAuth(input))
    throw new ToolError(`transaction_type AUTH is for cards only; ${input.method} payments are SALE.`);
  if (args.initiatedBy === 'merchant' && !chargeableWithoutCustomer(input))
    throw new ToolError(
      `initiated_by merchant charges a saved card without the customer: ${args.input} is not one (only a card whose payment with the customer succeeds is saved).`,
    );
  if (args.initiatedBy === 'merchant' && args.transactionType === 'AUTH')
    throw new ToolError('initiated_by merchant (payments-recurring) is always a SALE.');
  const choice = {
    input,
    transactionType: args.transactionType,
    followUp: args.action,
    initiator: args.initiatedBy,
  };
  const outcome = playOutcome(choice, { ...sampleOptions, ...restSecurity });
  return {
    input: { kind: input.kind, value: input.value, method: input.method, outcome: input.outcome },
    transactionType: choice.transactionType,
    initiatedBy: choice.initiator,
    action: choice.followUp,
    explorerUrl: site.url(`${outcomeExplorerRoute}${choiceToSearch(choice)}`),
    statuses: outcome.statuses,
    payment: outcome.payment,
    steps: outcome.steps.map((step) => ({
      at: step.at,
      actor: step.actor,
      what: step.text,
      ...(step.status ? { status: step.status } : {}),
      ...(step.call
        ? {
            request: {
              operationId: step.call.operationId,
              method: step.call.method,
              path: step.call.path,
              body: step.call.body,
              sample: { language: args.language, code: step.call.samples[args.language] },
            },
            answer: { httpStatus: step.call.response.status, body: step.call.response.body },
          }
        : {}),
      deliveries: step.deliveries.map((delivery) => ({
        kind: delivery.kind,
        ...(delivery.eventType ? { eventType: delivery.eventType } : {}),
        url: delivery.url,
        headers: Object.fromEntries(delivery.headers),
        body: delivery.body,
      })),
    })),
    replayScript: replayScript(outcome),
    links: outcome.links.map((link) => ({ label: link.label, url: site.url(link.href) })),
  };
}

export function explainErrorAnswer(site: PublishedSite, input: string): Array<ErrorsReferenceRow & { url: string }> {
  const rows = explainError(input);
  if (rows.length === 0)
    throw new ToolError(
      `Nothing in "${input.slice(0, 200)}" is an error code, error type or statusCode the errors reference explains. ` +
        `Closest: ${closestNames(input, knownErrorNames()).join(', ')}. Give the error body, its code (INVALID_STATUS) or a payment statusCode (102).`,
    );
  return rows.map(
    ({ route, ...row }) => ({ ...row, route, url: site.url(route) }) as ErrorsReferenceRow & { url: string },
  );
}
