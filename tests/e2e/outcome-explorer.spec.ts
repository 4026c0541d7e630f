/**
 * The test outcome explorer (/testing/outcome-explorer/, src/components/OutcomeExplorer): the build
 * renders the default story and every input's default outcome (JavaScript off); pickers change the
 * story and the URL, and a shared URL opens its story; the authentication-required card tells both its
 * stories, with and without the customer; the pickers work from the keyboard; the request tabs follow
 * the site-wide code tab choice; the page passes axe with its details open in both colour modes; the
 * explorer's code loads on its page only, and the code that plays a story only once another is asked for.
 */
import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { wcagViolationsInBothModes } from './support/axe';
import { testInputs } from '../../shared/test-outcomes/inputs';
import { defaultOutcomesTable } from '../../shared/test-outcomes/summary';
import { restSecurity, sampleOptions } from '../../config/site';

const route = '/testing/outcome-explorer/';
const statuses = (page: Page) => page.getByText(/^Statuses: /);
const picker = (page: Page) => page.getByRole('combobox', { name: 'Test input' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the build shows the default story and every test input’s default outcome', async ({ page }) => {
    await page.goto(route, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: 'Test outcome explorer' })).toBeVisible();
    await expect(picker(page)).toHaveValue('card:4571000000000100');
    await expect(statuses(page)).toHaveText(/PENDING → SUCCEEDED\. It ends with statusCode 000\./);
    const table = page.getByRole('table').last();
    await expect(table.locator('tbody tr')).toHaveCount(
      defaultOutcomesTable({ ...sampleOptions, ...restSecurity }).rows.length,
    );
    await expect(table.getByRole('row', { name: /\+34700000003/ })).toContainText('PENDING → EXPIRED');
    await expect(table.getByRole('row', { name: /4571 0000 0000 0407/ })).toContainText('102');
    // Each delivery of the default story is in the page, raw body and signature included.
    const delivery = page.locator('details', { hasText: 'PAYMENT_SUCCEEDED event' });
    await delivery.locator('summary').click();
    await expect(delivery.locator('pre').first()).toContainText('"type":"PAYMENT_SUCCEEDED"');
    await expect(delivery.locator('pre').first()).toContainText('Pagora-Signature: v1=');
  });
});

test('picking an input, a transaction type and a follow-up plays the story and puts it in the URL', async ({
  page,
}) => {
  await page.goto(route);
  await picker(page).selectOption('card:4571000000000209');
  await page.getByRole('radio', { name: 'AUTH' }).check();
  await page.getByRole('radio', { name: 'Capture' }).check();
  await expect(page).toHaveURL(/\?card=4571000000000209&type=AUTH&action=capture$/);
  await expect(statuses(page)).toContainText('PENDING → AUTHORIZED → SUCCEEDED');
  await expect(page.getByText('nextAction.type THREE_DS_CHALLENGE')).toBeVisible();
  const authorized = page.locator('details', { hasText: 'PAYMENT_AUTHORIZED event' });
  await authorized.locator('summary').click();
  await expect(authorized.locator('pre').first()).toContainText('"type":"PAYMENT_AUTHORIZED"');
  await expect(page.getByRole('link', { name: 'payments-capture', exact: true })).toHaveAttribute(
    'href',
    '/apis/rest/payments-capture/',
  );
  // A follow-up the status does not allow gets the API's 422, linked to the errors reference.
  await page.getByRole('radio', { name: 'Refund in full' }).check();
  await expect(page.getByRole('link', { name: 'INVALID_STATUS', exact: true })).toHaveAttribute(
    'href',
    '/errors/#error-invalid-status',
  );
  // A Bizum phone cannot be authorized: AUTH is switched off and SALE chosen.
  await picker(page).selectOption('phone:+34700000002');
  await expect(page.getByRole('radio', { name: 'AUTH' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'SALE' })).toBeChecked();
  await expect(statuses(page)).toContainText('PENDING → FAILED');
  await expect(page).toHaveURL(/\?phone=%2B34700000002&action=refund$/);
});

test('the authentication-required card: declined without the customer, challenged and paid with them', async ({
  page,
}) => {
  const input = testInputs.find((i) => i.kind === 'card' && i.card.threeDSecure === 'required-when-unattended')!;
  if (input.kind !== 'card') throw new Error('data/testData.ts has no card that needs its customer');
  await page.goto(route);
  await picker(page).selectOption(`card:${input.value}`);
  await expect(page.getByText('nextAction.type THREE_DS_CHALLENGE')).toBeVisible();
  await expect(statuses(page)).toContainText('PENDING → SUCCEEDED');
  const withoutCustomer = page.getByRole('radio', { name: /without the customer/ });
  await withoutCustomer.check();
  await expect(page).toHaveURL(new RegExp(`\\?card=${input.value}&by=merchant$`));
  await expect(statuses(page)).toContainText(`PENDING → FAILED. It ends with statusCode ${input.card.statusCode}.`);
  await expect(page.getByText('nextAction.type')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'payments-recurring', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'AUTH' })).toBeDisabled();
  // The customer's phone cannot be charged without them: the choice goes back to the customer.
  await picker(page).selectOption('phone:+34700000001');
  await expect(withoutCustomer).toBeDisabled();
  await expect(page.getByRole('radio', { name: /at your checkout/ })).toBeChecked();
  await expect(page).toHaveURL(/\?phone=%2B34700000001$/);
});

test('a shared link opens its story, and a link the explorer cannot play says so', async ({ page }) => {
  await page.goto(`${route}?paypal=cancel&action=cancel`);
  await expect(picker(page)).toHaveValue('paypal:cancel');
  await expect(page.getByRole('radio', { name: 'Cancel' })).toBeChecked();
  await expect(statuses(page)).toContainText('PENDING → CANCELED');
  const script = page
    .getByRole('region', { name: 'The outcome' })
    .locator('pre')
    .filter({ hasText: '#!/usr/bin/env bash' });
  await expect(script).toContainText('PAYMENT_CANCELED → /pagora/webhooks');
  await page.reload();
  await expect(statuses(page)).toContainText('PENDING → CANCELED');
  await page.goto(`${route}?card=4000000000000002`);
  await expect(page.getByText(/^This link asks for/)).toContainText('no test card 4000000000000002');
  await expect(picker(page)).toHaveValue('card:4571000000000100');
});

test('the pickers work from the keyboard, with a visible focus', async ({ page }) => {
  await page.goto(route);
  const select = picker(page);
  await select.focus();
  await expect(select).toBeFocused();
  const outline = await select.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?card=5454000000000109$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /at your checkout/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'SALE' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'AUTH' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Nothing' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Capture' })).toBeChecked();
  await expect(page).toHaveURL(/\?card=5454000000000109&type=AUTH&action=capture$/);
  await expect(statuses(page)).toContainText('PENDING → AUTHORIZED → SUCCEEDED');
});

test('the request tabs are the site-wide code tabs', async ({ page }) => {
  await page.goto(route);
  const outcome = page.getByRole('region', { name: 'The outcome' });
  await outcome.getByRole('tab', { name: 'Python' }).first().click();
  await expect(outcome.getByRole('tab', { name: 'Python' }).last()).toHaveAttribute('aria-selected', 'true');
  await expect(outcome.getByRole('tabpanel').first()).toContainText('requests.request(');
  await page.goto('/guides/verify-signature/');
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
});

test('axe finds nothing with every delivery open, in light mode and then in dark mode', async ({ page }) => {
  await page.goto(`${route}?card=4571000000000209&type=AUTH&action=refund`);
  const summaries = page.getByRole('region', { name: 'The outcome' }).locator('details > summary');
  for (const summary of await summaries.all()) await summary.click();
  expect(await wcagViolationsInBothModes(page, 'main')).toEqual([]);
});

test('the explorer’s code loads on its page only', async ({ page }) => {
  // `ready`: what to wait for before the network settles (goto already waits for hydration).
  const scripts = async (url: string, ready?: () => Promise<void>): Promise<string> => {
    const bodies: Promise<string>[] = [];
    const listener = (response: Response): void => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    };
    page.on('response', listener);
    await page.goto(url);
    await ready?.();
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    return (await Promise.all(bodies)).join('\n');
  };
  const marker = 'Replay the whole story';
  // Only the code that plays a story holds the key its ids are derived with.
  const player = 'pagora-test-outcomes';
  const onItsPage = await scripts(route);
  expect(onItsPage).toContain(marker);
  expect(onItsPage.includes(player), 'the default story is played at build, not in the browser').toBe(false);
  expect(await scripts('/testing/')).not.toContain(marker);
  const played = () => expect(picker(page)).toHaveValue('card:4571000000000209');
  expect((await scripts(`${route}?card=4571000000000209`, played)).includes(player), 'another story is played').toBe(
    true,
  );
});
