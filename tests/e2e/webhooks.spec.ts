/**
 * The webhook event reference (scripts/webhooks): an index and one page per `WebhookEventType`
 * value, in the REST sidebar, with the payload schema, the example, the retry schedule from
 * data/webhook-delivery.ts, the four receiver tabs and the GraphQL cross-links.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLEnumType } from 'graphql';
import { buildSchema } from 'graphql';
import { load } from 'cheerio';
import { test, expect } from './fixtures';
import { routeHtml, textOf } from './support/build';
import { humanDuration, maxDeliveryAttempts, webhookDelivery } from '../../data/webhook-delivery';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../graphql/schema.graphql'), 'utf8'));
const events = (schema.getType('WebhookEventType') as GraphQLEnumType).getValues().map((value) => value.name);
const slug = (event: string): string => event.toLowerCase().replace(/_/g, '-');

test('the index lists every event, links to its page, and shows the retry schedule from the data', async ({ page }) => {
  await page.goto('/apis/rest/webhooks/');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook events' })).toBeVisible();
  const main = page.getByRole('main');
  for (const event of events)
    await expect(main.getByRole('link', { name: event, exact: true }).first()).toHaveAttribute(
      'href',
      `/apis/rest/webhooks/${slug(event)}/`,
    );
  const schedule = page.getByRole('table', { name: /Delivery attempts/ });
  await expect(schedule.getByRole('row')).toHaveCount(maxDeliveryAttempts + 1);
  const lastOffset = webhookDelivery.retryOffsetsSeconds.at(-1)!;
  await expect(schedule.getByRole('row').last()).toContainText(`${humanDuration(lastOffset)} after the first attempt`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Webhook events' })).toBeVisible();
});

const sections = [
  'Headers',
  'Payload',
  'Example',
  'Answer and retries',
  'Duplicates and order',
  'Receive and verify it',
];
const signatureHeaders = ['Pagora-Timestamp', 'Pagora-Signature', 'Pagora-Event-Id', 'Pagora-Delivery-Attempt'];

// One event page in the browser (what shows, and the receiver tabs switching); every event page from
// its built HTML below, since the pages come from one template (about 50 test-seconds of CI saved).
for (const event of events.slice(0, 1)) {
  test(`${event}: headers, payload, example, retries, receivers and GraphQL links`, async ({ page }) => {
    await page.goto(`/apis/rest/webhooks/${slug(event)}/`);
    await expect(page.getByRole('heading', { level: 1, name: event })).toBeVisible();
    for (const name of sections) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const headers = page.getByRole('table').first();
    for (const header of signatureHeaders) await expect(headers).toContainText(header);
    // The payload's rows, as on a schema page: the envelope's `data` is one of them.
    await expect(page.locator('[id="schema.data"]').getByText('data', { exact: true }).first()).toBeVisible();
    await expect(
      page
        .locator('pre code')
        .filter({ hasText: `"type": "${event}"` })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/1 minute, 5 minutes/).first()).toBeVisible();
    const tabs = page.getByRole('tablist').last();
    for (const label of ['curl', 'JavaScript', 'Python', 'PHP'])
      await expect(tabs.getByRole('tab', { name: label })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Python' }).click();
    await expect(page.getByRole('tabpanel').filter({ hasText: 'app.py' }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify callback signatures' })).toHaveAttribute(
      'href',
      '/guides/verify-signature/',
    );
    await expect(page.getByRole('link', { name: 'webhookDeliveries' })).toHaveAttribute(
      'href',
      '/apis/graphql/operations/queries/webhook-deliveries/',
    );
    // The payload schema links the REST enum; the GraphQL section links the GraphQL one.
    await expect(
      page
        .getByRole('link', { name: 'WebhookEventType' })
        .and(page.locator('[href="/apis/graphql/types/enums/webhook-event-type/"]')),
    ).toBeVisible();
  });
}

test('every event page has its headers, payload, example, retries, receivers and GraphQL links', () => {
  const problems: string[] = [];
  for (const event of events) {
    const route = `/apis/rest/webhooks/${slug(event)}/`;
    const $ = load(routeHtml(route));
    const say = (problem: string) => problems.push(`${route}: ${problem}`);
    if (textOf($('article h1').first()) !== event) say('h1');
    const h2s = $('article h2')
      .toArray()
      .map((heading) => textOf($(heading)));
    for (const name of sections) if (!h2s.includes(name)) say(`no "${name}" section`);
    const headers = $('article table').first().text();
    for (const header of signatureHeaders) if (!headers.includes(header)) say(`no ${header} header`);
    if (!$('[id="schema.data"]').text().includes('data')) say('no payload row for data');
    if (
      !$('pre code')
        .toArray()
        .some((code) => $(code).text().includes(`"type": "${event}"`))
    )
      say('no example');
    if (!/1 minute, 5 minutes/.test($('article').text())) say('no retry schedule');
    const tabs = $('[role="tablist"]')
      .last()
      .find('[role="tab"]')
      .toArray()
      .map((tab) => textOf($(tab)));
    if (tabs.join() !== 'curl,JavaScript,Python,PHP') say(`receiver tabs ${tabs.join()}`);
    const link = (name: string) =>
      $('article a')
        .toArray()
        .filter((anchor) => $(anchor).text().trim() === name)
        .map((anchor) => $(anchor).attr('href'));
    if (!link('Verify callback signatures').includes('/guides/verify-signature/')) say('no link to Verify signatures');
    if (!link('webhookDeliveries').includes('/apis/graphql/operations/queries/webhook-deliveries/'))
      say('no link to webhookDeliveries');
    if (!link('WebhookEventType').includes('/apis/graphql/types/enums/webhook-event-type/'))
      say('no link to the GraphQL WebhookEventType');
  }
  expect(problems).toEqual([]);
});
