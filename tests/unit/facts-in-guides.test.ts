/**
 * Guides against data/: a payments fact a guide still states by hand either matches the data
 * or is gone. Tables of test cards, decline codes and capabilities must be rendered from the data
 * (<TestCards />, <StatusCodes />, <MethodCapabilities />); prose that names a test card, phone,
 * code, capability, limit or error must agree with it. Each check names file and line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assertInputObjectType } from 'graphql';
import path from 'node:path';
import { codeBlocks, graphqlSchema, guideFiles, openapi, root } from './support/sources';
import { statusCodeFact, statusCodes } from '../../data/statusCodes';
import {
  bizumTestPhones,
  mbwayTestPhones,
  multibancoTestPaidAfterSeconds,
  sepaTestIbans,
  testCards,
} from '../../data/testData';
import {
  currencies,
  methodCapabilities,
  methodNames,
  paymentExpiry,
  scalarCapabilityFields,
  shortMethodName,
  unavailableMethodError,
  type PaymentMethodName,
} from '../../data/methodCapabilities';
import { scaExemptions, scaOutOfScope } from '../../data/sca';
import { walletCredentials } from '../../data/wallets';
import {
  defaultSettlementDelayBusinessDays,
  manualPayoutsPerCurrencyPerDay,
  maxSettlementDelayBusinessDays,
  minPayoutAmount,
  payoutTimesMadrid,
  sepaPayoutCurrencies,
} from '../../data/payouts';
import { chargebackAlertRefund } from '../../data/chargebackAlerts';
import { apiErrorCodes, apiErrorTypes, idempotency, rateLimits } from '../../data/apiErrors';
import { inlineFactNames, inlineFacts, type InlineFactName } from '../../data/inline-facts';
import { publishedTestSigningSecret, webhookDelivery } from '../../data/webhook-delivery';
import {
  abandonedRedirect,
  abandonedRedirectText,
  authorizationHoldDays,
  paymentStatusNames,
  subscriptionStatusNames,
} from '../../data/paymentStatuses';
import { mdxToMarkdown } from '../../scripts/llms/mdx-to-markdown';
import { maskPhone, maskedPhonePattern } from '../../data/masking';
import { refundDestinations } from '../../data/refunds';
import { disputeRoutes, methodsWithDisputeRoute } from '../../data/chargebacks';
import { accessLevelNames } from '../../data/accessLevels';
import { accessLevelsTable, subscriptionTransitionsTable } from '../../data/fact-tables';
import { retryScheduleLiteral, subscriptionRetries } from '../../data/subscriptions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

interface Line {
  where: string;
  text: string;
  inCode: boolean;
}

/** Every line of every guide (and the two hand-written reference landing pages), outside front matter. */
function guideLines(): Line[] {
  const files = [...guideFiles(), path.join(root, 'apis/rest/index.mdx'), path.join(root, 'apis/graphql/index.mdx')];
  return files.flatMap((file) => {
    let inCode = false;
    let frontMatter = 0;
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        if (index === 0 && text === '---') frontMatter = 1;
        else if (frontMatter === 1 && text === '---') {
          frontMatter = 2;
          return [];
        }
        if (frontMatter === 1) return [];
        if (/^\s*(```|~~~)/.test(text)) inCode = !inCode;
        return [{ where: `${path.relative(root, file)}:${index + 1}`, text, inCode }];
      });
  });
}

const lines = guideLines();
const prose = lines.filter((line) => !line.inCode);
/** Sentences of prose lines (a table row counts as one sentence). */
const sentences = prose.flatMap((line) =>
  line.text.startsWith('|')
    ? [{ ...line }]
    : line.text.split(/(?<=[.!?])\s+(?=[A-Z`[*])/).map((text) => ({ ...line, text })),
);
const negation = /\b(not|never|no|don't|can't|cannot|isn't|won't|without)\b/i;

function report(problems: string[], what: string): void {
  assert.deepEqual(problems, [], `${problems.length} ${what}`);
}

test('the checks see the guides', () => {
  assert.ok(prose.length > 3000, `only ${prose.length} prose lines found`);
});

const cardNumber = /\b(\d{4} \d{4} \d{4} \d{3,4}|\d{15,16})\b/g;
const digits = (text: string) => text.replace(/ /g, '');

test('every test card a guide names is in data/testData.ts, with the same statusCode', () => {
  const problems: string[] = [];
  for (const { where, text } of lines) {
    const matches = [...text.matchAll(cardNumber)];
    matches.forEach((match, index) => {
      const card = testCards.find((candidate) => digits(candidate.number) === digits(match[1]!));
      if (!card) {
        if (/^4571|^5454|^3742/.test(digits(match[1]!))) problems.push(`${where}: ${match[1]} is not a test card`);
        return;
      }
      // The statusCodes written right after the card, up to the next card or the end of the clause.
      const end = matches[index + 1]?.index ?? text.length;
      const clause = text.slice(match.index! + match[1]!.length, end).split(/[;.](\s|$)|\),|\| *$/)[0] ?? '';
      const allowed = new Set([card.statusCode, '000', ...(card.threeDSecure === 'challenge' ? ['110'] : [])]);
      for (const code of clause.matchAll(/`(\d{3})`/g)) {
        if (!allowed.has(code[1]!)) problems.push(`${where}: ${card.number} gives ${card.statusCode}, not ${code[1]}`);
      }
      if (card.statusCode !== '000' && /\bsucceeds\b/.test(clause.split(/,/)[0] ?? '') && card.statusCode !== '112') {
        problems.push(`${where}: ${card.number} is declined (${card.statusCode}); the guide says it succeeds`);
      }
      if (/^\| *`?\d{4} \d{4}/.test(text.trim())) {
        problems.push(`${where}: a table of test cards written by hand; render <TestCards filter="..." />`);
      }
    });
  }
  report(problems, 'test card statements disagree with data/testData.ts');
});

test('every test phone and IBAN a guide names is in data/testData.ts, with the same outcome', () => {
  const accounts = [...bizumTestPhones, ...mbwayTestPhones, ...sepaTestIbans];
  const problems: string[] = [];
  for (const { where, text } of lines) {
    for (const match of text.matchAll(/(\+3[45]1?\d{9})|\b(ES\d{22})\b/g)) {
      const value = match[0];
      const account = accounts.find((candidate) => candidate.value === value);
      if (!account) {
        if (/^\+34700|^\+351910|^ES(91|79)21/.test(value)) problems.push(`${where}: ${value} is not test data`);
        continue;
      }
      const clause = text.slice(match.index! + value.length).split(/\+3|ES\d{4}|[;.](\s|$)|\),/)[0] ?? '';
      for (const code of clause.matchAll(/`(\d{3})`/g)) {
        if (code[1] !== account.statusCode) {
          problems.push(`${where}: ${value} gives ${account.statusCode ?? 'no code'}, not ${code[1]}`);
        }
      }
      if (text.trimStart().startsWith('|') && /^\| *`(\+|ES)/.test(text.trim())) {
        problems.push(`${where}: a table of test data written by hand; render <TestAccounts method="..." />`);
      }
    }
  }
  report(problems, 'test data statements disagree with data/testData.ts');
});

test('no guide writes the statusCode catalogue by hand, and hard declines are never called retryable', () => {
  const known = new Set(statusCodes.map((fact) => fact.code));
  const problems: string[] = [];
  for (const { where, text } of prose) {
    const first = /^\| *`(\d{3})` *\|/.exec(text.trim());
    if (first && known.has(first[1]!)) {
      problems.push(`${where}: statusCode table written by hand; render <StatusCodes />`);
    }
  }
  const retryableSoft = statusCodes.filter((fact) => fact.kind === 'soft' && fact.retryable);
  for (const { where, text } of sentences) {
    if (/\bonly decline\b/i.test(text) && /retry|again/i.test(text) && retryableSoft.length > 1) {
      problems.push(`${where}: ${retryableSoft.map((fact) => fact.code).join(', ')} can all succeed on a retry`);
    }
    const codes = [...text.matchAll(/`(\d{3})`/g)].map((match) => match[1]!).filter((code) => known.has(code));
    const hard = codes.filter((code) => statusCodeFact(code).kind === 'hard');
    if (
      hard.length > 0 &&
      codes.length === hard.length &&
      /\b(safe to retry|retry it|retries it|try again later)\b/i.test(text) &&
      !negation.test(text)
    ) {
      problems.push(`${where}: ${hard.join(', ')} are hard declines and must not be retried`);
    }
  }
  report(problems, 'decline statements disagree with data/statusCodes.ts');
});

test('no guide writes what the payment or subscription statuses mean, or how they change, by hand', () => {
  // A table headed "Meaning" whose rows are most of one status enum, and nothing else, is the data's
  // table: <PaymentStatuses /> or <SubscriptionStatuses />. A table of another object's statuses
  // (payouts: `PAID`, `IN_TRANSIT`) or of a few statuses in another sense (what Pagora JS resolves
  // with) stays.
  const enums = [paymentStatusNames, subscriptionStatusNames].map((names) => new Set<string>(names));
  const problems: string[] = [];
  const check = (table: { where: string; header: string[]; firsts: string[] }): void => {
    // A From/To table whose rows start from statuses is the transitions table: <PaymentStatuses />
    // (its "Can become" column) or <SubscriptionTransitions />.
    const fromStatuses = table.firsts.flatMap((cell) => [...cell.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!));
    if (
      /^from$/i.test(table.header[0] ?? '') &&
      /^(to|can become)$/i.test(table.header[1] ?? '') &&
      enums.some((names) => fromStatuses.length > 0 && fromStatuses.every((status) => names.has(status)))
    ) {
      problems.push(
        `${table.where}: status transitions written by hand; render <PaymentStatuses /> or <SubscriptionTransitions />`,
      );
      return;
    }
    if (!/^meaning$/i.test(table.header[1] ?? '') || table.firsts.length === 0) return;
    const statuses = table.firsts.map((cell) => /^`([A-Z_]+)`$/.exec(cell)?.[1] ?? '');
    const written = enums.find(
      (names) => statuses.every((status) => names.has(status)) && statuses.length * 2 > names.size,
    );
    if (written)
      problems.push(
        `${table.where}: a table of what the statuses mean, written by hand; render <PaymentStatuses /> or <SubscriptionStatuses />`,
      );
  };
  let table: { where: string; header: string[]; firsts: string[] } | null = null;
  for (const { where, text } of prose) {
    if (!text.startsWith('|')) {
      if (table) check(table);
      table = null;
      continue;
    }
    const cells = text
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!table) table = { where, header: cells, firsts: [] };
    else if (!/^:?-+:?$/.test(cells[0] ?? '')) table.firsts.push(cells[0] ?? '');
  }
  if (table) check(table);
  report(problems, 'status tables written by hand');
});

test('a 3-D Secure challenge left unfinished is FAILED with 111 at failUrl, in guides, specs, contract and data', () => {
  // Abandoning the issuer's challenge (closing it, letting it time out) is not an abandoned redirect
  // step: the attempt failed. A sentence about it must not send the customer to `cancelUrl` or leave
  // the payment `PENDING`, and "their bank's page" (the challenge screen) is no redirect step.
  const unfinishedChallenge =
    /(3-D Secure|challenge)[^.]*\b(abandon\w*|time[sd]? out|timed out|not (completed|finished?)|unanswered|closes?)\b|\b(abandon\w*|closes?)\b[^.]*\b(3-D Secure|challenge)/i;
  const contract = readFileSync(path.join(root, 'openapi/API-CONTRACT.md'), 'utf8');
  const specTexts = [
    ...contract.split('\n').map((text, index) => ({ where: `openapi/API-CONTRACT.md:${index + 1}`, text })),
    ...readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `openapi/openapi.yaml:${index + 1}`, text })),
    ...readFileSync(path.join(root, 'graphql/schema.graphql'), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `graphql/schema.graphql:${index + 1}`, text })),
    ...statusCodes.map((fact) => ({
      where: `data/statusCodes.ts ${fact.code}`,
      text: `${fact.meaning} ${fact.advice}`,
    })),
  ];
  const problems: string[] = [];
  for (const { where, text } of [
    ...sentences,
    ...specTexts.flatMap((item) => splitSentences(item.text).map((text) => ({ ...item, text }))),
  ]) {
    if (!unfinishedChallenge.test(text) || /PayPal|payment page/.test(text)) continue;
    if (/`cancelUrl`|`PENDING`/.test(text))
      problems.push(`${where}: an unfinished challenge is not PENDING at cancelUrl: ${text.slice(0, 160)}`);
  }
  for (const { where, text } of specTexts.flatMap((item) =>
    splitSentences(item.text).map((text) => ({ ...item, text })),
  )) {
    if (/their bank's page|redirect step \(PayPal, their bank\)/.test(text))
      problems.push(`${where}: "their bank's page" reads as the issuer's challenge: ${text.slice(0, 160)}`);
  }
  const unfinished = statusCodeFact('111');
  assert.deepEqual(unfinished.statuses, ['FAILED']);
  assert.match(unfinished.advice, /`failUrl`/);
  assert.equal(abandonedRedirect.returnUrlField, 'cancelUrl');
  report(problems, 'unfinished 3-D Secure challenges described as abandoned redirects');
});

test('guides state the one outcome of an abandoned redirect step', () => {
  const abandon =
    /\b(abandon\w*|went back to checkout|goes back to checkout|cancels? (and return )?on the PayPal page|canceled on the PayPal page|cancel on the PayPal page)/i;
  const problems: string[] = [];
  for (const { where, text } of sentences) {
    if (!abandon.test(text) || /Not used/.test(text)) continue;
    if (/<AbandonedRedirect \/>/.test(text)) continue;
    const statuses = [...text.matchAll(/`(PENDING|FAILED|CANCELED|EXPIRED|SUCCEEDED)`/g)].map((match) => match[1]!);
    const allowed: string[] = [abandonedRedirect.status, abandonedRedirect.finalStatus];
    const wrong = statuses.filter((status) => !allowed.includes(status));
    if (wrong.length > 0 && !/`111`|3-D Secure|challenge/.test(text)) {
      problems.push(
        `${where}: an abandoned redirect leaves the payment ${abandonedRedirect.status}, not ${wrong.join(', ')}`,
      );
    }
    if (/`failUrl`/.test(text))
      problems.push(`${where}: an abandoned redirect returns to ${abandonedRedirect.returnUrlField}`);
  }
  // `401` is a rejection in the customer's app; the methods it names are the only ones.
  const rejecting = statusCodeFact('401').meaning;
  for (const { where, text } of sentences) {
    if (!/`401`/.test(text) || /HTTP `?401|UNAUTHORIZED/.test(text)) continue;
    for (const capability of methodCapabilities) {
      if (
        new RegExp(`\\b${capability.name}\\b`).test(text) &&
        !rejecting.includes(capability.name) &&
        !/statusCode`? `401`.*Bizum|Bizum.*`401`/.test(text)
      ) {
        problems.push(
          `${where}: statusCode 401 is a rejection in ${rejecting.replace(/.*\((.*)\).*/, '$1')}, not ${capability.name}`,
        );
      }
    }
  }
  report(problems, 'abandon statements disagree with data/paymentStatuses.ts');
});

test('capabilities, limits and lifetimes a guide states agree with data/methodCapabilities.ts', () => {
  const problems: string[] = [];
  for (const { where, text } of sentences) {
    for (const capability of methodCapabilities) {
      if (!new RegExp(`\\b${capability.name}\\b`).test(text)) continue;
      if (!capability.supportsRefunds && /\brefund/i.test(text) && !negation.test(text)) {
        problems.push(`${where}: ${capability.name} payments cannot be refunded through Pagora`);
      }
      if (capability.maxAmount === null && /EUR [\d.,]+ to (EUR )?[\d.,]+/.test(text)) {
        problems.push(`${where}: Pagora publishes no amount range for ${capability.name}`);
      }
    }
    if (
      /^\|[^|]*`(CARD|APPLE_PAY|GOOGLE_PAY|CLICK_TO_PAY|BIZUM|PAYPAL|MBWAY|MULTIBANCO|SEPA_REQUEST_TO_PAY|EURM)`[^|]*\|.*\| (Yes|No) \|/.test(
        text.trim(),
      )
    ) {
      problems.push(`${where}: a capability table written by hand; render <MethodCapabilities />`);
    }
    if (/`?expireAt`?|lifetime|approval window|countdown/i.test(text)) {
      for (const match of text.matchAll(/\b(\d+)[ -]minutes?\b/g)) {
        if (Number(match[1]) < paymentExpiry.minMinutes) {
          problems.push(
            `${where}: ${match[1]} minutes is below the shortest expireAt (${paymentExpiry.minMinutes} minutes)`,
          );
        }
      }
    }
    if (/\b(not enabled|isn't enabled|cannot take the payment's currency|is not in EUR)\b/.test(text)) {
      const status = /\b(?:HTTP )?`?(4\d\d)`?\s*`?[A-Z_]+`?/.exec(text);
      if (
        status &&
        Number(status[1]) !== unavailableMethodError.status &&
        /paymentMethods|method|PayPal|Bizum|SEPA/i.test(text)
      ) {
        problems.push(
          `${where}: an unavailable method is answered with ${unavailableMethodError.status}, not ${status[1]}`,
        );
      }
    }
  }
  // On the page about a method that cannot be refunded, every refund step must be a negative one.
  for (const file of guideFiles()) {
    const source = readFileSync(file, 'utf8');
    const title = /^title: (.*)$/m.exec(source)?.[1] ?? '';
    for (const capability of methodCapabilities.filter((candidate) => !candidate.supportsRefunds)) {
      if (!title.includes(capability.name)) continue;
      for (const { where, text } of sentences.filter((sentence) =>
        sentence.where.startsWith(path.relative(root, file)),
      )) {
        if (/payments-refund\/|\*\*Refund\*\*/.test(text) && !negation.test(text)) {
          problems.push(`${where}: ${capability.name} payments cannot be refunded through Pagora`);
        }
      }
    }
  }
  for (const { where, text } of sentences) {
    for (const capability of methodCapabilities.filter((candidate) => candidate.maxAmount === null)) {
      if (
        new RegExp(`\\b${capability.name}\\b`).test(text) &&
        /`maxAmount` of `\d+`/.test(text) &&
        !negation.test(text)
      ) {
        problems.push(`${where}: Pagora sets no maxAmount for ${capability.name}`);
      }
    }
  }
  for (const { where, text } of lines) {
    if (/\b(tokenizationSupported|recurringSupported)\b/.test(text)) {
      problems.push(`${where}: the capability fields are supportsTokenization and supportsRecurring`);
    }
  }
  report(problems, 'capability statements disagree with data/methodCapabilities.ts');
});

test('JSON samples of payment methods and errors in guides agree with the data', () => {
  const problems: string[] = [];
  const files = [...guideFiles(), path.join(root, 'apis/rest/index.mdx'), path.join(root, 'apis/graphql/index.mdx')];
  for (const block of files.flatMap((file) => codeBlocks(file)).filter((block) => block.lang === 'json')) {
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      continue;
    }
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const object = node as Obj;
      if ('supportsRefunds' in object || 'supportsRecurring' in object) {
        const capability = methodCapabilities.find((candidate) => candidate.paymentMethod === object.paymentMethod);
        if (!capability) problems.push(`${block.file}:${block.line}: a method without \`paymentMethod\``);
        else {
          for (const field of scalarCapabilityFields) {
            if (field in object && object[field] !== capability[field]) {
              problems.push(
                `${block.file}:${block.line}: ${capability.paymentMethod}.${field} is ${String(capability[field])}`,
              );
            }
          }
        }
      }
      const errorType = apiErrorTypes.find((candidate) => candidate.type === object.type);
      if (errorType && typeof object.requestId === 'string') {
        const code = apiErrorCodes.find((candidate) => candidate.code === object.code);
        if (!code || code.type !== errorType.type)
          problems.push(`${block.file}:${block.line}: error body without a ${errorType.type} code`);
      }
      const extensions = object.extensions as Obj | undefined;
      if (extensions && typeof extensions.requestId === 'string') {
        const code = apiErrorCodes.find((candidate) => candidate.code === extensions.code);
        if (!code || code.type !== extensions.type)
          problems.push(`${block.file}:${block.line}: GraphQL error without type and code`);
      }
      Object.values(object).forEach(visit);
    };
    visit(value);
  }
  report(problems, 'JSON samples disagree with data/');
});

test('error statuses, types and codes named in guides are those of data/apiErrors.ts', () => {
  const problems: string[] = [];
  const known = new Set(apiErrorCodes.map((errorCode) => errorCode.code));
  for (const { where, text } of prose) {
    for (const match of text.matchAll(/\b(\d{3})`? `?([A-Z_]{6,})`?/g)) {
      const errorType = apiErrorTypes.find((candidate) => candidate.type === match[2]);
      if (errorType && errorType.status !== Number(match[1])) {
        problems.push(`${where}: ${match[2]} is HTTP ${errorType.status}, not ${match[1]}`);
      }
    }
    for (const match of text.matchAll(/`code` `([A-Z_]+)`/g)) {
      if (!known.has(match[1]!)) problems.push(`${where}: ${match[1]} is not an error code`);
    }
  }
  // Code that handles a 422 must look at `code`: one status covers many reasons.
  for (const { where, text } of lines.filter((line) => line.inCode)) {
    if (/(===?|==)\s*422\b/.test(text) && !/\bcode\b/.test(text)) {
      problems.push(`${where}: a 422 has many reasons; branch on the error's code as well`);
    }
  }
  report(problems, 'error statements disagree with data/apiErrors.ts');
});

test('masked phone numbers follow the one masking rule everywhere', () => {
  const problems: string[] = [];
  const check = (text: string, where: string) => {
    for (const match of text.matchAll(maskedPhonePattern)) {
      const unmasked = match[0].replace(/\*/g, '0');
      let expected: string;
      try {
        expected = maskPhone(unmasked);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
        continue;
      }
      if (expected.replace(/\d{4}$/, '') !== match[0].replace(/\d{4}$/, '') || !/\*\d{4}$/.test(match[0])) {
        problems.push(
          `${where}: ${match[0]} should keep the country code and the last 4 digits (${maskPhone(unmasked)})`,
        );
      }
    }
  };
  for (const { where, text } of lines) check(text, where);
  check(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8'), 'openapi/openapi.yaml');
  check(readFileSync(path.join(root, 'graphql/schema.graphql'), 'utf8'), 'graphql/schema.graphql');
  report(problems, 'masked phones break the rule in data/masking.ts');
});

test('the subscription guide states the update semantics of the OpenAPI document', () => {
  const update = (openapi().components.schemas.UpdateSubscriptionRequest as Obj).properties;
  const guide = readFileSync(path.join(root, 'docs/subscriptions/integration.mdx'), 'utf8');
  const section = guide.slice(guide.indexOf('## Update a subscription'), guide.indexOf('## Failed payments'));
  for (const field of ['metadata', 'customer']) {
    if (/^Replaces/.test(String(update[field].description))) {
      assert.match(
        section,
        new RegExp(`\`${field}\`[^.]*replaced as a whole|\`metadata\` and \`customer\` are replaced as a whole`),
        field,
      );
    }
  }
  // GraphQL describes the same capability fields.
  assert.ok(graphqlSchema().getType('AvailablePaymentMethod'));
});

/**
 * How to find a hand-written statement of each inline fact (data/inline-facts.ts) in a sentence:
 * the value it states, in the unit of the data, or undefined when the sentence does not state it.
 */
/**
 * Inline facts that are lists, with no number for a detector to read: the tokenization and
 * access-level tests below find them written by hand.
 */
const listFacts = [
  'currencies',
  'methodsWithoutTokens',
  'cardDeclinedCodes',
  'financeLevels',
  'payoutLevels',
  'bankAccountLevels',
  'storeLevels',
  'paymentRuleLevels',
  'customDomainLevels',
] as const satisfies readonly InlineFactName[];
type ListFactName = (typeof listFacts)[number];

function forListFacts<T>(value: (name: ListFactName) => T): Record<ListFactName, T> {
  return Object.fromEntries(listFacts.map((name) => [name, value(name)])) as Record<ListFactName, T>;
}

const inlineFactStatements: Record<InlineFactName, (sentence: string) => string | undefined> = {
  callbackTimeout: (text) =>
    /\b(2xx|answer\w*|respond\w*|repl(y|ies))\b/i.test(text)
      ? /\b(?:within|than|in) (\d+) ?(?:seconds|s)\b/.exec(text)?.[1]
      : undefined,
  signatureTolerance: (text) => {
    if (!/timestamp|clock|tolerance/i.test(text)) return undefined;
    const match =
      /\b(?:more than|within|up to|further than) (\d+) (seconds|minutes)\b/.exec(text) ??
      /\b(\d+)-(second|minute) window\b/.exec(text);
    return match ? String(Number(match[1]) * (/^minute/.test(match[2]!) ? 60 : 1)) : undefined;
  },
  idempotencyWindow: (text) =>
    /Idempotency|\bkeys?\b/.test(text) ? /\b(?:within|for|last|kept for) (\d+) hours\b/.exec(text)?.[1] : undefined,
  idempotencyKeyLength: (text) => (/Idempotency/.test(text) ? /\bup to (\d+) characters\b/.exec(text)?.[1] : undefined),
  // "capture within 7 days", "expired after 7 days", "Authorization expired (7 days)".
  authorizationHold: (text) =>
    /\bcaptur|\bauthori[sz]|`AUTH`|`AUTHORIZED`/i.test(text) ? /\b(\d+)[ -]days?\b/.exec(text)?.[1] : undefined,
  // "5 minutes ahead (the minimum)", "5 minutes, the shortest `expireAt`", "between 5 minutes and 30 days",
  // "less than 5 minutes or more than 30 days ahead".
  paymentExpiryMin: (text) =>
    (/\b(\d+) minutes?\b[^.|]{0,30}\(the minimum\)/.exec(text) ??
      /\b(\d+) minutes?, the shortest\b/.exec(text) ??
      /\b(?:between|from) (\d+) minutes? (?:and|to) \d+ days\b/i.exec(text) ??
      /\bless than (\d+) minutes? or more than \d+ days\b/.exec(text))?.[1],
  // "between 5 minutes and 30 days", "at most 30 days ahead", "more than 30 days ahead".
  paymentExpiryMax: (text) =>
    (/\b(?:between|from) \d+ minutes? (?:and|to) (\d+) days\b/i.exec(text) ??
      /\b(?:at most|more than|up to) (\d+) days ahead\b/.exec(text))?.[1],
  // "Default: 24 hours after creation", "The default of 24 hours", "defaults to 24 hours"; and, about a payment
  // expiring, "(24 hours by default)", "expired after 24 hours", "without waiting 24 hours" (not a signing
  // secret's rollover or a pagination token's lifetime).
  paymentExpiryDefault: (text) =>
    (/\b(\d+) hours after creation\b/.exec(text) ??
      /\b(?:defaults? (?:of |to |is )?|Default\**:\** ?)(\d+) hours\b/i.exec(text) ??
      (/`?expireAt`?|\bexpir(?:e|es|ed|y)\b|`EXPIRED`|session_expired|\bUnpaid\b/i.test(text) &&
      !/secret|nextToken|\btokens\b/i.test(text)
        ? (/\b(\d+) hours (?:by default|after it was created)\b/.exec(text) ??
          /\bby default,? (\d+) hours\b/i.exec(text) ??
          /\b(?:expired|expires|Unpaid) after (\d+) hours\b/i.exec(text) ??
          /\bwithout waiting (\d+) hours\b/.exec(text))
        : null))?.[1],
  // "succeeds automatically 60 seconds after it is created", "turns Paid after about 60 seconds".
  multibancoTestPayment: (text) =>
    /Multibanco|\bPaid\b/.test(text)
      ? (/\b(\d+) seconds after (?:it is created|creation)\b/.exec(text) ??
          /\bafter about (\d+) seconds\b/.exec(text))?.[1]
      : undefined,
  // "25 API requests per second per account in test mode", "Test mode is limited to 25", "more than 25 requests
  // per second" (Testing, where every request is in test mode).
  rateLimitTest: (text) =>
    /per second/.test(text)
      ? (/\b(\d+) (?:API )?requests per second(?: per account)? in test mode/.exec(text) ??
          /\b(\d+) in test mode/.exec(text) ??
          /\btest mode (?:allows|is limited to) (\d+)/i.exec(text) ??
          (/live mode/.test(text) ? null : /\bmore than (\d+) (?:API )?requests per second\b/.exec(text)))?.[1]
      : undefined,
  rateLimitLive: (text) =>
    /per second/.test(text) || /\blive mode allows\b/i.test(text)
      ? (/\b(\d+) (?:API )?requests per second(?: per account)? in live mode/.exec(text) ??
          /\b(\d+) in live mode/.exec(text) ??
          /\blive mode (?:allows|is limited to) (\d+)/i.exec(text) ??
          // "Each account may run 50 queries and mutations per second": a limit stated with no mode.
          (/test mode/.test(text) ? null : /\bmay (?:run|send|make) (\d+) (?:[a-z]+ ){0,3}per second/.exec(text)))?.[1]
      : undefined,
  // "2 business days (T+2) by default", "the default T+2 delay"; not how long a payout may stay `IN_TRANSIT`.
  settlementDelay: (text) =>
    /settlement|payout|delay/i.test(text)
      ? (/\bT\+(\d+)\b/.exec(text) ?? /\bsettlement delay:? (\d+) business days\b/i.exec(text))?.[1]
      : undefined,
  payoutRails: () => undefined, // a rule, not a number: the payout test below checks what prose says
  // "keeps signing: 24 hours by default, anything from 0 to 168 hours", "from 0 to 168" about a previous secret.
  signingSecretRollover: (text) =>
    /\bsecret\b|\bsigns\b|\bsigning\b/i.test(text)
      ? (/\bfrom 0 to (\d+)\b/.exec(text) ?? /\b0 to (\d+) hours\b/.exec(text))?.[1]
      : undefined,
  // "a longer delay, up to 7 business days", "a longer delay for the account, of up to 7 business days".
  settlementDelayMax: (text) =>
    /\bdelay\b/i.test(text) ? /\blonger delay\b[^.|]{0,40}\bup to (\d+) business days\b/i.exec(text)?.[1] : undefined,
  // "Minimum payout | EUR 1.00", "below EUR 1.00", "at least 100 (EUR 1.00 …)", "below `100`", in cents.
  payoutMinimum: (text) => {
    if (!/\bpayouts?\b|\bpay out\b|createPayout/i.test(text)) return undefined;
    const cents = /\b(?:at least|below|from) `?(\d+)`?(?= |\)|,|\.|$)/.exec(text)?.[1];
    const euro = /\b(?:Minimum payout \| |below |from |at least )EUR (\d+)\.(\d\d)\b/.exec(text);
    return cents ?? (euro ? String(Number(euro[1]) * 100 + Number(euro[2])) : undefined);
  },
  // "at most 5 per currency per day", "the daily limit of 5".
  manualPayoutDailyLimit: (text) =>
    (/\b(\d+) (?:manual payouts )?per currency per day\b/.exec(text) ?? /\bdaily limit of (\d+)\b/.exec(text))?.[1],
  // "at 06:00 Madrid time", "Settlement payouts leave at 06:00"; not the settlement day's "00:00 to 24:00".
  settlementPayoutTime: (text) =>
    /\bpayouts?\b/i.test(text) ? /\b(?:leave )?at (\d\d:\d\d)(?: Madrid)?\b/.exec(text)?.[1] : undefined,
  // "before 16:00 Madrid time leave the same day".
  manualPayoutCutoff: (text) =>
    /\bpayouts?\b|createPayout|\bit leaves\b/i.test(text) ? /\bbefore (\d\d:\d\d)\b/.exec(text)?.[1] : undefined,
  ...forListFacts(() => () => undefined),
  idempotencyRules: (text) =>
    /Idempotency-Key/.test(text) && /different body|another endpoint/.test(text)
      ? /\b(4\d\d)\b/.exec(text)?.[1]
      : undefined,
  // "Default `[1, 3, 5]`", "`[1, 3, 5]` (default)", "with the default [1, 3, 5]", about retries.
  subscriptionRetryDefault: (text) => {
    if (!/retr/i.test(text) || !/\bdefault\b/i.test(text)) return undefined;
    const days = /\[(\d+(?:, ?\d+)*)\]/.exec(text)?.[1];
    return days ? retryScheduleLiteral(days.split(/, ?/).map(Number)) : undefined;
  },
  // "up to 5 retries", "at most 5 retry days" (the day range is checked against the specs' schemas below).
  subscriptionRetryLimits: (text) => /\b(?:up to|at most|maximum of) (\d+) retr(?:ies|y days)\b/i.exec(text)?.[1],
  // The secret itself, wherever a guide types it.
  publishedTestSigningSecret: (text) => /whsec_pagora_test_PUBLISHED\w*/.exec(text)?.[0],
};

/** The value each inline fact states, in the units the detectors above return. */
const inlineFactValues: Record<InlineFactName, string> = {
  callbackTimeout: String(webhookDelivery.responseTimeoutSeconds),
  signatureTolerance: String(webhookDelivery.signature.toleranceSeconds),
  idempotencyWindow: String(idempotency.retentionHours),
  idempotencyKeyLength: String(idempotency.maxKeyLength),
  idempotencyRules: String(idempotency.conflictStatus),
  authorizationHold: String(authorizationHoldDays),
  paymentExpiryMin: String(paymentExpiry.minMinutes),
  paymentExpiryMax: String(paymentExpiry.maxDays),
  paymentExpiryDefault: String(paymentExpiry.defaultHours),
  multibancoTestPayment: String(multibancoTestPaidAfterSeconds),
  rateLimitTest: String(rateLimits.test),
  rateLimitLive: String(rateLimits.live),
  settlementDelay: String(defaultSettlementDelayBusinessDays),
  payoutRails: 'SEPA',
  signingSecretRollover: String(webhookDelivery.signature.rolloverHours.max),
  settlementDelayMax: String(maxSettlementDelayBusinessDays),
  payoutMinimum: String(minPayoutAmount),
  manualPayoutDailyLimit: String(manualPayoutsPerCurrencyPerDay),
  settlementPayoutTime: payoutTimesMadrid.settlementPayouts,
  manualPayoutCutoff: payoutTimesMadrid.manualSameDayCutoff,
  ...forListFacts((name) => inlineFacts[name]),
  subscriptionRetryDefault: retryScheduleLiteral(),
  subscriptionRetryLimits: String(subscriptionRetries.maxRetries),
  publishedTestSigningSecret,
};

const splitSentences = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[A-Z`[*])/);

test('every inline fact has a detector, and its text states the value the detector reads', () => {
  assert.deepEqual(Object.keys(inlineFactStatements).sort(), [...inlineFactNames].sort());
  for (const name of inlineFactNames) {
    assert.ok(inlineFacts[name].includes(inlineFactValues[name]), `${name}: "${inlineFacts[name]}"`);
  }
});

test('guides render inline facts (delivery, idempotency, authorization hold, expireAt, rate limits, settlement delay) with <Fact name="…" />, never by hand', () => {
  const problems: string[] = [];
  for (const { where, text } of sentences) {
    for (const name of inlineFactNames) {
      const stated = inlineFactStatements[name](text);
      if (stated === undefined) continue;
      // A paragraph cannot stand in a table cell or a short hint: there only a different value fails.
      if (name === 'idempotencyRules' && stated === inlineFactValues[name]) continue;
      problems.push(
        `${where}: states ${name} by hand (${stated}${stated === inlineFactValues[name] ? '' : `, the data says ${inlineFactValues[name]}`}); write <Fact name="${name}" />`,
      );
    }
  }
  report(problems, 'hand-written inline facts');
});

test('openapi/ and graphql/ descriptions state inline facts (delivery, idempotency, authorization hold, expireAt, rate limits, settlement delay) with the values of data/', () => {
  const problems: string[] = [];
  for (const file of ['openapi/openapi.yaml', 'graphql/schema.graphql']) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const sentence of splitSentences(line)) {
          for (const name of inlineFactNames) {
            const stated = inlineFactStatements[name](sentence);
            if (stated !== undefined && stated !== inlineFactValues[name]) {
              problems.push(`${file}:${index + 1}: ${name} is ${inlineFactValues[name]}, not ${stated}`);
            }
          }
        }
      });
  }
  report(problems, 'spec statements disagree with data/');
});

test('the GraphQL schema states the payout limits of data/payouts.ts where a payout is asked for', () => {
  // createPayout, its input and the account's settlementDelayDays are where an integrator meets these
  // limits; the check above only catches a different value, this one a limit the schema stopped stating.
  const schemaSentences = readFileSync(path.join(root, 'graphql/schema.graphql'), 'utf8')
    .split('\n')
    .flatMap((line) => splitSentences(line.trim()));
  const limits = ['payoutMinimum', 'manualPayoutDailyLimit', 'manualPayoutCutoff', 'settlementDelayMax'] as const;
  for (const name of limits)
    assert.ok(
      schemaSentences.some((sentence) => inlineFactStatements[name](sentence) === inlineFactValues[name]),
      `graphql/schema.graphql no longer states ${name} (${inlineFacts[name]})`,
    );
});

test("both specs' retrySchedule fields enforce and default to the retry rules of data/subscriptions.ts", () => {
  const { defaultDays, maxRetries, earliestDay, latestDay } = subscriptionRetries;
  const problems: string[] = [];
  const schemas = Object.entries(((openapi() as Obj).components as Obj).schemas as Obj);
  const withRetries = schemas.filter(([, schema]) => (schema as Obj).properties?.retrySchedule);
  assert.ok(withRetries.length >= 2, 'OpenAPI schemas with retrySchedule (create, update, Subscription)');
  for (const [name, schema] of withRetries) {
    const field = (schema as Obj).properties.retrySchedule as Obj;
    const where = `openapi ${name}.retrySchedule`;
    if (field.maxItems !== maxRetries) problems.push(`${where}: maxItems ${field.maxItems}, data ${maxRetries}`);
    if (field.items?.minimum !== earliestDay || field.items?.maximum !== latestDay) {
      problems.push(
        `${where}: items ${field.items?.minimum}..${field.items?.maximum}, data ${earliestDay}..${latestDay}`,
      );
    }
    if (field.default !== undefined && JSON.stringify(field.default) !== JSON.stringify(defaultDays)) {
      problems.push(`${where}: default ${JSON.stringify(field.default)}, data ${JSON.stringify(defaultDays)}`);
    }
  }
  assert.ok(
    withRetries.some(([, schema]) => (schema as Obj).properties.retrySchedule.default !== undefined),
    'the create schema states the default',
  );
  const graphqlField = assertInputObjectType(graphqlSchema().getType('CreateSubscriptionInput')).getFields()
    .retrySchedule;
  if (JSON.stringify(graphqlField?.defaultValue) !== JSON.stringify(defaultDays)) {
    problems.push(
      `graphql CreateSubscriptionInput.retrySchedule: default ${JSON.stringify(graphqlField?.defaultValue)}, data ${retryScheduleLiteral()}`,
    );
  }
  report(problems, 'retrySchedule disagrees with data/subscriptions.ts');
});

test('every REST operation of an idempotent method declares the Idempotency-Key header, and no other', () => {
  const problems: string[] = [];
  for (const [route, item] of Object.entries((openapi() as Obj).paths as Obj)) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      if (!item[method]) continue;
      const declares = ((item[method].parameters ?? []) as Obj[]).some((parameter) =>
        String(parameter.$ref ?? parameter.name).endsWith('IdempotencyKey'),
      );
      const expected = (idempotency.restMethods as readonly string[]).includes(method.toUpperCase());
      if (declares !== expected) problems.push(`${method.toUpperCase()} ${route}: Idempotency-Key ${declares}`);
    }
  }
  report(problems, 'operations disagree with idempotency.restMethods');
});

test('the Markdown copy of a guide prints the fact where <Fact name="…" /> or <AbandonedRedirect /> stands', () => {
  const source = [
    '---',
    'title: T',
    '---',
    '',
    'Answer within <Fact name="callbackTimeout" />. If the customer leaves: <AbandonedRedirect />.',
    '',
    'Networks fail. <Fact name="idempotencyRules" />',
  ].join('\n');
  assert.equal(
    mdxToMarkdown(source).body,
    `Answer within ${inlineFacts.callbackTimeout}. If the customer leaves: ${abandonedRedirectText()}.\n\nNetworks fail. ${inlineFacts.idempotencyRules}`,
  );
});

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (terms: readonly string[], text: string): string | undefined =>
  terms.find((term) => new RegExp(`(^|\\W)${escapeRegExp(term)}`, 'i').test(text));

/** Each prose list item with the prose line that introduces its list. */
function listItemsWithIntro(): Array<Line & { intro: string }> {
  const items: Array<Line & { intro: string }> = [];
  let intro = '';
  for (const line of prose) {
    const trimmed = line.text.trim();
    if (/^([-*]|\d+\.)\s/.test(trimmed)) items.push({ ...line, intro });
    else if (trimmed !== '' && !trimmed.startsWith('<')) intro = trimmed;
  }
  return items;
}

const outsideSca = /out of scope|outside (of )?(SCA|the scope)|not (an )?exemptions?\b|fall outside/i;

test('SCA: out-of-scope payments are never called exemptions, and exemptions never out of scope', () => {
  const problems: string[] = [];
  for (const { where, text } of sentences) {
    const outOfScope = scaOutOfScope.find((item) => mentions(item.terms, text));
    if (outOfScope && /exempt/i.test(text) && !outsideSca.test(text) && !negation.test(text))
      problems.push(`${where}: ${outOfScope.name} are out of SCA's scope, not an exemption (data/sca.ts)`);
    const exemption = scaExemptions.find((item) => mentions(item.terms, text));
    if (exemption && /out of scope|outside (of )?SCA/i.test(text) && !/exempt/i.test(text))
      problems.push(`${where}: ${exemption.name} is an SCA exemption, not out of scope (data/sca.ts)`);
  }
  for (const { where, text, intro } of listItemsWithIntro()) {
    const outOfScope = scaOutOfScope.find((item) => mentions(item.terms, text));
    if (outOfScope && /exempt/i.test(intro) && !outsideSca.test(intro))
      problems.push(`${where}: ${outOfScope.name} listed as an SCA exemption; render <ScaScope list="out-of-scope" />`);
    const exemption = scaExemptions.find((item) => mentions(item.terms, text));
    if (exemption && outsideSca.test(intro) && !/exempt/i.test(text))
      problems.push(`${where}: ${exemption.name} listed as out of SCA's scope; render <ScaScope list="exemptions" />`);
  }
  report(problems, 'SCA statements disagree with data/sca.ts');
});

test('wallets: a credential type that is not a network token is never called one, and the device authenticates', () => {
  const problems: string[] = [];
  for (const { where, text } of sentences) {
    for (const capability of methodCapabilities) {
      const credentials = walletCredentials.filter((wallet) => wallet.paymentMethod === capability.paymentMethod);
      if (credentials.length === 0 || !new RegExp(`\\b${escapeRegExp(capability.name)}\\b`).test(text)) continue;
      const notTokens = credentials.filter((wallet) => !wallet.networkToken);
      if (
        notTokens.length > 0 &&
        /network tokens?/i.test(text) &&
        !notTokens.some((wallet) => wallet.authMethod && text.includes(wallet.authMethod)) &&
        !negation.test(text)
      ) {
        problems.push(
          `${where}: ${notTokens.map((wallet) => `${capability.name} ${wallet.authMethod}`).join(', ')} is not a network token (data/wallets.ts)`,
        );
      }
      if (
        credentials.every((wallet) => /^The device\b/.test(wallet.authenticatedBy)) &&
        /\bissuers? (has |have )?(already )?authenticat/i.test(text)
      ) {
        problems.push(`${where}: with ${capability.name} the device authenticates the customer, not the issuer`);
      }
    }
  }
  report(problems, 'wallet statements disagree with data/wallets.ts');
});

const otherCurrencies = currencies.filter((currency) => !sepaPayoutCurrencies.includes(currency));

test('payouts: only euro payouts go by SEPA, in guides and in both specs', () => {
  const problems: string[] = [];
  const check = (text: string, where: string): void => {
    if (!/\bpayouts?\b|IN_TRANSIT|Sent to (the|your) bank/i.test(text)) return;
    const sepa = text.replace(/SEPA Request-to-Pay/g, '');
    if (!/\bSEPA\b/.test(sepa)) return;
    const named = otherCurrencies.filter((currency) => new RegExp(`\\b${currency}\\b`).test(text));
    if (
      !/\beuros?\b|\bEUR\b/i.test(text) ||
      (named.length > 0 && !/other currencies|not by SEPA|never by SEPA/.test(text))
    )
      problems.push(
        `${where}: only ${sepaPayoutCurrencies.join(', ')} payouts go by SEPA; write <Fact name="payoutRails" />`,
      );
  };
  for (const { where, text } of sentences) check(text, where);
  for (const file of ['openapi/openapi.yaml', 'graphql/schema.graphql']) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => splitSentences(line).forEach((sentence) => check(sentence, `${file}:${index + 1}`)));
  }
  report(problems, 'payout statements disagree with data/payouts.ts');
});

test('chargeback alerts: the refund key is per payment and only INVALID_STATUS means already refunded', () => {
  const problems: string[] = [];
  const perAlert = /alert\W{0,4}id\b|alert-(cba_|\$?\{)|alert_id/i;
  for (const { where, text, inCode } of lines) {
    if (!/Idempotency-Key/i.test(text) || !perAlert.test(text)) continue;
    if (inCode || !/\b(not|never)\b/.test(text))
      problems.push(
        `${where}: derive the refund's Idempotency-Key from the ${chargebackAlertRefund.idempotencyKeyPer}, not the alert`,
      );
  }
  for (const { where, text } of sentences) {
    if (
      /already refunded/i.test(text) &&
      /\b422\b/.test(text) &&
      !text.includes(chargebackAlertRefund.alreadyRefundedCode) &&
      !negation.test(text)
    )
      problems.push(
        `${where}: only ${chargebackAlertRefund.alreadyRefundedCode} means already refunded, not every 422`,
      );
  }
  report(problems, 'chargeback alert statements disagree with data/chargebackAlerts.ts');
});

/**
 * What a sentence says about where a refund goes or how long it takes, as comparable strings: "5 to 10 business
 * days" (cards), "up to 180 days" (PayPal), "goes back to <where>". Undefined when it says none of these.
 */
function refundPathStatement(text: string): string | undefined {
  if (!/\brefund|money goes back|goes back to\b/i.test(text)) return undefined;
  const found =
    /\b(\d+) to (\d+) business days\b/.exec(text) ??
    /\brefunds? for up to (\d+) days\b/.exec(text) ??
    /\b(?:money|refund) goes back (?:through [\w ]+? )?to (the [\w' -]+?|their [\w' -]+?)(?=[,.;:]|$)/.exec(text);
  return found ? found.slice(1).filter(Boolean).join(' to ') : undefined;
}

test('guides render each method\'s refund path with <MethodRefunds method="…" />, never by hand', () => {
  // The detector reads every method's data text, so it would see the same words typed by hand.
  const stated = Object.entries(refundDestinations).filter(([, text]) =>
    splitSentences(text).some(refundPathStatement),
  );
  assert.ok(stated.length >= 6, `the detector reads only ${stated.map(([method]) => method).join(', ')}`);
  const problems: string[] = [];
  for (const { where, text } of sentences) {
    const statement = refundPathStatement(text);
    if (statement)
      problems.push(`${where}: states a refund path by hand ("${statement}"); write <MethodRefunds method="…" />`);
  }
  report(problems, 'hand-written refund paths');
});

test('testing checklists ask for an expiry test only where the test data can produce one', () => {
  const expiring: Record<string, readonly { status: string }[]> = {
    BIZUM: bizumTestPhones,
    MBWAY: mbwayTestPhones,
    SEPA_REQUEST_TO_PAY: sepaTestIbans,
  };
  const problems: string[] = [];
  for (const { where, text } of listItemsWithIntro()) {
    for (const sentence of splitSentences(text)) {
      if (!/\bexpir(y|es|ed)\b|`402`/.test(sentence) || negation.test(sentence)) continue;
      for (const capability of methodCapabilities) {
        if (!new RegExp(`\\b${escapeRegExp(capability.name)}\\b`).test(sentence)) continue;
        const data = expiring[capability.paymentMethod];
        if (data && !data.some((account) => account.status === 'EXPIRED'))
          problems.push(`${where}: no ${capability.name} test data expires (data/testData.ts)`);
        if (!data && capability.paymentMethod !== 'MULTIBANCO' && capability.paymentMethod !== 'CARD')
          problems.push(`${where}: no ${capability.name} test data expires (data/testData.ts)`);
      }
    }
  }
  report(problems, 'checklist items ask for tests the test data cannot run');
});

test('rate limits stated in guides and both specs are those of data/apiErrors.ts, per mode', () => {
  // "100 requests per second in live mode", "25 in test mode", "Test mode allows 25", "Test mode is limited to 25".
  const statements = [
    /\b(\d+) (?:API )?requests per second(?: per account)? in (live|test) mode/g,
    /\b(\d+) in (live|test) mode/g,
  ];
  const problems: string[] = [];
  const check = (text: string, where: string): void => {
    if (!/per second/.test(text)) return;
    for (const pattern of statements)
      for (const match of text.matchAll(pattern)) {
        const mode = match[2] as keyof typeof rateLimits;
        if (mode in rateLimits && Number(match[1]) !== rateLimits[mode])
          problems.push(`${where}: ${mode} mode allows ${rateLimits[mode]} requests per second, not ${match[1]}`);
      }
    for (const match of text.matchAll(/\b(test|live) mode (?:allows|is limited to) (\d+)/gi)) {
      const mode = match[1]!.toLowerCase() as keyof typeof rateLimits;
      if (Number(match[2]) !== rateLimits[mode])
        problems.push(`${where}: ${mode} mode allows ${rateLimits[mode]} requests per second, not ${match[2]}`);
    }
  };
  for (const { where, text } of sentences) check(text, where);
  for (const file of ['openapi/openapi.yaml', 'graphql/schema.graphql']) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => check(line, `${file}:${index + 1}`));
  }
  report(problems, 'rate limit statements disagree with data/apiErrors.ts');
});

test('the Markdown copy prints the data of block fact components: test cards, test accounts, SCA lists, wallets, subscription transitions, chargeback routes, access levels', () => {
  const source = [
    '---',
    'title: T',
    '---',
    '',
    '<TestCards filter="3ds" />',
    '',
    '<TestAccounts method="mbway" />',
    '',
    '<ScaScope list="out-of-scope" />',
    '',
    '<WalletCredentials />',
    '',
    '<SubscriptionTransitions />',
    '',
    '<ChargebackRoutes />',
    '',
    '<AccessLevels />',
  ].join('\n');
  const { body } = mdxToMarkdown(source);
  for (const card of testCards.filter((candidate) => candidate.tags.includes('3ds')))
    assert.match(body, new RegExp(`^\\| \`${card.number}\` \\| .* \\| \`${card.statusCode}\` \\|$`, 'm'));
  for (const phone of mbwayTestPhones) assert.ok(body.includes(`| \`${phone.value}\` | `), phone.value);
  for (const item of scaOutOfScope) assert.ok(body.includes(`- **${item.name}**`), item.name);
  assert.match(body, /^\| Google Pay \(`PAN_ONLY`\) \| .* \| No \| /m);
  for (const row of subscriptionTransitionsTable().rows)
    assert.ok(body.includes(`| ${row.cells[0]} | ${row.cells[1]} | `), row.key);
  assert.ok(body.includes(`- **${methodNames(methodsWithDisputeRoute('none'))}**: `));
  for (const row of accessLevelsTable().rows)
    assert.ok(body.includes(`| ${row.cells[0]} | ${row.cells[1]} | `), row.key);
  assert.doesNotMatch(body, /</);
});

test('a guide says a method can or cannot be charged back only as data/chargebacks.ts does', () => {
  // A sentence about chargebacks speaks of the methods it names, or else of the method its page is
  // the guide of. Negated ("no chargebacks", "can't be charged back"), each must have no chargeback
  // route in the data (PayPal's disputes are PayPal's, not chargebacks); affirmed ("can be charged
  // back"), each must go through the card scheme.
  const pageMethod = new Map(
    methodCapabilities
      .filter((capability) => !capability.guide.includes('#'))
      .map((capability) => [`docs${capability.guide.replace(/\/$/, '')}.mdx`, capability.paymentMethod]),
  );
  const namePattern = (method: PaymentMethodName): RegExp => new RegExp(`\\b${shortMethodName(method)}\\b`, 'i');
  const problems: string[] = [];
  let read = 0;
  for (const { where, text } of sentences) {
    if (!/\bcharge(?:d)?[ -]?backs?\b/i.test(text) || text.startsWith('|') || text.startsWith('<')) continue;
    const named = methodCapabilities
      .filter((capability) => capability.paymentMethod !== 'CARD' && namePattern(capability.paymentMethod).test(text))
      .map((capability) => capability.paymentMethod);
    const own = pageMethod.get(where.replace(/:\d+$/, ''));
    const methods = named.length > 0 ? named : own ? [own] : [];
    if (methods.length === 0) continue;
    read++;
    const negated = negation.test(text) && !/\bcan be charged back\b/i.test(text);
    for (const method of methods) {
      const route = disputeRoutes[method];
      if (negated ? route === 'card-scheme' : /\bcan be charged back\b/i.test(text) && route !== 'card-scheme')
        problems.push(
          `${where}: says ${method} ${negated ? 'cannot' : 'can'} be charged back; data/chargebacks.ts says ${route ?? 'nothing'}`,
        );
    }
  }
  assert.ok(read >= 3, `the check read only ${read} sentences about a method's chargebacks`);
  report(problems, 'chargeback statements that differ from the data');
});

test('a guide says a method can or cannot be saved as a token only as data/methodCapabilities.ts does', () => {
  // A sentence about saving (a `paymentToken`, tokens, saved methods) speaks of the methods it names.
  // Negated ("never return a `paymentToken`", "can't be saved"), each must lack supportsTokenization;
  // affirmed as a capability ("can be saved", "tokens are for"), each must have it.
  const namePattern = (method: PaymentMethodName): RegExp => new RegExp(`\\b${shortMethodName(method)}\\b`, 'i');
  const problems: string[] = [];
  let read = 0;
  // A sentence may end before a component that starts the next one (". <Fact … /> never return …").
  for (const { where, text } of sentences.flatMap(({ where, text }) =>
    text.split(/(?<=\.)\s+(?=<)/).map((part) => ({ where, text: part })),
  )) {
    if (!/`paymentToken`|\btokens? (?:are|is) for\b|\bcan(?:'t| ?not)? be saved\b/i.test(text)) continue;
    if (text.startsWith('|')) continue;
    const named = methodCapabilities
      .filter((capability) => capability.paymentMethod !== 'CARD' && namePattern(capability.paymentMethod).test(text))
      .map((capability) => capability.paymentMethod);
    if (named.length === 0) continue;
    const negated =
      /\bnever return\b|\bcan(?:'t| ?not) be saved\b|\bno `paymentToken`|\b(?:don't|doesn't|do not|does not) return (?:a |any )?`paymentToken`/i.test(
        text,
      );
    const affirmed = /\btokens? (?:are|is) for\b|\bcan be saved\b/i.test(text);
    if (!negated && !affirmed) continue;
    read++;
    for (const method of named) {
      const supports = methodCapabilities.find(
        (capability) => capability.paymentMethod === method,
      )!.supportsTokenization;
      if (negated === supports)
        problems.push(
          `${where}: says ${method} ${negated ? 'cannot' : 'can'} be saved; supportsTokenization is ${supports}`,
        );
    }
  }
  assert.ok(read >= 2, `the check read only ${read} sentences about saving a method`);
  report(problems, 'tokenization statements that differ from the data');
});

test('outside Team access, guides say which access levels may do a task with <Fact />, never by hand', () => {
  // "needs the `OWNER`, `ADMIN` or `ACCOUNTANT` access level" in a guide is a capability that lives in
  // data/accessLevels.ts (levelsThatMay); the Team access guide, which explains the levels, may name them.
  const levelPattern = new RegExp(`\`(?:${accessLevelNames.join('|')})\``, 'g');
  const problems = sentences
    .filter(({ where }) => !where.startsWith('docs/guides/team-access.mdx'))
    .filter(({ text }) => {
      const named = new Set(text.match(levelPattern) ?? []);
      return named.size >= 2 || (named.size === 1 && /\baccess levels?\b/i.test(text));
    })
    .map(
      ({ where, text }) =>
        `${where}: names access levels by hand ("${text.slice(0, 80)}…"); write <Fact name="…Levels" />`,
    );
  report(problems, 'access levels written by hand');
});

test('no guide lists what the Dashboard access levels may do by hand: <AccessLevels /> renders it', () => {
  // A table or list whose rows start with most of the access levels is the data's table.
  const levels = new Set<string>(accessLevelNames);
  const runs: Array<{ where: string; count: number }> = [];
  let inRun = false;
  for (const { where, text } of prose) {
    const first = /^(?:\|\s*|[-*]\s+)(?:\*\*)?`([A-Z_]+)`/.exec(text)?.[1];
    if (first && levels.has(first)) {
      if (inRun) runs.at(-1)!.count += 1;
      else runs.push({ where, count: 1 });
      inRun = true;
    } else if (!/^\|\s*:?-+/.test(text)) inRun = false;
  }
  const problems = runs
    .filter((run) => run.count * 2 > levels.size)
    .map((run) => `${run.where}: what ${run.count} access levels may do, written by hand; render <AccessLevels />`);
  report(problems, 'access level lists written by hand');
});

test('decline codes are listed by hand nowhere: a line naming five or more of them renders them from the catalogue', () => {
  const codes = new Set(statusCodes.map(({ code }) => code));
  const problems = prose.flatMap(({ where, text }) => {
    const named = new Set([...text.matchAll(/`(\d{3})`/g)].map((match) => match[1]!).filter((code) => codes.has(code)));
    return named.size >= 5 ? [`${where}: ${[...named].join(', ')}`] : [];
  });
  assert.deepEqual(problems, []);
});

test('currencies are listed by hand nowhere: a line naming five or more renders them from data/', () => {
  // <Fact name="currencies" /> for all of them, <MethodCapabilities method="…" /> for one method's.
  const problems = prose.flatMap(({ where, text }) => {
    const named = currencies.filter((currency) => new RegExp(`\\b${currency}\\b`).test(text));
    return named.length >= 5 ? [`${where}: ${named.join(', ')}`] : [];
  });
  assert.deepEqual(problems, []);
});

test("the Pagora JS reference glosses card_declined from the catalogue, and authentication_failed names the catalogue's codes", () => {
  const reference = readFileSync(path.join(root, 'docs/pagora-js/reference.mdx'), 'utf8');
  const row = (error: string) => reference.split('\n').find((line) => line.startsWith(`| \`${error}\` |`)) ?? '';
  assert.match(row('card_declined'), /<Fact name="cardDeclinedCodes" \/>/);
  const authentication = statusCodes
    .filter(({ pagoraJs }) => pagoraJs?.error === 'authentication_failed')
    .map(({ code }) => code);
  assert.deepEqual(
    [...row('authentication_failed').matchAll(/`(\d{3})`/g)].map((match) => match[1]),
    authentication,
  );
  // Every code Pagora JS reports is a failed payment's code.
  for (const { code, pagoraJs, statuses } of statusCodes)
    if (pagoraJs) assert.deepEqual(statuses, ['FAILED'], `${code} is reported by Pagora JS but is not a FAILED code`);
});
