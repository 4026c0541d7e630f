// The signature checker's diagnosis (shared/signature-check.ts) on the worked example of
// docs/guides/verify-signature.mdx and on each usual mistake, with WebCrypto as the browser runs it.
//
// Run: node --import tsx --test tests/unit/signature-check.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSignature, webCryptoHmac, type CheckInput } from '../../shared/signature-check';

const guide = readFileSync(join(__dirname, '..', '..', 'docs', 'guides', 'verify-signature.mdx'), 'utf8');
function block(title: string): string {
  const match = new RegExp('^```\\w*[^\\n]*title="' + title + '"[^\\n]*\\n([\\s\\S]*?)\\n```', 'm').exec(guide);
  assert.ok(match, `docs/guides/verify-signature.mdx has no code block titled "${title}"`);
  return match[1]!;
}

const example: CheckInput = {
  body: block('sample-body.json'),
  timestamp: block('Pagora-Timestamp header').trim(),
  signatureHeader: block('Pagora-Signature header').trim(),
  secret: block('Webhook signing secret').trim(),
  now: Number(block('Pagora-Timestamp header').trim()),
};
const check = (changes: Partial<CheckInput>) => checkSignature({ ...example, ...changes }, webCryptoHmac);
const latin1Mojibake = (text: string): string => String.fromCharCode(...new TextEncoder().encode(text));

test('the worked example is valid, within the tolerance either side', async () => {
  assert.deepEqual(await check({}), { verdict: 'valid' });
  assert.deepEqual(await check({ now: example.now + 300 }), { verdict: 'valid' });
  assert.deepEqual(await check({ now: example.now - 300 }), { verdict: 'valid' });
});

test('each usual mistake is named', async () => {
  assert.deepEqual(await check({ now: example.now + 301 }), { verdict: 'stale', secondsAway: 301 });
  assert.deepEqual(await check({ body: JSON.stringify(JSON.parse(example.body), null, 2) }), {
    verdict: 're-serialised',
  });
  assert.deepEqual(await check({ body: latin1Mojibake(example.body) }), { verdict: 'wrong-encoding' });
  assert.deepEqual(await check({ body: `${example.body}\n` }), { verdict: 'trailing-newline' });
  assert.deepEqual(await check({ secret: example.secret.replace(/^whsec_/, '') }), { verdict: 'stripped-prefix' });
  assert.deepEqual(await check({ secret: `${example.secret.slice(0, -1)}9` }), {
    verdict: 'wrong-secret',
    signatures: 1,
  });
  assert.deepEqual(
    await check({
      secret: `${example.secret.slice(0, -1)}9`,
      signatureHeader: `v1=${'0'.repeat(64)},${example.signatureHeader}`,
    }),
    { verdict: 'wrong-secret', signatures: 2 },
  );
  assert.deepEqual(await check({ timestamp: '2026-11-21T10:15:30Z' }), { verdict: 'bad-timestamp' });
  assert.deepEqual(await check({ signatureHeader: 'sha256=abc' }), { verdict: 'no-signature' });
});

test('a tampered body is not excused as a mistake', async () => {
  const tampered = example.body.replace('"amount":1050', '"amount":1051');
  assert.deepEqual(await check({ body: tampered }), { verdict: 'wrong-secret', signatures: 1 });
});
