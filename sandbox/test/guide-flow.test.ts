// A guide's server flow against the sandbox, as a new user runs it: Getting started's JavaScript sample
// creates the payment, Build a custom checkout's confirm sample confirms it with the documented token of
// the 3-D Secure challenge card, the customer passes the challenge on the sandbox's page, the callback
// and the webhook events arrive and verify with the verify-signature guide's own function, and a refund
// follows. Every answer is held to openapi/openapi.yaml (the client fails on one it does not allow),
// every delivery to its schema, with the headers the document declares.
//
// Run: node --import tsx --test sandbox/test/guide-flow.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCards } from '../../data/testData';
import { testCardToken } from '../../shared/payment-engine/engine';
import { guideBlock, runNodeSample, sandboxWithReceiver, testKey } from './support';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const setup = sandboxWithReceiver();

const challengeCard = testCards.find((card) => card.threeDSecure === 'challenge')!;

test('create (Getting started) → confirm (custom checkout) → 3-D Secure page with 1234 → verified callback → refund', async () => {
  const { sandbox, call } = setup.env;
  const callbackUrl = `${setup.receiver.origin}/pagora/callback`;
  const create = guideBlock('getting-started.mdx', "fetch('https://api.pagora.com/v1/payments',").replaceAll(
    'https://shop.example.com/pagora/callback',
    callbackUrl,
  );
  const created = await runNodeSample('create-payment.mjs', create, sandbox.origin, testKey);
  const [paymentId, paymentUrl] = created.trim().split(' ');
  assert.match(paymentId!, /^pay_[A-Za-z0-9]+$/, `the sample printed ${created}`);
  assert.equal(paymentUrl, `${sandbox.origin}/p/${paymentId}`);

  const confirm = guideBlock('integrations/build-custom-checkout.mdx', 'confirm-payment.mjs')
    .replace("'pay_2NfQ8sKx4TbL9mVa'", `'${paymentId}'`)
    .replace("'tok_9LmB4vQx7SeK2hDa'", `'${testCardToken(challengeCard)}'`);
  const confirmed = await runNodeSample('confirm-payment.mjs', confirm, sandbox.origin, testKey);
  const redirectUrl = /redirectUrl: '([^']+)'/.exec(confirmed)?.[1];
  assert.equal(redirectUrl, `${sandbox.origin}/3ds/${paymentId}`, `the sample printed ${confirmed}`);

  const page = await fetch(redirectUrl!);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<form method="post">[\s\S]*name="code"/);
  const answered = await fetch(redirectUrl!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'code=1234',
    redirect: 'manual',
  });
  assert.equal(answered.status, 303);
  assert.equal(answered.headers.get('location'), 'https://shop.example.com/checkout/complete');

  const paid = await call('GET', `/payments/${paymentId}`);
  assert.equal(paid.body.status, 'SUCCEEDED');
  assert.equal(paid.body.statusCode, '000');

  const refunded = await call('POST', `/payments/${paymentId}/refund`, { amount: 50 }, { 'Idempotency-Key': 'r1' });
  assert.equal(refunded.status, 200);
  assert.equal(refunded.body.status, 'PARTIALLY_REFUNDED');
  await sandbox.idle();

  // The callbacks: one per status change, in order, each accepted by the guide's function.
  const callbacks = setup.receiver.received.filter((r) => r.path === '/pagora/callback');
  assert.deepEqual(
    callbacks.map((r) => [(JSON.parse(r.body) as Obj).status, r.valid]),
    [
      ['SUCCEEDED', true],
      ['PARTIALLY_REFUNDED', true],
    ],
  );
  const events = setup.receiver.received.filter((r) => r.path === '/webhooks');
  assert.deepEqual(
    events.map((r) => [(JSON.parse(r.body) as Obj).type, r.valid]),
    [
      ['PAYMENT_CREATED', true],
      ['PAYMENT_SUCCEEDED', true],
      ['PAYMENT_PARTIALLY_REFUNDED', true],
    ],
  );
  // The explorer's order: a status change's callback before its event.
  const order = setup.receiver.received.map((r) =>
    r.path === '/webhooks' ? (JSON.parse(r.body) as Obj).type : 'callback',
  );
  assert.deepEqual(order.slice(1, 3), ['callback', 'PAYMENT_SUCCEEDED']);
});

test('every delivery is valid against its schema in openapi/openapi.yaml, with the headers it declares', async () => {
  await setup.env.sandbox.idle();
  const { contract } = setup.env.sandbox;
  const document = contract.document as Obj;
  const callback = document.components.callbacks.PaymentStatusChanged['{$request.body#/callbackUrl}'].post;
  assert.ok(setup.receiver.received.length >= 5, 'the flow delivered nothing');
  for (const r of setup.receiver.received) {
    const event = r.path === '/webhooks' ? (JSON.parse(r.body) as Obj) : undefined;
    const post = event ? document.webhooks[event.type].post : callback;
    const schema = post.requestBody.content['application/json'].schema;
    assert.deepEqual(contract.check(schema, JSON.parse(r.body)), [], `${event?.type ?? 'callback'} body`);
    for (const parameter of (post.parameters as Obj[]).filter((p) => p.in === 'header')) {
      const value = r.headers[String(parameter.name).toLowerCase()];
      assert.ok(typeof value === 'string', `${event?.type ?? 'callback'}: no ${parameter.name} header`);
      assert.deepEqual(contract.check(parameter.schema, value), [], `${parameter.name}: ${value}`);
    }
    if (event) assert.equal(r.headers['pagora-event-id'], event.id);
  }
});

test('a challenge answered with another code fails with 110 and sends the customer to failUrl; one left fails with 111', async () => {
  const { sandbox, call } = setup.env;
  for (const [form, code] of [
    ['code=0000', '110'],
    ['action=timeout', '111'],
  ] as const) {
    const created = await call('POST', '/payments', {
      amount: 1000,
      currency: 'EUR',
      completeUrl: 'https://shop.example.com/ok',
      failUrl: 'https://shop.example.com/failed',
    });
    const id = String(created.body.id);
    const confirmed = await call('POST', `/payments/${id}/confirm`, {
      paymentMethod: 'CARD',
      paymentToken: testCardToken(challengeCard),
    });
    assert.equal((confirmed.body.nextAction as Obj).type, 'THREE_DS_CHALLENGE');
    const answered = await fetch(`${sandbox.origin}/3ds/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    assert.equal(answered.headers.get('location'), 'https://shop.example.com/failed');
    const failed = await call('GET', `/payments/${id}`);
    assert.deepEqual([failed.body.status, failed.body.statusCode, failed.body.nextAction], ['FAILED', code, undefined]);
  }
});
