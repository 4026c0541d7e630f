/**
 * The API changelog (plugins/changelog): the real /changelog/ page, its feed and JSON, and, on the
 * test-build page /test-pages/changelog/ with the fixture entries of tests/fixtures/changelog/,
 * order, anchors, filters, the "Breaking" badge and the "Changed on" badges on touched pages.
 */
import { test, expect } from './fixtures';
import { expectShownBelowNavbar } from './support/landing';

const fixturePage = '/test-pages/changelog/';
const fixtureTitles = [
  'sendSubscriptionStatus is deprecated',
  'statusCode is always a three-character string',
  'Subscriptions accept a new retry schedule on update',
  'Validate a Bizum phone number before you pay',
];

test('/changelog/ shows the first release with its date, anchor and links to the feed and JSON', async ({
  page,
  request,
}) => {
  await page.goto('/changelog/');
  await expect(page.getByRole('heading', { level: 1, name: 'API changelog' })).toBeVisible();
  const first = page.getByRole('heading', { level: 2, name: 'First release of the REST and GraphQL APIs' });
  await expect(first).toHaveAttribute('id', '2026-11-22-first-release');
  await expect(page.locator('section', { has: first }).locator('time')).toHaveAttribute('datetime', '2026-11-22');
  await expect(page.locator('section', { has: first }).locator('time')).toHaveText('22 November 2026');
  const feed = await request.get('/changelog/atom.xml');
  expect(feed.ok()).toBe(true);
  expect(await feed.text()).toContain('<title>First release of the REST and GraphQL APIs</title>');
  const json = (await (await request.get('/changelog.json')).json()) as { entries: Array<{ id: string; url: string }> };
  expect(json.entries.at(-1)).toMatchObject({
    id: '2026-11-22-first-release',
    url: '/changelog/#2026-11-22-first-release',
  });
});

test('entries are listed newest first, each with its own anchor, and only breaking ones say so', async ({ page }) => {
  await page.goto(fixturePage);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(fixtureTitles);
  const breaking = page.locator('section', { has: page.getByText('Breaking', { exact: true }) });
  await expect(breaking).toHaveCount(1);
  await expect(breaking.getByRole('heading', { level: 2 })).toHaveText('statusCode is always a three-character string');

  await page.goto(`${fixturePage}#2026-10-05-retry-schedule-on-update`);
  await expectShownBelowNavbar(
    page,
    page.getByRole('heading', { name: 'Subscriptions accept a new retry schedule on update' }),
  );
});

test('the API and kind filters narrow the list and say how many entries are shown', async ({ page }) => {
  await page.goto(fixturePage);
  const headings = page.getByRole('heading', { level: 2 });
  const api = page.getByLabel('API', { exact: true });
  const kind = page.getByLabel('Kind', { exact: true });
  await api.selectOption('graphql');
  await expect(headings).toHaveText([fixtureTitles[0]!, fixtureTitles[2]!]);
  await expect(page.getByRole('status')).toHaveText('2 of 4 entries');
  await kind.selectOption('deprecated');
  await expect(headings).toHaveText([fixtureTitles[0]!]);
  await api.selectOption('rest');
  await expect(headings).toHaveCount(0);
  await expect(page.getByText('No entry matches these filters.')).toBeVisible();
  await api.selectOption('all');
  await kind.selectOption('all');
  await expect(headings).toHaveText(fixtureTitles);
  await expect(page.getByRole('status')).toHaveText('4 entries');
});

test('the filters work from the keyboard', async ({ page }) => {
  await page.goto(fixturePage);
  await page.getByLabel('Kind', { exact: true }).focus();
  await page.keyboard.press('ArrowDown'); // "Added"
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([fixtureTitles[3]!]);
});

test('touched reference pages show a "Changed on" or "Deprecated on" badge linking to their entry', async ({
  page,
}) => {
  await page.goto('/apis/rest/schemas/payment/');
  const changed = page.getByRole('link', { name: 'Changed on 2026-10-20' });
  await expect(changed).toHaveAttribute('href', `${fixturePage}#2026-10-20-status-code-always-string`);
  await page.goto('/apis/graphql/operations/mutations/send-subscription-status/');
  await expect(page.getByRole('link', { name: 'Deprecated on 2026-11-10' })).toBeVisible();
  await page.goto('/apis/rest/payments-get/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Changed|Deprecated) on / })).toHaveCount(0);
  await changed.page().goto('/apis/rest/bizum-validate-phone/');
  await page.getByRole('link', { name: 'Changed on 2026-09-01' }).click();
  await expect(page).toHaveURL(new RegExp(`${fixturePage}#2026-09-01-bizum-phone-validation$`));
});
