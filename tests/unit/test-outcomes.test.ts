// The outcome explorer's module (shared/test-outcomes) against the sources of truth: every story of
// every test input, transaction type, follow-up and who starts the payment
// - sends request bodies and gets answers valid against openapi/openapi.yaml (the operation's request
//   schema, the schema of the answer's status), and deliveries valid against the callback's and the
//   webhook's schemas, with the headers the spec declares;
// - moves only along data/paymentStatuses.ts transitions and ends on a statusCode data/statusCodes.ts
//   gives for that status, the one data/testData.ts promises;
// - signs every delivery so that the guide's own verification functions (docs/guides/verify-signature.mdx:
//   JavaScript, Python, PHP) accept it;
// - replays: the replay scripts, run against a receiver built from the guide's JavaScript function,
//   deliver every body byte for byte and are all accepted.
//
// Run: node --import tsx --test tests/unit/test-outcomes.test.ts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import yaml from 'js-yaml';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { OpenApiDocument } from '../../shared/openapi-document';
import {
  choiceFromSearch,
  choiceToSearch,
  defaultChoice,
  explorerSeed,
  hmacSha256Hex,
  playOutcome,
  replayScript,
  testInputs,
  type Choice,
  type Delivery,
  type ExplorerSeed,
  type Outcome,
} from '../../shared/test-outcomes';
import remarkOutcomeExplorerSeed from '../../plugins/outcome-explorer-seed';
import { paymentStatuses, type PaymentStatusName } from '../../data/paymentStatuses';
import { statusCodeFact } from '../../data/statusCodes';
import { testCardRules } from '../../data/testData';
import { publishedTestSigningSecret, webhookDelivery } from '../../data/webhook-delivery';
import { restSecurity, sampleOptions, site } from '../../config/site';
import { ensurePhp } from './support/ensure-debian-tool';
import { choiceName, explorerChoices } from './support/outcome-choices';
import { python } from './support/python';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const siteOptions = { ...sampleOptions, ...restSecurity };

const choices = explorerChoices;
const name = choiceName;
/** Plays a choice; a data error (an unknown statusCode, say) names the input as well as the file. */
function play(choice: Choice): Outcome {
  try {
    return playOutcome(choice, siteOptions);
  } catch (error) {
    throw new Error(`${name(choice)}: ${(error as Error).message}`);
  }
}
let stories: [Choice, Outcome][] = [];
let deliveries: [string, Delivery][] = [];
const header = (delivery: Delivery, headerName: string): string | undefined =>
  delivery.headers.find(([key]) => key === headerName)?.[1];

let spec: Obj;
let ajv: Ajv2020;
before(async () => {
  stories = choices.map((choice) => [choice, play(choice)]);
  deliveries = stories.flatMap(([choice, outcome]) =>
    outcome.steps.flatMap((step) => step.deliveries.map((delivery): [string, Delivery] => [name(choice), delivery])),
  );
  const document = yaml.load(readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8')) as Obj;
  spec = (await (await OpenApiDocument.of(document)).dereferenced()) as Obj;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
});

const compiled = new Map<object, ValidateFunction>();
function assertValid(schema: object | undefined, value: unknown, where: string): void {
  assert.ok(schema, `${where}: openapi/openapi.yaml has no schema for it`);
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  assert.ok(validate(value), `${where}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value)}`);
}

function operation(operationId: string): Obj {
  for (const item of Object.values(spec.paths as Obj))
    for (const op of Object.values(item as Obj)) if ((op as Obj)?.operationId === operationId) return op as Obj;
  throw new Error(`openapi/openapi.yaml has no operation ${operationId}`);
}

test('the module covers every input the data defines, and the choices a picker offers', () => {
  assert.ok(testInputs.length >= 25, `only ${testInputs.length} inputs`);
  for (const kind of ['card', 'phone', 'iban', 'paypal']) assert.ok(testInputs.some((input) => input.kind === kind));
  assert.throws(
    () =>
      playOutcome(
        {
          input: testInputs.find((i) => i.method === 'BIZUM')!,
          transactionType: 'AUTH',
          followUp: 'none',
          initiator: 'customer',
        },
        siteOptions,
      ),
    /AUTH is for cards only/,
  );
  // Only a card saved by a payment that succeeded can be charged without the customer.
  const declined = testInputs.find((i) => i.kind === 'card' && i.card.statusCode === '102')!;
  for (const input of [testInputs.find((i) => i.method === 'BIZUM')!, declined])
    assert.throws(
      () => playOutcome({ input, transactionType: 'SALE', followUp: 'none', initiator: 'merchant' }, siteOptions),
      /only a saved card/,
    );
  assert.ok(choices.some((choice) => choice.initiator === 'merchant'));
});

test('the authentication-required card: declined with its statusCode without the customer, challenged and paid with them', () => {
  const cards = testInputs.filter((i) => i.kind === 'card' && i.card.threeDSecure === 'required-when-unattended');
  assert.ok(cards.length > 0, 'data/testData.ts has no card that needs its customer');
  for (const input of cards) {
    if (input.kind !== 'card') continue;
    const without = play({ input, transactionType: 'SALE', followUp: 'none', initiator: 'merchant' });
    const charge = without.steps[0]!.call!;
    assert.equal(charge.operationId, 'payments-recurring', `${input.value}: not charged as a recurring payment`);
    assert.deepEqual(without.statuses, ['PENDING', 'FAILED']);
    assert.equal(without.payment.statusCode, input.card.statusCode, `${input.value}: does not end as the data says`);
    assert.ok(statusCodeFact(input.card.statusCode).needsCustomerAuthentication);
    assert.equal(
      charge.response.body.nextAction,
      undefined,
      'a charge without the customer cannot ask for a challenge',
    );
    assert.ok(without.steps[0]!.text.includes(statusCodeFact(input.card.statusCode).advice));
    const shared = choiceToSearch({ input, transactionType: 'SALE', followUp: 'none', initiator: 'merchant' });
    assert.equal(
      choiceFromSearch(shared).choice.initiator,
      'merchant',
      `${shared} does not name the charge without the customer`,
    );

    const present = play({ input, transactionType: 'SALE', followUp: 'none', initiator: 'customer' });
    const answers = present.steps.flatMap((step) => (step.call ? [step.call.response.body] : []));
    assert.ok(answers.some((body) => (body.nextAction as Obj | undefined)?.type === 'THREE_DS_CHALLENGE'));
    assert.ok(
      present.steps.some((step) => step.actor === 'customer' && step.text.includes(testCardRules.challengeCode)),
    );
    assert.deepEqual(present.statuses, ['PENDING', 'SUCCEEDED']);
  }
  // A card that pays with its customer pays without them too; one that never paid was never saved.
  const paid = testInputs.find(
    (i) => i.kind === 'card' && i.card.threeDSecure === 'frictionless' && i.card.statusCode === '000',
  )!;
  assert.deepEqual(play({ input: paid, transactionType: 'SALE', followUp: 'none', initiator: 'merchant' }).statuses, [
    'PENDING',
    'SUCCEEDED',
  ]);
  const declined = testInputs.find((i) => i.kind === 'card' && i.card.statusCode === '102')!;
  assert.match(
    choiceFromSearch(`?card=${declined.value}&by=merchant`).problems.join(),
    /cannot be charged without the customer/,
  );
});

test('the page gets the picker’s inputs and the default story at build, as data', async () => {
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const { renderToStaticMarkup } = createRequire(__filename)('react-dom/server') as {
    renderToStaticMarkup: (element: unknown) => string;
  };
  const { default: Content } = await evaluate('Intro.\n\n<OutcomeExplorer />\n', {
    ...runtime,
    remarkPlugins: [remarkOutcomeExplorerSeed],
  });
  let seed: ExplorerSeed | undefined;
  const OutcomeExplorer = (props: { seed: ExplorerSeed }) => ((seed = props.seed), null);
  renderToStaticMarkup(createElement(Content, { components: { OutcomeExplorer } }));
  assert.ok(seed, '<OutcomeExplorer /> got no seed');
  assert.deepEqual(seed, JSON.parse(JSON.stringify(explorerSeed(siteOptions))));
  assert.deepEqual(
    seed.inputs.map((input) => `${input.kind}:${input.value}`),
    testInputs.map((input) => `${input.kind}:${input.value}`),
  );
  assert.deepEqual(seed.shown.outcome, JSON.parse(JSON.stringify(playOutcome(defaultChoice, siteOptions))));
});

test('the HMAC-SHA256 the explorer signs with is node:crypto’s', () => {
  for (const [key, message] of [
    [publishedTestSigningSecret, '1795256130.{"name":"Lucía Fernández"}'],
    ['k'.repeat(65), 'x'.repeat(1000)],
    ['', ''],
    ['a', 'b'.repeat(55)],
    ['a', 'b'.repeat(56)],
  ] as const)
    assert.equal(hmacSha256Hex(key, message), createHmac('sha256', key).update(message).digest('hex'));
});

test('every request and answer is valid against openapi/openapi.yaml', () => {
  for (const [choice, outcome] of stories)
    for (const step of outcome.steps) {
      if (!step.call) continue;
      const { operationId, body, response, path, samples } = step.call;
      const op = operation(operationId);
      const where = `${name(choice)}: ${operationId}`;
      assertValid(op.requestBody.content['application/json'].schema, body, `${where} request body`);
      const keyHeader = (op.parameters as Obj[]).find((p) => p.name === 'Idempotency-Key');
      assertValid(keyHeader?.schema, step.call.idempotencyKey, `${where} Idempotency-Key`);
      const answer = op.responses[String(response.status)];
      assert.ok(answer, `${where}: answers ${response.status}, which openapi/openapi.yaml does not list`);
      assertValid(answer.content['application/json'].schema, response.body, `${where} ${response.status} answer`);
      assert.ok(samples.curl.includes(`${site.restBaseUrl}${path}`), `${where}: curl sample does not call ${path}`);
      for (const language of ['javascript', 'python', 'php'] as const)
        assert.ok(samples[language].includes(path), `${where}: ${language} sample does not call ${path}`);
      // Authenticated as the document says: a pasted request without the key would only get a 401.
      assert.deepEqual(op.security ?? spec.security, restSecurity.security, `${where}: security requirement`);
      assert.ok(
        samples.curl.includes(`-H 'Authorization: Bearer ${site.sampleSecretKey}'`),
        `${where}: the curl sample sends no secret key`,
      );
      for (const language of ['javascript', 'python', 'php'] as const)
        assert.ok(samples[language].includes(site.secretKeyEnvVar), `${where}: ${language} sample reads no key`);
    }
});

test("the explorer's security requirement is the document's", () => {
  for (const [name, scheme] of Object.entries(restSecurity.securitySchemes))
    assert.deepEqual(
      { type: spec.components.securitySchemes[name]?.type, scheme: spec.components.securitySchemes[name]?.scheme },
      scheme,
      `config/site.ts restSecurity.securitySchemes.${name} differs from openapi/openapi.yaml`,
    );
  assert.deepEqual(spec.security, restSecurity.security);
});

test('every callback and webhook event is valid against its schema, with the headers the spec declares', () => {
  const callback = spec.components.callbacks.PaymentStatusChanged['{$request.body#/callbackUrl}'].post;
  const headerNames = (post: Obj): string[] => [
    'Content-Type',
    ...(post.parameters as Obj[]).filter((p) => p.in === 'header').map((p) => String(p.name)),
  ];
  for (const [story, delivery] of deliveries) {
    const body = JSON.parse(delivery.body) as Obj;
    assert.equal(JSON.stringify(body), delivery.body, `${story}: the body is not compact JSON`);
    const post = delivery.kind === 'callback' ? callback : spec.webhooks[delivery.eventType!]?.post;
    assert.ok(post, `${story}: openapi/openapi.yaml has no webhook ${delivery.eventType}`);
    assertValid(
      post.requestBody.content['application/json'].schema,
      body,
      `${story}: ${delivery.eventType ?? 'callback'} body`,
    );
    assert.deepEqual(
      delivery.headers.map(([key]) => key),
      headerNames(post),
      `${story}: ${delivery.eventType ?? 'callback'} headers`,
    );
    if (delivery.kind === 'webhook') {
      assert.equal(body.type, delivery.eventType);
      assert.equal(header(delivery, webhookDelivery.signature.eventIdHeader), body.id);
      assert.equal(
        (body.data as Obj).status,
        delivery.eventType === 'PAYMENT_CREATED' ? 'PENDING' : String(body.type).replace('PAYMENT_', ''),
      );
    }
  }
});

test('every story follows the status transitions and ends on the statusCode the test data promises', () => {
  for (const [choice, outcome] of stories) {
    const story = name(choice);
    const wrongMoves = disallowedTransitions(outcome.statuses);
    assert.deepEqual(wrongMoves, [], `${story}: data/paymentStatuses.ts allows none of ${wrongMoves.join(', ')}`);
    const stepStatuses = [
      'PENDING',
      ...outcome.steps.flatMap((step) => (step.status && step.status !== 'PENDING' ? [step.status] : [])),
    ];
    assert.deepEqual(stepStatuses, outcome.statuses, `${story}: the timeline and the status list disagree`);
    // A statusCode is the outcome of an attempt: where the story sets one, the payment must be in a
    // status the catalogue gives it (a later capture, refund or cancel keeps it, as the API does).
    let lastCode: string | undefined;
    for (const payment of paymentsSeen(outcome)) {
      const { status, statusCode } = payment as { status: string; statusCode?: string };
      if (statusCode === undefined || statusCode === lastCode) continue;
      lastCode = statusCode;
      const fact = statusCodeFact(statusCode);
      assert.ok(
        (fact.statuses as readonly string[]).includes(status),
        `${story}: becomes ${status} with statusCode ${statusCode}, but data/statusCodes.ts gives ${statusCode} to ${fact.statuses.join(', ')} only`,
      );
    }
  }
  // With nothing after it, each input ends as data/testData.ts says.
  for (const [choice, outcome] of stories.filter(([c]) => c.followUp === 'none' && c.transactionType === 'SALE')) {
    const { input } = choice;
    const { status, statusCode } = outcome.payment as { status: string; statusCode?: string };
    const expected = promised(choice);
    assert.deepEqual(
      { status, statusCode: statusCode ?? null },
      expected,
      `data/testData.ts: ${input.value} promises ${JSON.stringify(expected)}, the explorer plays ${JSON.stringify({ status, statusCode })}`,
    );
  }
});

/** Every status change the story makes must be one data/paymentStatuses.ts allows. */
function disallowedTransitions(statuses: readonly PaymentStatusName[]): string[] {
  const problems: string[] = [];
  for (let i = 1; i < statuses.length; i++) {
    const from = statuses[i - 1]!;
    const to = statuses[i]!;
    if (!paymentStatuses.find((fact) => fact.status === from)?.next.includes(to)) problems.push(`${from} → ${to}`);
  }
  return problems;
}

/** The payment as each answer and callback shows it, in order. */
function paymentsSeen(outcome: Outcome): Obj[] {
  return outcome.steps.flatMap((step) => [
    ...(step.call && step.call.response.status < 300 ? [step.call.response.body] : []),
    ...step.deliveries.filter((d) => d.kind === 'callback').map((d) => JSON.parse(d.body) as Obj),
  ]);
}

/** What data/testData.ts says an input ends with, paid by the customer at checkout or charged without them. */
function promised({ input, initiator }: Choice): { status: string; statusCode: string | null } {
  if (input.kind === 'card') {
    // The authentication-required card declines only without the customer; with them, its challenge passes.
    const code =
      input.card.threeDSecure === 'required-when-unattended' && initiator === 'customer'
        ? '000'
        : input.card.statusCode;
    return { status: code === '000' ? 'SUCCEEDED' : 'FAILED', statusCode: code };
  }
  if (input.kind === 'paypal')
    // A canceled PayPal payment waits for its expireAt, then expires like any unpaid payment.
    return input.paypal.statusCode === null
      ? { status: 'EXPIRED', statusCode: '402' }
      : { status: input.paypal.status, statusCode: input.paypal.statusCode };
  return { status: input.account.status, statusCode: input.account.statusCode };
}

/** Every string in a JSON value, with where it is. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  return [];
}
/** Markdown an API answer must not carry, and a step's inline text (code spans only) cannot show. */
const markdown = /`|(^|[\s(])(\*\*|__)\S|\[[^\]]*\]\([^)]*\)|^#+ |^> /m;

test('no API answer or delivery carries Markdown, and story text has no Markdown but code spans', () => {
  const problems: string[] = [];
  for (const [choice, outcome] of stories)
    for (const [index, step] of outcome.steps.entries()) {
      const where = `${name(choice)}: step ${index + 1}`;
      const bodies: [string, unknown][] = [
        ...(step.call ? [[`${step.call.operationId} answer`, step.call.response.body] as [string, unknown]] : []),
        ...step.deliveries.map((d): [string, unknown] => [d.eventType ?? 'callback', JSON.parse(d.body)]),
      ];
      for (const [what, body] of bodies)
        for (const [path, text] of strings(body, what))
          if (markdown.test(text)) problems.push(`${where}: ${path} is ${JSON.stringify(text)}`);
      const prose = step.text.replace(/`[^`\n]+`/g, 'code');
      if (markdown.test(prose)) problems.push(`${where}: the text ${JSON.stringify(step.text)}`);
    }
  assert.deepEqual(problems, []);
});

test('each story follows its method’s documented flow, and every request carries what the spec says it needs', () => {
  // EMV 3-D Secure: the BrowserDetails description names what must come with javascriptEnabled true.
  const browser = spec.components.schemas.BrowserDetails as Obj;
  const needed = /When `javascriptEnabled` is `true`, send (.*?) too/.exec(String(browser.description));
  assert.ok(needed, 'openapi/openapi.yaml: BrowserDetails no longer says what javascriptEnabled true needs');
  const fields = [...needed[1]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!);
  assert.ok(fields.length >= 5, `only ${fields.join(', ')}`);
  for (const [choice, outcome] of stories) {
    const story = name(choice);
    const calls = outcome.steps.flatMap((step) => (step.call ? [step.call] : []));
    for (const call of calls) {
      const details = call.body.browserDetails as Obj | undefined;
      if (details?.javascriptEnabled === true)
        assert.deepEqual(
          fields.filter((field) => details[field] === undefined),
          [],
          `${story}: ${call.operationId} sends javascriptEnabled without what EMV 3-D Secure then needs`,
        );
    }
    const { input } = choice;
    const create = calls.find((call) => call.operationId === 'payments-create');
    // failUrl is set wherever cancelUrl is: cancelUrl alone would also receive the failed payments.
    if (create?.body.cancelUrl) assert.ok(create.body.failUrl, `${story}: creates with cancelUrl but no failUrl`);
    // One method offered: nothing for the customer to choose.
    if (create && (create.body.paymentMethods as string[]).length === 1)
      for (const step of outcome.steps) assert.doesNotMatch(step.text, /\bchooses?\b/, `${story}: ${step.text}`);
    if (input.kind === 'paypal') {
      // A redirect method: the answer names PayPal's page, and the customer goes there before anything else.
      const next = create!.response.body.nextAction as Obj | undefined;
      assert.equal(next?.type, 'REDIRECT', `${story}: a PayPal-only payment answers with no REDIRECT`);
      assert.match(String(next.redirectUrl), /^https:\/\/www\.sandbox\.paypal\.com\//);
      const after = outcome.steps[outcome.steps.indexOf(outcome.steps.find((s) => s.call === create)!) + 1]!;
      assert.equal(after.actor, 'customer', `${story}: the redirect is not the customer's next step`);
      assert.match(after.text, /redirects the customer to `nextAction\.redirectUrl`/, story);
      assert.equal(after.status, undefined, `${story}: the redirect changes the status`);
    }
    if (input.kind === 'phone' || input.kind === 'iban') {
      // The request names who pays: from its answer on, the payment shows the method (masked).
      // A request the API refused (a phone not enrolled) names nobody.
      const sent = outcome.steps.findIndex(
        (step) => step.call?.operationId === 'payments-send-request' && step.call.response.status < 300,
      );
      const seen = (sent < 0 ? [] : outcome.steps.slice(sent)).flatMap((step) => [
        ...(step.call && step.call.response.status < 300 ? [step.call.response.body] : []),
        ...step.deliveries.filter((d) => d.kind === 'callback').map((d) => JSON.parse(d.body) as Obj),
      ]);
      for (const payment of seen)
        assert.equal((payment.paymentMethod as Obj | undefined)?.type, input.method, `${story}: ${payment.status}`);
    }
    if (input.method === 'SEPA_REQUEST_TO_PAY') {
      // Asynchronous: approval is not payment; the payment succeeds when the credit transfer arrives.
      for (const step of outcome.steps)
        if (step.status === 'SUCCEEDED') assert.equal(step.actor, 'Pagora', `${story}: succeeds on ${step.text}`);
      if (outcome.statuses.includes('SUCCEEDED'))
        assert.ok(
          outcome.steps.some((step) => step.actor === 'customer' && /approves/.test(step.text) && !step.status),
          `${story}: no approval that leaves the payment PENDING`,
        );
    }
  }
});

test('the single-use Pagora JS token and the saved card’s reusable token are two tokens', () => {
  const tokens = (operationId: string): string[] =>
    stories.flatMap(([, outcome]) =>
      outcome.steps.flatMap((step) =>
        step.call?.operationId === operationId ? [String(step.call.body.paymentToken)] : [],
      ),
    );
  const single = new Set(tokens('payments-confirm'));
  const saved = new Set(tokens('payments-recurring'));
  assert.ok(single.size > 0 && saved.size > 0);
  assert.deepEqual(
    [...single].filter((token) => saved.has(token)),
    [],
    'one token id stands for both the single-use and the saved token',
  );
});

test('every delivery is signed as Pagora signs, with the published test secret', () => {
  for (const [story, delivery] of deliveries) {
    const timestamp = header(delivery, webhookDelivery.signature.timestampHeader)!;
    const expected = createHmac('sha256', publishedTestSigningSecret)
      .update(`${timestamp}.${delivery.body}`)
      .digest('hex');
    assert.equal(header(delivery, webhookDelivery.signature.signatureHeader), `v1=${expected}`, story);
  }
});

// ---------------------------------------------------------------------------
// The guide's own verification functions.

const guide = readFileSync(join(root, 'docs', 'guides', 'verify-signature.mdx'), 'utf8');
function guideBlock(title: string): string {
  const match = new RegExp(
    '^```\\w*[^\\n]*title="' + title.replace('.', '\\.') + '"[^\\n]*\\n([\\s\\S]*?)\\n```',
    'm',
  ).exec(guide);
  assert.ok(match, `docs/guides/verify-signature.mdx has no code block titled "${title}"`);
  return match[1]!;
}

const work = mkdtempSync(join(tmpdir(), 'pagora-outcomes-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Every delivery with its headers, as the guide's functions take them; `now` is the delivery's own time. */
function cases(): { body: string; timestamp: string; signature: string; now: number }[] {
  return deliveries.map(([, delivery]) => {
    const timestamp = header(delivery, webhookDelivery.signature.timestampHeader)!;
    return {
      body: Buffer.from(delivery.body, 'utf8').toString('base64'),
      timestamp,
      signature: header(delivery, webhookDelivery.signature.signatureHeader)!,
      now: Number(timestamp),
    };
  });
}

test('the guide’s JavaScript function accepts every delivery, and rejects it with one byte changed', async () => {
  const file = join(work, 'verify-signature.mjs');
  writeFileSync(file, guideBlock('verify-signature.mjs'));
  const { verifyPagoraSignature } = (await import(pathToFileURL(file).href)) as {
    verifyPagoraSignature: (body: Buffer, ts: string, sig: string, secret: string, now: number) => boolean;
  };
  for (const [index, c] of cases().entries()) {
    const body = Buffer.from(c.body, 'base64');
    assert.equal(
      verifyPagoraSignature(body, c.timestamp, c.signature, publishedTestSigningSecret, c.now),
      true,
      deliveries[index]![0],
    );
    const changed = Buffer.from(body);
    changed[changed.length - 2]! ^= 1;
    assert.equal(verifyPagoraSignature(changed, c.timestamp, c.signature, publishedTestSigningSecret, c.now), false);
  }
});

test('the guide’s Python function accepts every delivery', (t) => {
  if (!python) return t.skip('python3 is not installed');
  writeFileSync(join(work, 'verify_signature.py'), guideBlock('verify_signature.py'));
  writeFileSync(join(work, 'cases.json'), JSON.stringify(cases()));
  const script = `import base64, json, sys
sys.path.insert(0, ${JSON.stringify(work)})
from verify_signature import verify_pagora_signature
cases = json.load(open(${JSON.stringify(join(work, 'cases.json'))}))
print(json.dumps([verify_pagora_signature(base64.b64decode(c["body"]), c["timestamp"], c["signature"], ${JSON.stringify(publishedTestSigningSecret)}, c["now"]) for c in cases]))`;
  const run = spawnSync(python, ['-c', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const results = JSON.parse(run.stdout) as boolean[];
  assert.deepEqual(
    deliveries.filter((_, i) => results[i] !== true).map(([story, d]) => `${story}: ${d.eventType ?? 'callback'}`),
    [],
  );
});

test('the guide’s PHP function accepts every delivery', (t) => {
  if (!ensurePhp()) return t.skip('php is not installed and cannot be');
  writeFileSync(join(work, 'verify_signature.php'), guideBlock('verify_signature.php'));
  writeFileSync(join(work, 'cases.json'), JSON.stringify(cases()));
  const script = `require ${JSON.stringify(join(work, 'verify_signature.php'))};
$cases = json_decode(file_get_contents(${JSON.stringify(join(work, 'cases.json'))}), true);
echo json_encode(array_map(fn ($c) => verifyPagoraSignature(base64_decode($c['body']), $c['timestamp'], $c['signature'], ${JSON.stringify(publishedTestSigningSecret)}, $c['now']), $cases));`;
  const run = spawnSync('php', ['-r', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const results = JSON.parse(run.stdout) as boolean[];
  assert.deepEqual(
    deliveries.filter((_, i) => results[i] !== true).map(([story, d]) => `${story}: ${d.eventType ?? 'callback'}`),
    [],
  );
});

// ---------------------------------------------------------------------------
// Replay against a receiver made of the guide's JavaScript function.

const receiverSource = (port: number) => `import { createServer } from 'node:http';
import { verifyPagoraSignature } from './verify-signature.mjs';
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const valid = verifyPagoraSignature(body, req.headers['pagora-timestamp'], req.headers['pagora-signature'], process.env.PAGORA_WEBHOOK_SECRET);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('pagora-') || k === 'content-type'));
    process.stdout.write(JSON.stringify({ path: req.url, valid, body: body.toString('base64'), headers }) + '\\n');
    res.writeHead(valid ? 204 : 400).end();
  });
}).listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));`;

test('the replay scripts, run against a receiver built from the guide’s code, are all accepted byte for byte', async (t) => {
  if (spawnSync('openssl', ['version']).status !== 0 || spawnSync('curl', ['--version']).status !== 0)
    return t.skip('openssl or curl is not installed');
  writeFileSync(join(work, 'verify-signature.mjs'), guideBlock('verify-signature.mjs'));
  const port = 20000 + (process.pid % 20000);
  writeFileSync(join(work, 'receiver.mjs'), receiverSource(port));
  const receiver: ChildProcess = spawn(process.execPath, [join(work, 'receiver.mjs')], {
    env: { ...process.env, PAGORA_WEBHOOK_SECRET: publishedTestSigningSecret },
  });
  t.after(() => receiver.kill());
  const lines: string[] = [];
  let buffered = '';
  await new Promise<void>((resolve, reject) => {
    receiver.on('error', reject);
    receiver.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts)
        if (line === 'ready') resolve();
        else lines.push(line);
    });
  });
  // A script differs between stories only in its deliveries: one story for each kind of delivery not yet
  // replayed (the callback and every event type), then one whose body holds what a shell quote must keep
  // byte for byte. Each of the 28 inputs' stories replayed took 12 s; the quoting is one function for all.
  const picked: [Choice, Outcome][] = [];
  const kinds = new Set<string>();
  for (const story of stories) {
    const storyKinds = story[1].steps.flatMap((s) => s.deliveries.map((d) => d.eventType ?? 'callback'));
    if (storyKinds.every((kind) => kinds.has(kind))) continue;
    picked.push(story);
    storyKinds.forEach((kind) => kinds.add(kind));
  }
  for (const type of [
    'callback',
    'PAYMENT_CREATED',
    'PAYMENT_AUTHORIZED',
    'PAYMENT_SUCCEEDED',
    'PAYMENT_FAILED',
    'PAYMENT_CANCELED',
    'PAYMENT_EXPIRED',
    'PAYMENT_REFUNDED',
    'PAYMENT_PARTIALLY_REFUNDED',
  ])
    assert.ok(kinds.has(type), `no replayed story sends ${type}`);
  const [firstChoice, firstOutcome] = picked[0]!;
  const awkward = JSON.stringify(
    { note: `it's "quoted" $HOME \`id\` $(id) \\ 100% %s ünïcødé € 💳\ttab`, lines: ['a', 'b'] },
    null,
    2,
  );
  const [firstStep, ...otherSteps] = firstOutcome.steps;
  picked.push([
    firstChoice,
    {
      ...firstOutcome,
      steps: [{ ...firstStep!, deliveries: [{ ...firstStep!.deliveries[0]!, body: awkward }] }, ...otherSteps],
    },
  ]);
  for (const [choice, outcome] of picked) {
    lines.length = 0;
    const run = spawnSync('bash', ['-c', replayScript(outcome)], {
      encoding: 'utf8',
      env: { ...process.env, PORT: String(port), PAGORA_WEBHOOK_SECRET: publishedTestSigningSecret },
    });
    assert.equal(run.status, 0, `${name(choice)}: the replay script failed\n${run.stderr}`);
    const sent = outcome.steps.flatMap((step) => step.deliveries);
    await new Promise<void>((resolve) => {
      const poll = (): void => (lines.length >= sent.length ? resolve() : void setImmediate(poll));
      poll();
    });
    const received = lines.map(
      (line) => JSON.parse(line) as { path: string; valid: boolean; body: string; headers: Obj },
    );
    assert.deepEqual(
      received.map((r) => ({ path: r.path, valid: r.valid, body: Buffer.from(r.body, 'base64').toString('utf8') })),
      sent.map((d) => ({ path: new URL(d.url).pathname, valid: true, body: d.body })),
      `${name(choice)}: the receiver did not get every delivery, valid and byte for byte`,
    );
    for (const [i, delivery] of sent.entries())
      for (const [key, value] of delivery.headers)
        if (!/^Pagora-(Timestamp|Signature)$/.test(key))
          assert.equal(received[i]!.headers[key.toLowerCase()], value, `${name(choice)}: header ${key}`);
  }
});
