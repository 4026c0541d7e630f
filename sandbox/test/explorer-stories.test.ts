// The outcome explorer and the sandbox tell the same story: every choice the explorer offers
// (shared/test-outcomes) is replayed against the sandbox over HTTP, as an integrator would run it. Your
// server's calls go to /v1 (with a token from /sandbox/tokens, or a card saved by an earlier payment),
// the customer answers on the sandbox's 3-D Secure and PayPal pages, and the clock moves as far as
// the story's steps. After each step the payment, the answer and the deliveries queued must be the
// explorer's: same status, statusCode, nextAction, payment method and amounts, same error codes, the
// callback and the events in the same order. Ids, times and URLs differ (another seed and origin).
//
// Run: node --import tsx --test sandbox/test/explorer-stories.test.ts
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { restSecurity, sampleOptions } from '../../config/site';
import { testCardToken } from '../../shared/payment-engine/engine';
import { testInputs } from '../../shared/test-outcomes/inputs';
import { playOutcome, type Delivery } from '../../shared/test-outcomes/outcome';
import { choiceName, explorerChoices } from '../../tests/unit/support/outcome-choices';
import { sandboxWithClient, startReceiver } from './support';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Every input with nothing after it and with a cancel (which races the expiry of a payment left
 * waiting), both ways a card is charged; every follow-up and transaction type for the first input of
 * each method. All 270 choices took 22 s; the rest adds no way of driving either front end.
 */
const firstOfMethod = new Set(
  testInputs.filter((input, i) => testInputs.findIndex((other) => other.method === input.method) === i),
);
const choices = explorerChoices.filter(
  (choice) =>
    firstOfMethod.has(choice.input) ||
    (choice.transactionType === 'SALE' && ['none', 'cancel'].includes(choice.followUp)),
);

let env: Awaited<ReturnType<typeof sandboxWithClient>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
before(async () => {
  receiver = await startReceiver();
  // Real time stands still (the clock moves only as the stories say), near now so signatures verify.
  const start = Math.floor(Date.now() / 1000);
  env = await sandboxWithClient({ webhookUrls: [`${receiver.origin}/webhooks`], realNow: () => start });
});
after(async () => {
  await env.sandbox.close();
  await receiver.close();
});

/** What both must agree on in a payment: everything but its ids, times and URLs. */
const gist = (payment: Obj | undefined) =>
  payment && {
    status: payment.status,
    statusCode: payment.statusCode,
    nextAction: payment.nextAction?.type,
    paymentMethod: payment.paymentMethod,
    amount: payment.amount,
    refundedAmount: payment.refundedAmount,
    transactionType: payment.transactionType,
  };
const deliveryGist = (kind: string, eventType: string | undefined, body: string) => {
  const parsed = JSON.parse(body) as Obj;
  return { kind, eventType, payment: gist(kind === 'webhook' ? parsed.data : parsed) };
};

/** The sandbox's own endpoints (clock, tokens, deliveries), outside /v1. */
async function sandboxCall(pathname: string, body?: Obj): Promise<Obj> {
  const answer = await fetch(`${env.sandbox.origin}/sandbox/${pathname}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await answer.json()) as Obj;
}
/** The deliveries the sandbox queued about one payment (`GET /sandbox/deliveries` lists the same, all of them). */
const queuedFor = (paymentId: string): Obj[] =>
  env.sandbox.engine.outbox.filter((delivery) => {
    const body = JSON.parse(String(delivery.body)) as Obj;
    return (body.data?.id ?? body.id) === paymentId;
  });

const post = (url: string, form: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });

test('every story the explorer plays, run against the sandbox, goes the same way', async () => {
  const { sandbox, call } = env;
  const callbackUrl = `${receiver.origin}/pagora/callback`;
  let keys = 0;
  for (const choice of choices) {
    const outcome = playOutcome(choice, { ...sampleOptions, ...restSecurity });
    let paymentId = '';
    let saved: Obj = {};
    if (choice.initiator === 'merchant' && choice.input.kind === 'card') {
      // The card your server charges was saved by an earlier payment the customer made.
      const first = await call('POST', '/payments', {
        amount: 100,
        currency: 'EUR',
        paymentMethods: ['CARD'],
        paymentToken: testCardToken(choice.input.card),
        savePaymentMethod: true,
      });
      await post(`${sandbox.origin}/3ds/${String(first.body.id)}`, 'code=1234');
      saved = (await call('GET', `/payments/${String(first.body.id)}`)).body;
    }
    const customerSteps = outcome.steps.filter((step) => step.actor === 'customer');
    let at = Date.parse(outcome.steps[0]!.at);
    for (const [index, step] of outcome.steps.entries()) {
      const where = `${choiceName(choice)}, step ${index + 1}`;
      const seconds = (Date.parse(step.at) - at) / 1000;
      at = Date.parse(step.at);
      const queued = paymentId ? queuedFor(paymentId).length : 0;
      if (seconds > 0) await sandboxCall('clock', { advanceSeconds: seconds });
      if (step.call) {
        const body: Obj = { ...step.call.body };
        if (body.callbackUrl) body.callbackUrl = callbackUrl;
        if (step.call.operationId === 'payments-confirm') {
          const number = choice.input.kind === 'card' ? choice.input.card.number : '';
          body.paymentToken = (await sandboxCall('tokens', { number })).token;
        }
        if (step.call.operationId === 'payments-recurring')
          Object.assign(body, { paymentToken: saved.paymentToken, sequenceId: saved.sequenceId });
        const path = paymentId
          ? step.call.path.replace(/^\/payments\/[^/]+/, `/payments/${paymentId}`)
          : step.call.path;
        const answer = await call('POST', path, body, { 'Idempotency-Key': `story-${keys++}` });
        const expected = step.call.response;
        assert.equal(answer.status, expected.status, `${where}: ${step.call.operationId} answers`);
        if (answer.status >= 300) assert.equal(answer.body.code, expected.body.code, `${where}: error code`);
        else {
          paymentId ||= String(answer.body.id);
          assert.deepEqual(gist(answer.body), gist(expected.body), `${where}: ${step.call.operationId} answer`);
        }
      } else if (step.actor === 'customer') {
        const payment = (await call('GET', `/payments/${paymentId}`)).body;
        const next = payment.nextAction as Obj | undefined;
        if (next?.type === 'THREE_DS_CHALLENGE') await post(String(next.redirectUrl), 'code=1234');
        // The PayPal story's last customer step is their choice on PayPal's page (before it, the redirect).
        else if (choice.input.kind === 'paypal' && step === customerSteps.at(-1))
          await post(String(next?.redirectUrl), `choice=${choice.input.value}`);
      }
      const payment = (await call('GET', `/payments/${paymentId}`)).body;
      if (step.status) assert.equal(payment.status, step.status, `${where}: status`);
      const sent = queuedFor(paymentId).slice(queued);
      assert.deepEqual(
        sent.map((delivery) => deliveryGist(delivery.kind, delivery.eventType, String(delivery.body))),
        step.deliveries.map((delivery: Delivery) => deliveryGist(delivery.kind, delivery.eventType, delivery.body)),
        `${where}: deliveries`,
      );
    }
    const final = (await call('GET', `/payments/${paymentId}`)).body;
    assert.deepEqual(gist(final), gist(outcome.payment), `${choiceName(choice)}: the payment as it ends`);
  }
});
