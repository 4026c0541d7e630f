// Subscriptions on the sandbox's clock: activated with a saved card and renewed each period; a period's
// payment declined goes PAST_DUE, is retried on the days of `retrySchedule` (soft declines only), and
// either recovers when the customer pays through the subscription's link or is canceled with
// PAYMENT_FAILED after the last day. Transitions are held to data/paymentStatuses.ts, answers to
// openapi/openapi.yaml (the client), and the events to their order.
//
// Run: node --import tsx --test sandbox/test/subscriptions.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { subscriptionNextStatuses, type SubscriptionStatusName } from '../../data/paymentStatuses';
import { statusCodeFact } from '../../data/statusCodes';
import { subscriptionRetries } from '../../data/subscriptions';
import { testCards } from '../../data/testData';
import { testCardToken } from '../../shared/payment-engine/engine';
import { sandboxWithReceiver } from './support';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const setup = sandboxWithReceiver();

const day = 86400;
const advance = (seconds: number) =>
  fetch(`${setup.env.sandbox.origin}/sandbox/clock`, {
    method: 'POST',
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
const paying = testCards.find((c) => c.statusCode === '000' && c.threeDSecure === 'frictionless')!;
const softDecline = testCards.find(
  (c) => c.statusCode !== '000' && statusCodeFact(c.statusCode).retriedBySubscriptions,
)!;
const plan = { amount: 1499, currency: 'EUR', interval: 'MONTH' };
const withCallback = () => ({ ...plan, callbackUrl: `${setup.receiver.origin}/subscriptions` });

/** The subscription's statuses as its callbacks told them, starting PENDING: each a move data/paymentStatuses.ts allows. */
async function assertMoves(id: unknown, expected: SubscriptionStatusName[]): Promise<void> {
  await setup.env.sandbox.idle();
  const statuses = [
    'PENDING',
    ...setup.receiver.received
      .filter((r) => r.path === '/subscriptions' && r.valid)
      .map((r) => JSON.parse(r.body) as Obj)
      .filter((body) => body.id === id)
      .map((body) => body.status as SubscriptionStatusName),
  ];
  assert.deepEqual(statuses, expected);
  for (let i = 1; i < statuses.length; i++)
    assert.ok(
      subscriptionNextStatuses(statuses[i - 1]!).includes(statuses[i]!),
      `${statuses[i - 1]} → ${statuses[i]} is not a transition data/paymentStatuses.ts allows`,
    );
}

/** A card saved by a first payment with `savePaymentMethod: true`: the payment, with its `paymentToken`. */
async function savedCard() {
  const created = await setup.env.call('POST', '/payments', { amount: 1499, currency: 'EUR', savePaymentMethod: true });
  return setup.env.call('POST', `/payments/${created.body.id}/confirm`, {
    paymentMethod: 'CARD',
    paymentToken: testCardToken(paying),
  });
}

test('activated with a saved card, renewed every period on the clock', async () => {
  const first = await savedCard();
  const sub = await setup.env.call('POST', '/subscriptions', plan);
  assert.equal(sub.status, 201);
  assert.match(String(sub.body.id), /^sub_[A-Za-z0-9]+$/);
  const active = await setup.env.call('POST', `/subscriptions/${sub.body.id}/activate`, {
    paymentToken: first.body.paymentToken,
  });
  assert.equal(active.body.status, 'ACTIVE');
  const firstPeriodEnd = String(active.body.currentPeriodEnd);
  await advance(32 * day);
  const renewed = await setup.env.call('GET', `/subscriptions/${sub.body.id}`);
  assert.equal(renewed.body.status, 'ACTIVE');
  assert.ok(String(renewed.body.currentPeriodStart) >= firstPeriodEnd, 'no new period started');
  assert.notEqual((renewed.body.lastPayment as Obj).id, (active.body.lastPayment as Obj).id);
  assert.equal((renewed.body.lastPayment as Obj).subscriptionId, sub.body.id);
  const twice = await setup.env.call('POST', `/subscriptions/${sub.body.id}/activate`, {});
  assert.deepEqual([twice.status, twice.body.code], [422, 'INVALID_STATUS']);
});

test('a declined period goes PAST_DUE, is retried on retrySchedule, and recovers when the customer pays through the link', async () => {
  const sub = await setup.env.call('POST', '/subscriptions', { ...withCallback(), trialPeriodDays: 7 });
  const trial = await setup.env.call('POST', `/subscriptions/${sub.body.id}/activate`, {
    paymentToken: testCardToken(softDecline),
  });
  assert.equal(trial.body.status, 'TRIALING');
  await advance(7 * day);
  const pastDue = (await setup.env.call('GET', `/subscriptions/${sub.body.id}`)).body;
  assert.deepEqual(
    [pastDue.status, pastDue.retryCount, (pastDue.lastPayment as Obj).statusCode],
    ['PAST_DUE', 0, softDecline.statusCode],
  );
  await advance(subscriptionRetries.defaultDays[0]! * day);
  const retried = (await setup.env.call('GET', `/subscriptions/${sub.body.id}`)).body;
  assert.deepEqual([retried.status, retried.retryCount], ['PAST_DUE', 1]);

  // The customer pays through the subscription's link with a card that pays.
  const link = await fetch(String(retried.url), { redirect: 'manual' });
  assert.equal(link.status, 303);
  const page = String(link.headers.get('location'));
  await fetch(page, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `number=${paying.number.replace(/ /g, '')}`,
    redirect: 'manual',
  });
  const recovered = (await setup.env.call('GET', `/subscriptions/${sub.body.id}`)).body;
  assert.deepEqual([recovered.status, recovered.retryCount], ['ACTIVE', 0]);
  await assertMoves(sub.body.id, ['PENDING', 'TRIALING', 'PAST_DUE', 'ACTIVE']);
});

test('unpaid after the last retry day: CANCELED with PAYMENT_FAILED', async () => {
  const sub = await setup.env.call('POST', '/subscriptions', { ...plan, trialPeriodDays: 1 });
  await setup.env.call('POST', `/subscriptions/${sub.body.id}/activate`, { paymentToken: testCardToken(softDecline) });
  await advance(day);
  for (const _ of subscriptionRetries.defaultDays) await advance(day * 2);
  await advance(day);
  const ended = (await setup.env.call('GET', `/subscriptions/${sub.body.id}`)).body;
  assert.deepEqual(
    [ended.status, ended.cancellationReason, ended.retryCount],
    ['CANCELED', 'PAYMENT_FAILED', subscriptionRetries.defaultDays.length],
  );
  await setup.env.sandbox.idle();
  const events = setup.receiver.received
    .filter((r) => r.path === '/webhooks')
    .map((r) => JSON.parse(r.body) as Obj)
    .filter((event) => event.data.id === sub.body.id)
    .map((event) => event.type);
  assert.deepEqual(events, [
    'SUBSCRIPTION_CREATED',
    'SUBSCRIPTION_ACTIVATED',
    'SUBSCRIPTION_PAST_DUE',
    'SUBSCRIPTION_CANCELED',
  ]);
});

test('pause and resume; a period longer than a year is refused', async () => {
  const first = await savedCard();
  const sub = await setup.env.call('POST', '/subscriptions', plan);
  await setup.env.call('POST', `/subscriptions/${sub.body.id}/activate`, { paymentToken: first.body.paymentToken });
  const paused = await setup.env.call('POST', `/subscriptions/${sub.body.id}/pause`, {});
  assert.equal(paused.body.status, 'PAUSED');
  const resumed = await setup.env.call('POST', `/subscriptions/${sub.body.id}/resume`, {});
  assert.equal(resumed.body.status, 'ACTIVE');
  const tooLong = await setup.env.call('POST', '/subscriptions', { ...plan, interval: 'MONTH', intervalCount: 13 });
  assert.deepEqual([tooLong.status, tooLong.body.code], [422, 'SUBSCRIPTION_PERIOD_TOO_LONG']);
  const canceled = await setup.env.call('POST', `/subscriptions/${sub.body.id}/cancel`, {
    cancellationReason: 'REQUESTED_BY_CUSTOMER',
  });
  assert.deepEqual([canceled.body.status, canceled.body.cancellationReason], ['CANCELED', 'REQUESTED_BY_CUSTOMER']);
});
