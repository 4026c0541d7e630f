// A customer's browser through the sandbox (sandbox/): the payment page `url` with the 3-D Secure
// challenge card, the challenge page with the test code, and back to `completeUrl`, where the payment
// is SUCCEEDED. Chromium as the browser tests find it (scripts/lib/browser.ts); no build needed.
//
// Run: node --import tsx --test sandbox/test/browser-3ds.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from '@playwright/test';
import { testCardRules, testCards } from '../../data/testData';
import { chromiumArgs, findTestBrowser } from '../../scripts/lib/browser';
import { startSandbox } from '../src/server';

test('pay on the sandbox’s payment page with the challenge card, pass 3-D Secure with the test code, land on completeUrl', async (t) => {
  const executablePath = findTestBrowser();
  if (!executablePath) return t.skip('no Chromium installed (npm run test:e2e installs one)');
  const sandbox = await startSandbox({ port: 0 });
  t.after(() => sandbox.close());
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  t.after(() => browser.close());
  const key = { Authorization: 'Bearer sk_test_51JpQx8Pagora2bT6cVw4mZr9', 'Content-Type': 'application/json' };
  const created = (await (
    await fetch(`${sandbox.origin}/v1/payments`, {
      method: 'POST',
      headers: key,
      // completeUrl on the sandbox itself, so the browser's last stop is a page that answers.
      body: JSON.stringify({ amount: 2590, currency: 'EUR', completeUrl: `${sandbox.origin}/sandbox/clock` }),
    })
  ).json()) as { id: string; url: string };
  const card = testCards.find((c) => c.threeDSecure === 'challenge')!;

  const page = await browser.newPage();
  await page.goto(created.url);
  await page.getByLabel('Test card').selectOption(card.number.replace(/ /g, ''));
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${sandbox.origin}/3ds/${created.id}`);
  await page.getByLabel('Code').fill(testCardRules.challengeCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${sandbox.origin}/sandbox/clock`);

  const payment = (await (await fetch(`${sandbox.origin}/v1/payments/${created.id}`, { headers: key })).json()) as {
    status: string;
  };
  assert.equal(payment.status, 'SUCCEEDED');
  assert.deepEqual(sandbox.problems, []);
});
