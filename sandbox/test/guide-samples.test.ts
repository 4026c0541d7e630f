// The guides' server samples in every tab (curl, JavaScript, Python, PHP) run as one flow against the
// sandbox, as a reader points them at it (the documented base URL replaced, the test key in
// PAGORA_SECRET_KEY): Getting started creates the payment, Build a custom checkout confirms it with a
// test card's token, the callback verifies with Verify callback signatures' code in the same language,
// Refunds refunds part of it, twice with the same key, refunding once. Each guide's documented error
// branch runs too: a refund of an unpaid payment (422 INVALID_STATUS) and a payment the account does
// not have (404). A sample that is wrong about a flow fails here.
//
// Run: node --import tsx --test sandbox/test/guide-samples.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishedTestSigningSecret } from '../../data/webhook-delivery';
import { testCards } from '../../data/testData';
import { testCardToken } from '../../shared/payment-engine/engine';
import { ensurePhpCurl } from '../../tests/unit/support/ensure-debian-tool';
import { python } from '../../tests/unit/support/python';
import { guideBlock, runSample, sandboxWithReceiver, workDir, type Received, type SampleLanguage } from './support';

const setup = sandboxWithReceiver();
const examplePayment = 'pay_2NfQ8sKx4TbL9mVa';
const approved = testCardToken(testCards.find((c) => c.statusCode === '000' && c.threeDSecure === 'frictionless')!);

/**
 * Whether the language's own verification code (verify-signature.mdx, its file written to workDir)
 * accepts a body saved to `file` with the headers it came with: a command line per language.
 */
const verifierFiles = {
  js: ['verify-signature.mjs', process.execPath, '--input-type=module', '-e'],
  bash: ['verify-signature.sh', 'bash', '-c'],
  python: ['verify_signature.py', python ?? 'python3', '-c'],
  php: ['verify_signature.php', 'php', '-r'],
} as const;
const verifyScripts: Record<SampleLanguage, string> = {
  js:
    "import { readFileSync } from 'node:fs'; import { verifyPagoraSignature as v } from './verify-signature.mjs';" +
    'const [file, ...headers] = process.argv.slice(1); process.exit(v(readFileSync(file), ...headers) ? 0 : 1);',
  bash: 'source verify-signature.sh; verify_pagora_signature "$@" 2>/dev/null',
  python:
    'import sys; from verify_signature import verify_pagora_signature as v; ' +
    'sys.exit(0 if v(open(sys.argv[1], "rb").read(), *sys.argv[2:]) else 1)',
  php: "require 'verify_signature.php'; exit(verifyPagoraSignature(file_get_contents($argv[1]), ...array_slice($argv, 2)) ? 0 : 1);",
};
function verifies(language: SampleLanguage, file: string, r: Received): boolean {
  const [name, command, ...flags] = verifierFiles[language];
  writeFileSync(path.join(workDir, name), guideBlock('guides/verify-signature.mdx', `title="${name}"`, language));
  const args = [...flags, verifyScripts[language], ...(language === 'bash' ? ['_'] : []), file];
  const headers = [String(r.headers['pagora-timestamp']), String(r.headers['pagora-signature'])];
  return run(command, [...args, ...headers, publishedTestSigningSecret]);
}
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: workDir, stdio: 'ignore' }).status === 0;

const skip: Partial<Record<SampleLanguage, string | false>> = {
  python: !python
    ? 'no Python 3'
    : spawnSync(python, ['-c', 'import requests']).status !== 0 && 'the samples need requests: pip install requests',
  php: !ensurePhpCurl() && 'no PHP with the curl extension (Debian php-cli, php-curl)',
};

const flow = 'create (Getting started) → confirm (custom checkout) → verified callback → refund (Refunds)';
for (const language of ['bash', 'js', 'python', 'php'] as const) {
  test(`${language}: ${flow}, and the error branches`, { skip: skip[language] }, async () => {
    const { sandbox, call } = setup.env;
    const callbackUrl = `${setup.receiver.origin}/callback-${language}`;
    const sample = (guide: string, marker: string) =>
      guideBlock(guide, marker, language).replaceAll('https://shop.example.com/pagora/callback', callbackUrl);
    // Each language its own account: the samples' fixed Idempotency-Keys would collide in one.
    const key = `sk_test_flow${language}`;
    const runIn = (name: string, source: string, secretKey = key) =>
      runSample(language, `${language}-${name}`, source, sandbox.origin, secretKey);
    const ok = async (name: string, source: string, secretKey = key) => {
      const result = await runIn(name, source, secretKey);
      assert.equal(result.code, 0, `${name} (${language}) failed: ${result.stderr}${result.stdout}`);
      return result.stdout;
    };
    const create = sample('getting-started.mdx', 'callbackUrl');
    const refundOf = (id: string) => sample('guides/refunds.mdx', '/refund').replaceAll(examplePayment, id);

    // Refunds' documented error branch (in another account): a payment not paid yet, 422 INVALID_STATUS.
    const unpaid = /pay_[A-Za-z0-9]+/.exec(await ok('create-unpaid', create, `${key}unpaid`))![0];
    const early = await runIn('refund-early', refundOf(unpaid), `${key}unpaid`);
    assert.match(early.stdout + early.stderr, /422 INVALID_STATUS|"code":"INVALID_STATUS"/, 'a refund before payment');
    if (language !== 'bash') assert.notEqual(early.code, 0, 'the sample goes on as if the refund worked');

    const created = await ok('create', create);
    const paymentId = /pay_[A-Za-z0-9]+/.exec(created)?.[0];
    assert.ok(paymentId, `the create sample printed ${created}`);
    await ok(
      'confirm',
      sample('integrations/build-custom-checkout.mdx', '/confirm')
        .replaceAll(examplePayment, paymentId)
        .replaceAll('tok_9LmB4vQx7SeK2hDa', approved),
    );
    const paid = await call('GET', `/payments/${paymentId}`, undefined, { Authorization: `Bearer ${key}` });
    assert.equal(paid.body.status, 'SUCCEEDED');
    // The same refund sent twice with its key refunds once.
    for (const attempt of [1, 2])
      assert.match(await ok(`refund-${attempt}`, refundOf(paymentId)), /PARTIALLY_REFUNDED.*990/s, `refund ${attempt}`);
    await sandbox.idle();

    const callbacks = setup.receiver.received.filter((r) => r.path === `/callback-${language}`);
    assert.deepEqual(
      callbacks.map((r) => (JSON.parse(r.body) as { id: string; status: string }).status),
      ['SUCCEEDED', 'PARTIALLY_REFUNDED'],
    );
    for (const [index, r] of callbacks.entries()) {
      const body = path.join(workDir, `${language}-callback-${index}.json`);
      writeFileSync(body, r.body);
      assert.equal(verifies(language, body, r), true, `the ${language} verification code rejects a genuine callback`);
      writeFileSync(body, r.body.replace(paymentId, `${paymentId}X`));
      assert.equal(verifies(language, body, r), false, `the ${language} verification code accepts a tampered body`);
    }

    // Getting started's error branch: a payment the account does not have, 404.
    const missing = await runIn('retrieve', sample('getting-started.mdx', examplePayment));
    assert.match(missing.stdout + missing.stderr, /404 NOT_FOUND|"code":"RESOURCE_NOT_FOUND"/);
    if (language !== 'bash') assert.notEqual(missing.code, 0);
  });
}
