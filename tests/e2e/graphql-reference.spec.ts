import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLObjectType,
  GraphQLScalarType,
  specifiedScalarTypes,
} from 'graphql';
import { test, expect } from './fixtures';
import { buildDir, routeHtml, textOf } from './support/build';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../graphql/schema.graphql'), 'utf8'));
const rootNames = new Set(['Query', 'Mutation', 'Subscription']);
const userTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

function generatedPages(kind: string): string[] {
  const dir = path.join(buildDir, 'apis/graphql', kind);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

test('one page per query, mutation and subscription, and per object, input, enum and scalar', () => {
  const counts = {
    'operations/queries': Object.keys(schema.getQueryType()?.getFields() ?? {}).length,
    'operations/mutations': Object.keys(schema.getMutationType()?.getFields() ?? {}).length,
    'operations/subscriptions': Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).length,
    'types/objects': userTypes.filter((type) => type instanceof GraphQLObjectType && !rootNames.has(type.name)).length,
    'types/inputs': userTypes.filter((type) => type instanceof GraphQLInputObjectType).length,
    'types/enums': userTypes.filter((type) => type instanceof GraphQLEnumType).length,
    'types/scalars': userTypes.filter((type) => type instanceof GraphQLScalarType).length,
  };
  for (const [kind, expected] of Object.entries(counts)) {
    expect(generatedPages(kind).length, kind).toBe(expected);
  }
  expect(counts['operations/queries']).toBeGreaterThanOrEqual(45);
  expect(counts['operations/mutations']).toBeGreaterThanOrEqual(75);
  expect(counts['operations/subscriptions']).toBeGreaterThanOrEqual(18);
  expect(specifiedScalarTypes.length).toBeGreaterThan(0);
});

const pages: Array<[kind: string, route: string, title: string]> = [
  ['query', '/apis/graphql/operations/queries/payments/', 'payments'],
  ['mutation', '/apis/graphql/operations/mutations/create-payment/', 'createPayment'],
  ['v1 subscription', '/apis/graphql/operations/subscriptions/on-update-charges/', 'onUpdateCharges'],
  ['v2 subscription', '/apis/graphql/operations/subscriptions/on-update-charges-v2/', 'onUpdateChargesV2'],
  ['object', '/apis/graphql/types/objects/payment/', 'Payment'],
  ['input', '/apis/graphql/types/inputs/create-payment-input/', 'CreatePaymentInput'],
  ['enum', '/apis/graphql/types/enums/payment-status/', 'PaymentStatus'],
  ['scalar', '/apis/graphql/types/scalars/date-time/', 'DateTime'],
  ['directive @defer', '/apis/graphql/types/directives/defer/', 'defer'],
  ['directive @include', '/apis/graphql/types/directives/include/', 'include'],
  ['directive @skip', '/apis/graphql/types/directives/skip/', 'skip'],
];

// Read from the built HTML: one template per kind, and the accessibility gate loads a page of each
// kind in the browser, failing on any console error (a hydration mismatch included).
test('each kind of page has its title, a description and its entry in the sidebar', () => {
  const problems: string[] = [];
  for (const [kind, route, title] of pages) {
    const $ = load(routeHtml(route));
    const h1 = textOf($('article h1').first());
    if (h1 !== title) problems.push(`${kind} ${route}: h1 "${h1}", expected "${title}"`);
    const text = textOf($('article'));
    if (text.length <= 120) problems.push(`${kind} ${route}: ${text.length} characters of content`);
    if (
      !$('nav.menu a')
        .toArray()
        .some((link) => textOf($(link)) === title)
    )
      problems.push(`${kind} ${route}: no sidebar link named "${title}"`);
  }
  expect(problems).toEqual([]);
});

test('the enum page lists every PaymentStatus value', async ({ page }) => {
  await page.goto('/apis/graphql/types/enums/payment-status/');
  for (const value of (schema.getType('PaymentStatus') as GraphQLEnumType).getValues()) {
    await expect(page.locator('article').getByText(value.name, { exact: true }).first()).toBeVisible();
  }
});

test('a type link on an operation page leads to the type page', async ({ page }) => {
  await page.goto('/apis/graphql/operations/mutations/create-payment/');
  await page.locator('article').getByRole('link', { name: 'CreatePaymentInput!' }).first().click();
  await expect(page).toHaveURL(/\/apis\/graphql\/types\/inputs\/create-payment-input\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CreatePaymentInput');
});

test('the landing page code tabs share the site-wide language choice', async ({ page }) => {
  await page.goto('/getting-started/');
  await page.getByRole('tab', { name: 'PHP' }).first().click();
  await page.goto('/apis/graphql/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagora GraphQL API');
  const tabs = page.getByRole('tab', { name: 'PHP' });
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article')).toContainText('https://graphql.pagora.com');
});

test('generated pages start their sections at h2 and list them in the table of contents', async ({ page }) => {
  await page.goto('/apis/graphql/operations/mutations/create-payment/');
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Arguments' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3 }).first()).toContainText('createPayment.input');
  // No heading level is skipped after the h1.
  const levels = await article
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
  const toc = page.locator('.table-of-contents').first();
  await expect(toc.getByRole('link', { name: 'Arguments' })).toBeAttached();
  await expect(toc.getByRole('link', { name: /createPayment\.input/ })).toHaveCount(0);
});

test('the meta description keeps code with braces from the schema description', async ({ page }) => {
  await page.goto('/apis/graphql/operations/mutations/activate-subscription/');
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /POST \/subscriptions\/\{subscriptionId\}\/activate/);
});

test('the landing page downloads the schema the reference is generated from', async ({ page, request }) => {
  await page.goto('/apis/graphql/');
  const link = page.getByRole('link', { name: 'Download the GraphQL schema' });
  await expect(link).toHaveAttribute('href', '/api/graphql/schema.graphql');
  await expect(link).toHaveAttribute('download', 'pagora-schema.graphql');
  const response = await request.get('/api/graphql/schema.graphql');
  expect(response.ok()).toBe(true);
  expect(await response.text()).toBe(readFileSync(path.resolve(__dirname, '../../graphql/schema.graphql'), 'utf8'));
});
