// `--state FILE`: the sandbox restarted on the same file has every payment, idempotency record and
// delivery it had; a file that is not JSON, or JSON that is not a sandbox's state, stops the start with
// an error naming the file. Deliveries can be replayed: sent again, freshly signed, as a new attempt.
//
// Run: node --import tsx --test sandbox/test/state.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testCards } from '../../data/testData';
import { testCardToken } from '../../shared/payment-engine/engine';
import { startSandbox } from '../src/server';
import { sandboxWithClient, startReceiver, workDir } from './support';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const approved = testCardToken(testCards.find((c) => c.statusCode === '000' && c.threeDSecure === 'frictionless')!);

test('a sandbox restarted with the same --state file keeps payments, idempotency records and deliveries', async () => {
  const stateFile = path.join(workDir, 'state.json');
  const receiver = await startReceiver();
  const webhookUrls = [`${receiver.origin}/webhooks`];
  const first = await sandboxWithClient({ stateFile, webhookUrls });
  const order = { amount: 2590, currency: 'EUR', callbackUrl: `${receiver.origin}/callback` };
  const created = await first.call('POST', '/payments', order, { 'Idempotency-Key': 'order-1' });
  const id = String(created.body.id);
  await first.call('POST', `/payments/${id}/confirm`, { paymentMethod: 'CARD', paymentToken: approved });
  await first.sandbox.idle();
  const deliveries = first.sandbox.engine.outbox.length;
  await first.sandbox.close();
  assert.ok(existsSync(stateFile) && !existsSync(`${stateFile}.tmp`), 'the state file is written whole');

  const second = await sandboxWithClient({ stateFile, webhookUrls });
  try {
    const read = await second.call('GET', `/payments/${id}`);
    assert.deepEqual([read.status, read.body.status], [200, 'SUCCEEDED']);
    const replayed = await second.call('POST', '/payments', order, { 'Idempotency-Key': 'order-1' });
    assert.deepEqual(replayed.body, created.body, 'the idempotency record answers as before the restart');
    const changed = await second.call('POST', '/payments', { ...order, amount: 1 }, { 'Idempotency-Key': 'order-1' });
    assert.equal(changed.status, 409);
    const another = await second.call('POST', '/payments', order);
    assert.notEqual(another.body.id, id, 'new ids do not repeat the ones made before the restart');
    assert.equal(second.sandbox.engine.outbox.length, deliveries + 1);
  } finally {
    await second.sandbox.close();
    await receiver.close();
  }
});

test('a state file that is not JSON, or not a sandbox state, stops the start with the file named', async () => {
  const broken = path.join(workDir, 'broken.json');
  writeFileSync(broken, '{"format": "pagora-sandbox-state/1", }');
  await assert.rejects(startSandbox({ port: 0, stateFile: broken }), {
    message: new RegExp(`^${broken}: .* at position 37`),
  });
  const foreign = path.join(workDir, 'package.json');
  writeFileSync(foreign, '{"name": "shop"}');
  await assert.rejects(startSandbox({ port: 0, stateFile: foreign }), {
    message: `${foreign}: not a sandbox state file (no "format": "pagora-sandbox-state/1")`,
  });
});

test('POST /sandbox/deliveries/{id}/replay sends a delivery again, signed now, as its next attempt', async () => {
  const receiver = await startReceiver();
  const { sandbox, call } = await sandboxWithClient({ webhookUrls: [`${receiver.origin}/webhooks`] });
  try {
    const created = await call('POST', '/payments', { amount: 500, currency: 'EUR' });
    await sandbox.idle();
    const listed = (await (await fetch(`${sandbox.origin}/sandbox/deliveries`)).json()) as { deliveries: Obj[] };
    const event = listed.deliveries.find((d) => d.eventType === 'PAYMENT_CREATED')!;
    assert.deepEqual([event.state, event.attempt, receiver.received.length], ['delivered', 1, 1]);

    const replay = await fetch(`${sandbox.origin}/sandbox/deliveries/${event.id}/replay`, { method: 'POST' });
    const delivery = (await replay.json()) as Obj;
    assert.deepEqual([replay.status, delivery.state, delivery.attempt], [200, 'delivered', 2]);
    const [original, again] = receiver.received;
    assert.equal(again!.body, original!.body);
    assert.equal(again!.valid, true, "the guide's verifyPagoraSignature accepts the replay");
    assert.equal(again!.headers['pagora-delivery-attempt'], '2');
    assert.equal(again!.headers['pagora-event-id'], (JSON.parse(original!.body) as Obj).id);
    assert.equal(JSON.parse(again!.body).data.id, created.body.id);

    const unknown = await fetch(`${sandbox.origin}/sandbox/deliveries/dlv_nothing/replay`, { method: 'POST' });
    assert.deepEqual([unknown.status, ((await unknown.json()) as Obj).code], [404, 'RESOURCE_NOT_FOUND']);
  } finally {
    await sandbox.close();
    await receiver.close();
  }
});
