// The sandbox's API as the documentation describes it: authentication, bad input answered with the
// documented error bodies while the server keeps serving and keeps its state, idempotency, AUTH with
// capture, cancel and the hold's expiry on the clock, refunds, Bizum and MB WAY requests answered on the
// clock, saved cards charged without the customer, and deliveries retried on the documented schedule.
// Every answer is held to openapi/openapi.yaml by the client (support.ts).
//
// Run: node --import tsx --test sandbox/test/api.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { authorizationHoldDays } from '../../data/paymentStatuses';
import { bizumTestPhones, mbwayTestPhones, paypalSandboxOutcomes, sepaTestIbans, testCards } from '../../data/testData';
import { webhookDelivery } from '../../data/webhook-delivery';
import { testCardToken } from '../../shared/payment-engine/engine';
import { testCustomerTiming } from '../../shared/payment-engine/payment-facts';
import { sandboxWithClient, sandboxWithReceiver, startReceiver } from './support';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const setup = sandboxWithReceiver();

const card = (predicate: (c: (typeof testCards)[number]) => boolean) => testCardToken(testCards.find(predicate)!);
const approved = card((c) => c.statusCode === '000' && c.threeDSecure === 'frictionless');
const order = { amount: 2590, currency: 'EUR' };

async function paidWith(token: string, extra: Obj = {}): Promise<Obj> {
  const created = await setup.env.call('POST', '/payments', { ...order, ...extra });
  const confirmed = await setup.env.call('POST', `/payments/${created.body.id}/confirm`, {
    paymentMethod: 'CARD',
    paymentToken: token,
  });
  return confirmed.body;
}

test('test keys work; a live key, a publishable key, no key and a foreign Pagora-Account get the documented 401', async () => {
  const created = await setup.env.call('POST', '/payments', order);
  assert.equal(created.status, 201);
  assert.match(String(created.body.id), /^pay_[A-Za-z0-9]+$/);
  for (const authorization of ['Bearer sk_live_51JpQx8Pagora2bT6cVw4mZr9', 'Bearer pk_test_51JpQx8', ''])
    for (const [method, path] of [
      ['POST', '/payments'],
      ['GET', `/payments/${created.body.id}`],
    ] as const) {
      const answer = await setup.env.call(method, path, method === 'POST' ? order : undefined, {
        Authorization: authorization,
      });
      assert.equal(answer.status, 401, `${authorization || 'no key'} ${method} ${path}`);
      assert.deepEqual([answer.body.type, answer.body.code], ['UNAUTHORIZED', 'INVALID_API_KEY']);
    }
  const foreign = await setup.env.call('GET', `/payments/${created.body.id}`, undefined, {
    'Pagora-Account': 'acc_1QwE3rTy5UiO',
  });
  assert.deepEqual([foreign.status, foreign.body.code], [401, 'ACCOUNT_ACCESS_DENIED']);
  // Another test key is another account: it does not see the payment.
  const other = await setup.env.call('GET', `/payments/${created.body.id}`, undefined, {
    Authorization: 'Bearer sk_test_other',
  });
  assert.deepEqual([other.status, other.body.code], [404, 'RESOURCE_NOT_FOUND']);
});

test('bad input gets the documented error body, and the server keeps serving with its state', async () => {
  const kept = await setup.env.call('POST', '/payments', order);
  const cases: [string, string, unknown, number, string, string[]][] = [
    ['malformed JSON', '/payments', '{"amount": 25', 400, 'INVALID_REQUEST', ['body']],
    ['unknown field', '/payments', { ...order, colour: 'red' }, 400, 'INVALID_REQUEST', ['colour']],
    ['mistyped field', '/payments', { amount: '25.90', currency: 'EUR' }, 400, 'INVALID_REQUEST', ['amount']],
    ['missing field', '/payments', { amount: 2590 }, 400, 'INVALID_REQUEST', ['currency']],
    [
      'bad nested field',
      '/payments',
      { ...order, customer: { email: 'not-an-email' } },
      400,
      'INVALID_REQUEST',
      ['customer.email'],
    ],
    ['unknown id', '/payments/pay_doesNotExist/capture', {}, 404, 'RESOURCE_NOT_FOUND', []],
    ['malformed id', '/payments/not-an-id/refund', {}, 404, 'RESOURCE_NOT_FOUND', []],
    ['wrong status', `/payments/${kept.body.id}/refund`, {}, 422, 'INVALID_STATUS', []],
  ];
  for (const [what, path, body, status, code, fields] of cases) {
    const answer = await setup.env.call('POST', path, body);
    assert.equal(answer.status, status, what);
    assert.equal(answer.body.code, code, what);
    assert.deepEqual(
      (answer.body.errors as Obj[]).map((error) => error.field),
      fields,
      `${what}: ${JSON.stringify(answer.body.errors)}`,
    );
  }
  const again = await setup.env.call('GET', `/payments/${kept.body.id}`);
  assert.deepEqual(again.body, kept.body);
});

test('a repeated Idempotency-Key replays the first answer; with another body it is a 409', async () => {
  const headers = { 'Idempotency-Key': 'idem-1' };
  const first = await setup.env.call('POST', '/payments', order, headers);
  const replay = await setup.env.call('POST', '/payments', order, headers);
  assert.deepEqual(replay, first);
  const changed = await setup.env.call('POST', '/payments', { ...order, amount: 100 }, headers);
  assert.deepEqual(
    [changed.status, changed.body.type, changed.body.code],
    [409, 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_KEY_REUSED'],
  );
  // After 24 hours the key is free again.
  await fetch(`${setup.env.sandbox.origin}/sandbox/clock`, {
    method: 'POST',
    body: JSON.stringify({ advanceSeconds: 24 * 3600 }),
  });
  const later = await setup.env.call('POST', '/payments', { ...order, amount: 100 }, headers);
  assert.equal(later.status, 201);
  assert.notEqual(later.body.id, first.body.id);
});

test('AUTH: captured in part, or canceled, within the hold; expired after it', async () => {
  const captured = await paidWith(approved, { transactionType: 'AUTH' });
  assert.equal(captured.status, 'AUTHORIZED');
  const tooMuch = await setup.env.call('POST', `/payments/${captured.id}/capture`, { amount: 9999 });
  assert.deepEqual([tooMuch.status, tooMuch.body.code], [422, 'AMOUNT_EXCEEDS_AUTHORIZED']);
  const partial = await setup.env.call('POST', `/payments/${captured.id}/capture`, { amount: 1990 });
  assert.deepEqual([partial.body.status, partial.body.amount], ['SUCCEEDED', 1990]);
  const twice = await setup.env.call('POST', `/payments/${captured.id}/capture`, {});
  assert.deepEqual([twice.status, twice.body.code], [422, 'INVALID_STATUS']);

  const canceled = await paidWith(approved, { transactionType: 'AUTH' });
  const cancel = await setup.env.call('POST', `/payments/${canceled.id}/cancel`, {
    cancellationReason: 'REQUESTED_BY_CUSTOMER',
  });
  assert.deepEqual([cancel.body.status, cancel.body.cancellationReason], ['CANCELED', 'REQUESTED_BY_CUSTOMER']);

  const held = await paidWith(approved, { transactionType: 'AUTH' });
  await fetch(`${setup.env.sandbox.origin}/sandbox/clock`, {
    method: 'POST',
    body: JSON.stringify({ advanceSeconds: authorizationHoldDays * 86400 }),
  });
  const late = await setup.env.call('POST', `/payments/${held.id}/capture`, {});
  assert.deepEqual([late.status, late.body.code], [422, 'INVALID_STATUS']);
  assert.equal((await setup.env.call('GET', `/payments/${held.id}`)).body.status, 'EXPIRED');
});

test('refunds: partial, then the rest; never more than is left', async () => {
  const paid = await paidWith(approved);
  const part = await setup.env.call('POST', `/payments/${paid.id}/refund`, {
    amount: 990,
    refundReason: 'REQUESTED_BY_CUSTOMER',
  });
  assert.deepEqual(
    [part.body.status, part.body.refundedAmount, part.body.lastRefundAmount],
    ['PARTIALLY_REFUNDED', 990, 990],
  );
  const over = await setup.env.call('POST', `/payments/${paid.id}/refund`, { amount: 2000 });
  assert.deepEqual(
    [over.status, over.body.code, (over.body.errors as Obj[])[0]?.message],
    [422, 'AMOUNT_EXCEEDS_REFUNDABLE', 'Must be at most 1600.'],
  );
  const rest = await setup.env.call('POST', `/payments/${paid.id}/refund`, {});
  assert.deepEqual([rest.body.status, rest.body.refundedAmount], ['REFUNDED', 2590]);
});

test('declined cards fail with their statusCode', async () => {
  for (const declined of testCards.filter(
    (c) => c.statusCode !== '000' && c.threeDSecure !== 'required-when-unattended',
  )) {
    const payment = await paidWith(testCardToken(declined));
    assert.deepEqual([payment.status, payment.statusCode], ['FAILED', declined.statusCode], declined.number);
  }
});

test('Bizum and MB WAY: the test phones answer on the clock as data/testData.ts says; the unenrolled one is refused', async () => {
  for (const [method, phones] of [
    ['BIZUM', bizumTestPhones],
    ['MBWAY', mbwayTestPhones],
  ] as const)
    for (const phone of phones) {
      const created = await setup.env.call('POST', '/payments', { ...order, paymentMethods: [method] });
      const sent = await setup.env.call('POST', `/payments/${created.body.id}/send-request`, {
        paymentMethod: method,
        customer: { phone: phone.value },
      });
      if (phone.statusCode === null) {
        assert.deepEqual([sent.status, sent.body.code], [422, 'PHONE_NOT_ENROLLED']);
        continue;
      }
      assert.deepEqual([sent.body.status, (sent.body.nextAction as Obj).type], ['PENDING', 'APPROVE_IN_APP']);
      await fetch(`${setup.env.sandbox.origin}/sandbox/clock`, {
        method: 'POST',
        body: JSON.stringify({
          advanceSeconds: phone.status === 'EXPIRED' ? 24 * 3600 : testCustomerTiming.answerSeconds,
        }),
      });
      const after = await setup.env.call('GET', `/payments/${created.body.id}`);
      assert.deepEqual(
        [after.body.status, after.body.statusCode],
        [phone.status, phone.statusCode],
        `${method} ${phone.value}`,
      );
    }
});

test('a saved card is charged without the customer; the card that needs its customer declines with 112', async () => {
  for (const saved of testCards
    .filter((c) => c.threeDSecure === 'frictionless' || c.threeDSecure === 'required-when-unattended')
    .slice(0, 1)) {
    const first = await paidWith(testCardToken(saved), { savePaymentMethod: true });
    assert.match(String(first.paymentToken), /^tok_/);
    const charge = await setup.env.call('POST', '/payments/recurring', {
      ...order,
      paymentToken: first.paymentToken,
      sequenceId: first.sequenceId,
    });
    assert.deepEqual([charge.status, charge.body.status], [201, 'SUCCEEDED']);
    const wrong = await setup.env.call('POST', '/payments/recurring', {
      ...order,
      paymentToken: first.paymentToken,
      sequenceId: '1',
    });
    assert.deepEqual([wrong.status, wrong.body.code], [422, 'PAYMENT_TOKEN_INVALID']);
  }
  const attended = testCards.find((c) => c.threeDSecure === 'required-when-unattended')!;
  const created = await setup.env.call('POST', '/payments', { ...order, savePaymentMethod: true });
  await setup.env.call('POST', `/payments/${created.body.id}/confirm`, {
    paymentMethod: 'CARD',
    paymentToken: testCardToken(attended),
  });
  await fetch(`${setup.env.sandbox.origin}/3ds/${created.body.id}`, {
    method: 'POST',
    body: 'code=1234',
    redirect: 'manual',
  });
  const first = (await setup.env.call('GET', `/payments/${created.body.id}`)).body;
  assert.equal(first.status, 'SUCCEEDED');
  const charge = await setup.env.call('POST', '/payments/recurring', {
    ...order,
    paymentToken: first.paymentToken,
    sequenceId: first.sequenceId,
  });
  assert.deepEqual(
    [charge.body.status, charge.body.statusCode, charge.body.nextAction],
    ['FAILED', attended.statusCode, undefined],
  );
});

test('a delivery the receiver refuses is retried on the documented schedule, as the clock moves', async (t) => {
  const refusing = await startReceiver(2);
  const own = await sandboxWithClient({ webhookUrls: [`${refusing.origin}/webhooks`] });
  t.after(async () => {
    await own.sandbox.close();
    await refusing.close();
  });
  await own.call('POST', '/payments', order);
  await own.sandbox.idle();
  const attempts = () =>
    own.sandbox.attempts.map((a) => [new Map(a.headers).get(webhookDelivery.signature.attemptHeader), a.status]);
  assert.deepEqual(attempts(), [['1', 500]]);
  const [retry1, retry2] = webhookDelivery.retryOffsetsSeconds;
  const advance = (seconds: number) =>
    fetch(`${own.sandbox.origin}/sandbox/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: seconds }) });
  // Nothing before the first retry's time; then attempt 2 (refused again), then attempt 3 (accepted) at the second's.
  await advance(retry1! - 5);
  assert.deepEqual(attempts(), [['1', 500]]);
  await advance(5);
  assert.deepEqual(attempts(), [
    ['1', 500],
    ['2', 500],
  ]);
  await advance(retry2! - retry1!);
  assert.deepEqual(attempts(), [
    ['1', 500],
    ['2', 500],
    ['3', 200],
  ]);
  assert.deepEqual(
    refusing.received.map((r) => r.valid),
    [true, true, true],
  );
});

test('SEPA Request-to-Pay succeeds when the credit transfer arrives, not on approval; the request shows the account at once', async () => {
  const advance = (seconds: number) =>
    fetch(`${setup.env.sandbox.origin}/sandbox/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceSeconds: seconds }),
    });
  for (const account of sepaTestIbans) {
    const created = await setup.env.call('POST', '/payments', order);
    const sent = await setup.env.call('POST', `/payments/${created.body.id}/send-request`, {
      paymentMethod: 'SEPA_REQUEST_TO_PAY',
      iban: account.value,
    });
    assert.deepEqual(sent.body.paymentMethod, {
      type: 'SEPA_REQUEST_TO_PAY',
      sepaRequestToPay: { ibanLast4: account.value.slice(-4) },
    });
    await advance(testCustomerTiming.answerSeconds);
    const approved = await setup.env.call('GET', `/payments/${created.body.id}`);
    if (account.status === 'SUCCEEDED') {
      assert.equal(approved.body.status, 'PENDING', 'paid on approval, before the transfer');
      await advance(testCustomerTiming.creditTransferSeconds);
    }
    const after = await setup.env.call('GET', `/payments/${created.body.id}`);
    assert.deepEqual([after.body.status, after.body.statusCode], [account.status, account.statusCode], account.value);
  }
});

test('PayPal: a PayPal-only payment redirects to the sandbox’s PayPal page; approve pays it, cancel leaves it PENDING', async () => {
  for (const outcome of paypalSandboxOutcomes) {
    const created = await setup.env.call('POST', '/payments', {
      ...order,
      paymentMethods: ['PAYPAL'],
      completeUrl: 'https://shop.example.com/ok',
      cancelUrl: 'https://shop.example.com/cart',
    });
    const next = created.body.nextAction as Obj;
    assert.deepEqual(next, { type: 'REDIRECT', redirectUrl: `${setup.env.sandbox.origin}/paypal/${created.body.id}` });
    assert.equal((await fetch(next.redirectUrl)).status, 200);
    const answered = await fetch(next.redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `choice=${outcome.value}`,
      redirect: 'manual',
    });
    const after = await setup.env.call('GET', `/payments/${created.body.id}`);
    assert.equal(after.body.status, outcome.status, outcome.value);
    assert.equal(
      answered.headers.get('location'),
      outcome.statusCode === null ? 'https://shop.example.com/cart' : 'https://shop.example.com/ok',
    );
  }
});

test('payment-methods-get answers from data/methodCapabilities.ts: each method of the documented example as the example shows it', async () => {
  const operation = setup.env.sandbox.contract.operations.find((op) => op.operationId === 'payment-methods-get')!;
  const content = (operation.responses['200'] as Obj).content['application/json'];
  const example = content.examples.spain.value;
  const answer = await setup.env.call('GET', '/payment-methods?amount=2590&currency=EUR&country=ES');
  assert.equal(answer.status, 200);
  const items = answer.body.items as Obj[];
  for (const documented of example.items)
    assert.deepEqual(
      items.find((item) => item.paymentMethod === documented.paymentMethod),
      documented,
    );
  const listed = (query: string) =>
    setup.env.call('GET', `/payment-methods${query}`).then((a) => (a.body.items as Obj[]).map((i) => i.paymentMethod));
  assert.ok(!items.some((item) => item.paymentMethod === 'MBWAY'), 'MB WAY is for Portugal only');
  assert.ok((await listed('?country=PT')).includes('MBWAY'));
  assert.ok(!(await listed('?amount=60')).includes('PAYPAL'), 'PayPal starts at 100');
  assert.deepEqual(await listed('?currency=RON'), ['CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'CLICK_TO_PAY']);
});
