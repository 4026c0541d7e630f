/**
 * Runs the receiver samples of every webhook event page (scripts/webhooks/samples.ts, the code the
 * pages show): each JavaScript, Python and PHP endpoint is started on a free port, the page's curl
 * sample replays the event's example signed with a test secret and must get a 2xx, and a tampered
 * copy of the body under the same signature, or a signature made with another secret, must get 400.
 *
 * Run: node --import tsx --test tests/unit/webhook-receivers.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openapi } from './support/sources';
import { ensurePhp } from './support/ensure-debian-tool';
import { freePort } from '../../scripts/lib/free-port';
import { readWebhookEvents, type EnvelopeEvent } from '../../scripts/webhooks/model';
import { exampleBody, exampleFileName, receiverSamples, sampleEnv } from '../../scripts/webhooks/samples';
import type { OpenApiDocument } from '../../scripts/lib/openapi-source';
import { python } from './support/python';

const TEST_SECRET = 'whsec_pagora_test_3f9a1c7e5b2d4068';
const eventsLoading = readWebhookEvents(openapi() as unknown as OpenApiDocument, 'openapi/openapi.yaml');
/** The event types, read without resolving anything (one test is registered per event). */
const eventTypes = Object.keys((openapi() as unknown as { webhooks: Record<string, unknown> }).webhooks);

async function eventOf(type: string): Promise<EnvelopeEvent> {
  const event = (await eventsLoading).find((candidate) => candidate.type === type);
  assert.ok(event?.envelopeSchema !== undefined, `webhook ${type} in the event envelope`);
  return event;
}
const hasPhp = ensurePhp();

/** Resolves once something listens on the port (the samples print nothing when they start). */
function whenListening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    const attempt = (): void => {
      if (child.exitCode !== null) return reject(new Error(`server exited (${child.exitCode}): ${output()}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listened on ${port}: ${output()}`));
        else setImmediate(attempt);
      });
    };
    attempt();
  });
}

function sign(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { 'Pagora-Timestamp': String(timestamp), 'Pagora-Signature': `v1=${hex}` };
}

async function post(port: number, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/webhooks/pagora`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

function tampered(event: EnvelopeEvent): string {
  const copy = structuredClone(event.example) as { data: Record<string, unknown> };
  copy.data.id = `${String(copy.data.id)}X`;
  return JSON.stringify(copy, null, 2);
}

async function exercise(event: EnvelopeEvent, language: 'javascript' | 'python' | 'php'): Promise<void> {
  const samples = receiverSamples(event);
  const server = samples.find((sample) => sample.language === language)!;
  const curl = samples.find((sample) => sample.language === 'curl')!;
  const dir = mkdtempSync(path.join(tmpdir(), `pagora-receiver-${language}-`));
  const port = await freePort();
  const env = { ...process.env, [sampleEnv.secret]: TEST_SECRET, [sampleEnv.port]: String(port) };
  writeFileSync(path.join(dir, server.fileName), server.code);
  writeFileSync(path.join(dir, curl.fileName), curl.code);
  const body = exampleBody(event);
  writeFileSync(path.join(dir, exampleFileName(event)), body);
  const command: [string, string[]] =
    language === 'javascript'
      ? [process.execPath, [server.fileName]]
      : language === 'python'
        ? [python!, [server.fileName]]
        : ['php', ['-S', `127.0.0.1:${port}`, server.fileName]];
  const child = spawn(command[0], command[1], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await whenListening(port, child, () => output);
    const replay = spawnSync('bash', [curl.fileName], {
      cwd: dir,
      env: { ...env, [sampleEnv.url]: `http://127.0.0.1:${port}/webhooks/pagora` },
      encoding: 'utf8',
    });
    assert.equal(replay.status, 0, `curl sample failed: ${replay.stderr}`);
    assert.match(
      replay.stdout.trim(),
      /^2\d\d$/,
      `${language} accepts the signed example (curl printed ${replay.stdout})`,
    );

    const signed = sign(body, TEST_SECRET);
    assert.equal(await post(port, tampered(event), signed), 400, `${language} rejects a tampered body`);
    assert.equal(await post(port, body, sign(body, 'whsec_someone_else')), 400, `${language} rejects another secret`);
    assert.equal(
      await post(port, body, sign(body, TEST_SECRET, Math.floor(Date.now() / 1000) - 3600)),
      400,
      `${language} rejects an old timestamp`,
    );
    assert.equal(await post(port, body, signed), 204, `${language} accepts a second delivery`);
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  // The handler acted on the event: it logged the type and the id of `data`.
  assert.ok(
    output.includes(`${event.type} ${String((event.example.data as { id: string }).id)}`),
    `${language} handled ${event.type}: ${output}`,
  );
}

test('every webhook has receiver samples in the four tabs', async () => {
  const events = await eventsLoading;
  assert.ok(events.length > 10);
  assert.deepEqual(
    events.map((event) => event.type),
    eventTypes,
  );
  for (const event of events) {
    assert.ok(event.envelopeSchema !== undefined, `${event.type} in the event envelope`);
    assert.deepEqual(
      receiverSamples(event).map((sample) => sample.language),
      ['curl', 'javascript', 'python', 'php'],
    );
  }
});

for (const type of eventTypes) {
  test(`${type}: the JavaScript, Python and PHP receivers accept the signed example and reject tampering`, async (t) => {
    const event = await eventOf(type);
    if (!python) t.diagnostic('python is not installed: Python receiver not run');
    if (!hasPhp) t.diagnostic('php is not available and could not be installed: PHP receiver not run');
    // The three servers listen on their own ports, so they run side by side.
    await Promise.all([
      exercise(event, 'javascript'),
      ...(python ? [exercise(event, 'python')] : []),
      ...(hasPhp ? [exercise(event, 'php')] : []),
    ]);
  });
}
