/**
 * The signature checker on /guides/verify-signature/ (src/components/SignatureChecker, WebCrypto in a
 * real browser): the guide's worked example is valid, and each usual mistake is named.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { wcagViolationsInBothModes } from './support/axe';

const guide = readFileSync(path.resolve(__dirname, '../../docs/guides/verify-signature.mdx'), 'utf8');
function block(title: string): string {
  const match = new RegExp('^```\\w*[^\\n]*title="' + title + '"[^\\n]*\\n([\\s\\S]*?)\\n```', 'm').exec(guide);
  if (!match?.[1]) throw new Error(`docs/guides/verify-signature.mdx has no code block titled "${title}"`);
  return match[1];
}

const example = {
  body: block('sample-body.json'),
  timestamp: block('Pagora-Timestamp header').trim(),
  signature: block('Pagora-Signature header').trim(),
  secret: block('Webhook signing secret').trim(),
  now: block('Pagora-Timestamp header').trim(),
};
type Input = typeof example;

async function check(page: Page, changes: Partial<Input>): Promise<string> {
  const input = { ...example, ...changes };
  const form = page.getByRole('form', { name: 'Signature checker' });
  await form.getByLabel('Raw body').fill(input.body);
  await form.getByLabel('Pagora-Timestamp header').fill(input.timestamp);
  await form.getByLabel('Pagora-Signature header').fill(input.signature);
  await form.getByLabel('Signing secret').fill(input.secret);
  await form.getByLabel(/^Check time/).fill(input.now);
  await form.getByRole('button', { name: 'Check the signature' }).click();
  const verdict = form.getByRole('status').locator('strong');
  await expect(verdict).toBeVisible();
  return (await verdict.textContent()) ?? '';
}

test('the worked example is valid and each usual mistake is named', async ({ page }) => {
  await page.goto('/guides/verify-signature/');
  expect(await check(page, {})).toBe('Valid.');
  expect(await check(page, { now: String(Number(example.now) + 301) })).toBe('Stale timestamp.');
  expect(await check(page, { body: JSON.stringify(JSON.parse(example.body), null, 2) })).toBe('Re-serialised body.');
  const latin1 = String.fromCharCode(...new TextEncoder().encode(example.body));
  expect(await check(page, { body: latin1 })).toBe('Wrong encoding.');
  expect(await check(page, { body: `${example.body}\n` })).toBe('Trailing newline.');
  expect(await check(page, { secret: example.secret.replace(/^whsec_/, '') })).toBe('Secret without whsec_.');
  expect(await check(page, { secret: `${example.secret.slice(0, -1)}9` })).toBe('Wrong secret.');
  await expect(page.getByRole('form', { name: 'Signature checker' }).getByRole('status')).toContainText(
    'a signature cannot tell which',
  );
  expect(
    await check(page, {
      secret: `${example.secret.slice(0, -1)}9`,
      signature: `v1=${'0'.repeat(64)},${example.signature}`,
    }),
  ).toBe('Wrong secret.');
  await expect(page.getByRole('form', { name: 'Signature checker' }).getByRole('status')).toContainText(
    'two signatures, as during a secret rollover',
  );
  expect(await check(page, { body: example.body.replace('"amount":1050', '"amount":1051') })).toBe('Wrong secret.');
});

test('the checker is reachable from the outcome explorer and usable from the keyboard', async ({ page }) => {
  await page.goto('/testing/outcome-explorer/');
  await page.getByRole('link', { name: 'signature checker' }).click();
  await expect(page).toHaveURL(/\/guides\/verify-signature\/#check-a-signature-in-your-browser$/);
  const form = page.getByRole('form', { name: 'Signature checker' });
  await form.getByLabel('Raw body').fill(example.body);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Pagora-Timestamp header')).toBeFocused();
  await page.keyboard.type(example.timestamp);
  await page.keyboard.press('Tab');
  await page.keyboard.type(example.signature);
  await page.keyboard.press('Tab');
  await page.keyboard.type(example.secret);
  await page.keyboard.press('Tab');
  await page.keyboard.type(example.now);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText('Valid.');
});

test('axe finds nothing in the checker with a verdict shown, in light mode and then in dark mode', async ({ page }) => {
  await page.goto('/guides/verify-signature/');
  await check(page, { secret: 'whsec_wrong' });
  expect(await wcagViolationsInBothModes(page, 'form[aria-label="Signature checker"]')).toEqual([]);
});
