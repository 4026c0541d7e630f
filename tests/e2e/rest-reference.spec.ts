import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';
import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { test, expect, expectHydrated } from './fixtures';
import { routeExists, routeHtml, textOf } from './support/build';
import { expectShownBelowNavbar } from './support/landing';

type Operation = { operationId: string; summary: string };
const spec = yaml.load(readFileSync(path.resolve(__dirname, '../../openapi/openapi.yaml'), 'utf8')) as {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { title?: string }> };
};

const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({ route, method: method.toUpperCase(), ...operation })),
);

const requiredOperationIds = [
  'payments-create',
  'payments-get',
  'payments-confirm',
  'payments-cancel',
  'payments-capture',
  'payments-refund',
  'payments-recurring',
  'payments-send-link',
  'payments-send-receipt',
  'payments-send-request',
  'subscriptions-create',
  'subscriptions-get',
  'subscriptions-update',
  'subscriptions-activate',
  'subscriptions-pause',
  'subscriptions-resume',
  'subscriptions-cancel',
  'subscriptions-send-link',
  'subscriptions-send-status',
  'payment-methods-get',
  'apple-pay-domain-register',
  'bizum-validate-phone',
];

test('the OpenAPI document defines every operation the reference must show', () => {
  expect(operations.map((operation) => operation.operationId).sort()).toEqual([...requiredOperationIds].sort());
});

const requestSample = (page: Page) => page.getByRole('region', { name: 'Request sample' });

/** The curl sample's first line for an operation: its method and its path, path parameters filled in. */
const curlCall = (operation: { method: string; route: string }) =>
  new RegExp(
    `curl -X ${operation.method} 'https://api\\.pagora\\.com/v1${operation.route.replace(/\{\w+\}/g, "[^/?']+")}`,
  );

// A GET and a POST operation in the browser (what shows, the sample tabs switching); every operation
// from its built HTML below, since one template writes them (about 50 test-seconds of CI saved).
const inBrowser = [
  operations.find((operation) => operation.method === 'GET'),
  operations.find((operation) => operation.method !== 'GET'),
];
for (const operation of inBrowser.filter((candidate) => candidate !== undefined)) {
  test(`${operation.operationId} renders its title, method, path, schemas and the four code tabs`, async ({ page }) => {
    await page.goto(`/apis/rest/${operation.operationId}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(operation.summary);
    // The endpoint: the method, then the path as the OpenAPI document writes it.
    await expect(
      page
        .locator('article p')
        .filter({ hasText: `${operation.method} ${operation.route}` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Responses/ })).toBeVisible();
    if (operation.method !== 'GET')
      await expect(page.getByRole('heading', { level: 2, name: /^Request/ }).first()).toBeVisible();
    await expect(
      page
        .getByRole('tab', { name: '201' })
        .or(page.getByRole('tab', { name: '200' }))
        .first(),
    ).toBeVisible();
    const samples = requestSample(page);
    await expect(samples.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Python', 'PHP']);
    await samples.getByRole('tab', { name: 'curl' }).click();
    // The curl sample calls this operation (the unit tests check it against the OpenAPI document).
    await expect(samples.getByRole('tabpanel')).toContainText(curlCall(operation));
    await expect(page.getByRole('button', { name: /send api request/i })).toHaveCount(0);
  });
}

test('every operation page has its title, method and path, request and responses, and the four code tabs', () => {
  const problems: string[] = [];
  for (const operation of operations) {
    const route = `/apis/rest/${operation.operationId}/`;
    const say = (problem: string) => problems.push(`${route}: ${problem}`);
    const $ = load(routeHtml(route));
    if (textOf($('article h1').first()) !== operation.summary) say(`h1 "${textOf($('article h1').first())}"`);
    // The meta description is what a search engine or a link preview shows: plain text, no Markdown.
    const meta = $('meta[name="description"]').attr('content') ?? '';
    if (!meta || /`|\]\(|\*\*/.test(meta)) say(`meta description "${meta}"`);
    if (
      !$('article p')
        .toArray()
        .some((p) => textOf($(p)).includes(`${operation.method} ${operation.route}`))
    )
      say(`no "${operation.method} ${operation.route}"`);
    const h2s = $('article h2')
      .toArray()
      .map((heading) => textOf($(heading)));
    if (!h2s.some((heading) => heading.startsWith('Responses'))) say('no Responses section');
    if (operation.method !== 'GET' && !h2s.some((heading) => heading.startsWith('Request'))) say('no Request section');
    const tab = (element: AnyNode) => textOf($(element));
    if (
      !$('[role="tab"]')
        .toArray()
        .some((element) => ['200', '201'].includes(tab(element)))
    )
      say('no 200 or 201 tab');
    const samples = $('section[aria-labelledby="request-samples"]');
    const labels = samples.find('[role="tab"]').toArray().map(tab);
    if (labels.join() !== 'curl,JavaScript,Python,PHP') say(`sample tabs ${labels.join()}`);
    if (
      !samples
        .find('[role="tabpanel"]')
        .toArray()
        .some((panel) => curlCall(operation).test(textOf($(panel))))
    )
      say('no curl sample calling it');
    if (
      $('button')
        .toArray()
        .some((button) => /send api request/i.test(textOf($(button))))
    )
      say('a request builder button');
  }
  expect(problems).toEqual([]);
});

test('the request builder loads only when the reader asks for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The operation object carries the API's `info`, which no page shows: a script holding its
  // description holds the operation.
  const scriptTexts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptTexts.push(response.text().catch(() => ''));
  });
  const carriesOperation = async (texts: Promise<string>[]) =>
    (await Promise.all(texts)).some((text) => text.includes(spec.info.description.split('\n')[0]!.slice(0, 100)));
  await page.goto('/apis/rest/payments-refund/');
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(await carriesOperation(scriptTexts), 'the page downloads the operation before the builder is opened').toBe(
    false,
  );
  // The errors list is built from the operation at build time, and links each code to /errors/.
  await expect(page.getByRole('heading', { level: 2, name: 'Errors' })).toBeVisible();
  await expect(page.locator('article a[href^="/errors/#"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Request builder' })).toHaveCount(0);
  // Descriptions keep the HTML the build rendered through hydration (markdown-it is not loaded for them).
  await expect(page.locator('article').getByText('How much to refund and why.').first()).toBeVisible();
  // A response tab opened for the first time renders its description anew: markdown-it loads then
  // and formats it (backticks become code).
  await page.getByRole('tab', { name: '422' }).first().click();
  const unprocessable = page.getByRole('tabpanel').filter({ hasText: 'The payment is not' });
  await expect(unprocessable.locator('code', { hasText: /^PARTIALLY_REFUNDED$/ }).first()).toBeVisible();
  await expect(unprocessable).not.toContainText('`SUCCEEDED`');

  await page.getByRole('button', { name: 'Customise the request' }).click();
  const builder = page.getByRole('region', { name: 'Request builder' });
  await expect(builder).toBeFocused();
  // The explorer's own code tabs, fed by its form (prefilled from the examples), and no send button.
  await expect(builder.locator('.openapi-tabs__code-item--python')).toBeVisible();
  await expect(builder.getByText('pay_2NfQ8sKx4TbL9mVa').first()).toBeVisible();
  await expect(builder.getByRole('button', { name: /send api request/i })).toHaveCount(0);
  // The body comes from the operation's request example, which the builder fetched with its code.
  await expect(builder.getByText('"refundReason"').first()).toBeVisible();
  expect(scripts.length, 'the explorer code is fetched on demand').toBeGreaterThan(before);
  expect(await carriesOperation(scriptTexts), 'the builder got the operation').toBe(true);
});

test('every component schema has its own page', () => {
  const missing = Object.entries(spec.components.schemas)
    .map(([name, schema]) => `/apis/rest/schemas/${(schema.title ?? name).toLowerCase()}/`)
    .filter((route) => !routeExists(route));
  expect(missing).toEqual([]);
});

test('a schema page shows its fields and links back from the operation', async ({ page }) => {
  await page.goto('/apis/rest/schemas/payment/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
  for (const field of ['amount', 'currency', 'status', 'statusCode', 'paymentToken', 'sequenceId', 'traceDetails']) {
    await expect(page.locator('article').getByText(field, { exact: true }).first()).toBeVisible();
  }
});

test('the download link serves the bundled OpenAPI document as JSON', async ({ page, request }) => {
  await page.goto('/apis/rest/');
  const link = page.getByRole('link', { name: 'Download the OpenAPI document' });
  await expect(link).toHaveAttribute('href', '/api/v1/openapi.json');
  const response = await request.get('/api/v1/openapi.json');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual(JSON.parse(JSON.stringify(spec)));
});

test('the code language chosen on one operation is kept on the next, and in the guides', async ({ page }) => {
  await page.goto('/apis/rest/payments-create/');
  await requestSample(page).getByRole('tab', { name: 'Python' }).click();
  await expect(requestSample(page).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/apis/rest/payments-refund/');
  await expect(requestSample(page).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(requestSample(page).getByRole('tabpanel')).toContainText('import requests');
  await page.goto('/getting-started/');
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
});

test('the REST landing page explains base URL, authentication, errors and callbacks', async ({ page }) => {
  await page.goto('/apis/rest/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagora Payments API');
  for (const heading of ['Base URL', 'Authentication', 'Requests and responses', 'Errors', 'Callbacks']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('article')).toContainText('https://api.pagora.com/v1');
  await page.getByRole('link', { name: 'verify the signature' }).click();
  await expect(page).toHaveURL(/\/guides\/verify-signature\/$/);
});

test('an operation links to the schema pages of what it sends and returns', async ({ page }) => {
  await page.goto('/apis/rest/payments-refund/');
  const schemas = page.getByRole('heading', { level: 2, name: /^Schemas/ });
  await expect(schemas).toBeVisible();
  // The "Schemas" list (the body's type links there too).
  await page.locator('article li').getByRole('link', { name: 'RefundPaymentRequest', exact: true }).click();
  await expect(page).toHaveURL(/\/apis\/rest\/schemas\/refundpaymentrequest\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RefundPaymentRequest');
});

test('a link to a row inside a collapsed property or another response opens what hides it', async ({ page }) => {
  // A nested property: its parent's details section starts collapsed.
  await page.goto('/apis/rest/payments-create/#request.customer.email');
  const nested = page.locator('[id="request.customer.email"]');
  await expectShownBelowNavbar(page, nested);
  await expect(nested).toContainText('email');
  await expect(page.locator('[id="request.customer"] details').first()).toHaveAttribute('data-collapsed', 'false');

  // A row of a response whose tab is not the one shown first: that tab is selected.
  await page.goto('/apis/rest/payments-create/#response.400.errors.field');
  const other = page.locator('[id="response.400.errors.field"]');
  await expectShownBelowNavbar(page, other);
  // Its response's tab (Docusaurus tabs: each panel is labelled by its tab) is the selected one.
  const tabs = await other.evaluate((row) => {
    const labels: { text: string; selected: string | null }[] = [];
    for (
      let panel = row.closest('[role="tabpanel"]');
      panel;
      panel = panel.parentElement?.closest('[role="tabpanel"]') ?? null
    ) {
      const tab = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
      if (tab) labels.push({ text: tab.textContent ?? '', selected: tab.getAttribute('aria-selected') });
    }
    return labels;
  });
  expect(tabs, 'the tabs the row sits in').toContainEqual({ text: '400', selected: 'true' });
});

test('a callback that posts the object a response returns links to its fields there instead of repeating them', async ({
  page,
}) => {
  await page.goto('/apis/rest/payments-create/');
  await expectHydrated(page);
  const callbackRows = page.locator('[id^="callback.post-paymentStatusChanged.request."]');
  await expect(callbackRows).toHaveCount(0);
  await expect(page.locator('[id="response.201.status"]')).toHaveCount(1);
  const link = page.locator('article').getByRole('link', { name: '201 response', exact: true });
  await link.click();
  await expect(page).toHaveURL(/\/apis\/rest\/payments-create\/#responses$/);
  await expectShownBelowNavbar(page, page.getByRole('heading', { level: 2, name: /^Responses/ }));
});
