import { load } from 'cheerio';
import { test, expect } from './fixtures';
import { routeHtml, textOf } from './support/build';
import { guideFrontMatter } from './support/guides';
import { methodCapabilities } from '../../data/methodCapabilities';
import { refundDestination } from '../../data/refunds';

/** Every guide route the spec names, with the sidebar category it belongs to (null: top level). */
const guides: Array<[route: string, category: string | null]> = [
  ['/getting-started/', null],
  ['/testing/', null],
  ['/integrations/use-prebuilt-payment-page/', 'Integrations'],
  ['/integrations/use-payment-modal/', 'Integrations'],
  ['/integrations/build-custom-checkout/', 'Integrations'],
  ['/integrations/pay-by-link/', 'Integrations'],
  ['/integrations/use-qr-payments/', 'Integrations'],
  ['/payment-methods/card/', 'Payment methods'],
  ['/payment-methods/apple-pay/', 'Payment methods'],
  ['/payment-methods/google-pay/', 'Payment methods'],
  ['/payment-methods/click-to-pay/', 'Payment methods'],
  ['/payment-methods/bizum/', 'Payment methods'],
  ['/payment-methods/paypal/', 'Payment methods'],
  ['/payment-methods/sepa-request-to-pay/', 'Payment methods'],
  ['/pagora-js/overview/', 'Pagora JS'],
  ['/pagora-js/payment-request/', 'Pagora JS'],
  ['/pagora-js/reference/', 'Pagora JS'],
  ['/subscriptions/integration/', 'Subscriptions'],
  ['/pagora-connect/', 'Platforms'],
  ['/eurm-stablecoin/', 'Platforms'],
  ['/channel-tokenization/', 'Platforms'],
  ['/accounting/odoo/', 'Accounting'],
  ['/e-commerce/adobe-commerce/', 'E-commerce platforms'],
  ['/e-commerce/prestashop/', 'E-commerce platforms'],
  ['/e-commerce/salesforce/', 'E-commerce platforms'],
  ['/e-commerce/wix/', 'E-commerce platforms'],
  ['/e-commerce/woocommerce/', 'E-commerce platforms'],
  ['/e-commerce/shopify/pagora-payments/', 'Shopify'],
  ['/e-commerce/shopify/pagora-onsite/', 'Shopify'],
  ['/e-commerce/shopify/pagora-bizum/', 'Shopify'],
  ['/e-commerce/shopify/pagora-mbway/', 'Shopify'],
  ['/e-commerce/shopify/pagora-multibanco/', 'Shopify'],
  ['/e-commerce/shopify/hide-payment-methods/', 'Shopify'],
  ['/guides/chargebacks/', 'Guides'],
  ['/guides/custom-domains/', 'Guides'],
  ['/guides/ethoca-verifi/', 'Guides'],
  ['/guides/managing-stores/', 'Guides'],
  ['/guides/migrate-tokens/', 'Guides'],
  ['/guides/payment-rules/', 'Guides'],
  ['/guides/payouts/', 'Guides'],
  ['/guides/refunds/', 'Guides'],
  ['/guides/save-payment-method/', 'Guides'],
  ['/guides/send-cardholder-name/', 'Guides'],
  ['/guides/team-access/', 'Guides'],
  ['/guides/verify-signature/', 'Guides'],
];

const frontMatterTitle = (route: string): string => guideFrontMatter(route).title ?? '';

// Read from the built HTML, which is what a reader first sees: the accessibility gate loads every guide
// in the browser and fails on any console error, a hydration mismatch included, so the hydrated page
// says the same. One load per guide here cost about 100 test-seconds of CI for nothing more.
test('every guide the spec names has its title, real content and its place in the sidebar', () => {
  const problems: string[] = [];
  for (const [route, category] of guides) {
    const $ = load(routeHtml(route));
    const title = textOf($('article h1').first());
    if (title !== frontMatterTitle(route))
      problems.push(`${route}: h1 "${title}", front matter "${frontMatterTitle(route)}"`);
    const words = $('article .theme-doc-markdown').text().split(/\s+/).filter(Boolean).length;
    if (words <= 400) problems.push(`${route}: ${words} words`);
    if ($('article h2').length === 0) problems.push(`${route}: no h2`);
    const sidebar = $('nav[aria-label="Docs sidebar"]');
    const current = sidebar.find('a.menu__link--active[aria-current="page"]');
    if (current.length !== 1 || current.attr('href') !== route)
      problems.push(
        `${route}: current sidebar link ${JSON.stringify(current.toArray().map((link) => $(link).attr('href')))}`,
      );
    if (category) {
      const parent = current.closest('li.theme-doc-sidebar-item-category');
      const label = textOf(parent.find('.menu__list-item-collapsible').first());
      if (!label.includes(category)) problems.push(`${route}: in category "${label}", not "${category}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('the payment methods overview is a full-width page without a sidebar', async ({ page }) => {
  await page.goto('/payment-methods/overview/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontMatterTitle('/payment-methods/overview/'));
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  for (const method of ['card', 'apple-pay', 'google-pay', 'click-to-pay', 'bizum', 'paypal', 'sepa-request-to-pay']) {
    await expect(page.locator(`article a[href="/payment-methods/${method}/"]`).first()).toBeAttached();
  }
});

test('the sidebar has a category index page for integrations', async ({ page }) => {
  await page.goto('/integrations/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrations');
  await expect(page.locator('article a[href="/integrations/pay-by-link/"]').first()).toBeVisible();
});

test('code samples come as curl, JavaScript, Python and PHP tabs', async ({ page }) => {
  await page.goto('/getting-started/');
  const firstTabs = page.getByRole('tablist').first();
  await expect(firstTabs.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Python', 'PHP']);
});

/** A data string as the page shows it: inline Markdown (`code`, **strong**, [text](/path/)) reduced to its text. */
const shownText = (markdown: string): string => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`|\*\*/g, '');

test("the refunds guide's table and each method's guide show the refund path of data/refunds.ts", async ({ page }) => {
  await page.goto('/guides/refunds/');
  const table = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'Where the money goes' }) });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(methodCapabilities.length);
  for (const capability of methodCapabilities) {
    const row = rows.filter({
      has: page.getByRole('rowheader', { name: new RegExp(`\\(${capability.paymentMethod}\\)`) }),
    });
    await expect(row.locator('td').first()).toHaveText(capability.supportsRefunds ? 'Full and partial' : 'No');
    await expect(row.locator('td').last()).toHaveText(shownText(refundDestination(capability.paymentMethod)));
  }
  // The same sentences inside a method guide's paragraph: one source, two pages.
  await page.goto('/payment-methods/bizum/');
  await expect(page.locator('article p').filter({ hasText: shownText(refundDestination('BIZUM')) })).toHaveCount(1);
});
