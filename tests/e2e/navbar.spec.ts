import { test, expect, expectHydrated } from './fixtures';
import { looksActive, navbar } from './support/navbar';

test.describe('navbar', () => {
  test('shows every item on the right, Documentation active on a guide page, the external sites and one language', async ({
    page,
  }) => {
    await page.goto('/getting-started/');
    const nav = navbar(page);
    const right = nav.locator('.navbar__items--right');
    await expect(right.getByRole('link', { name: 'Documentation' })).toHaveClass(/navbar__link--active/);
    expect(await looksActive(page, right.getByRole('button', { name: 'APIs' })), 'APIs looks active').toBe(false);
    await expect(right.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://support.pagora.com');
    await expect(right.getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
    await expect(right.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      'https://dashboard.pagora.com',
    );
    await expect(right.getByRole('button', { name: /search/i })).toBeVisible();
    await expect(right.getByRole('button', { name: /^Switch between dark and light mode/ })).toBeVisible();
    // Nothing sits on the left but the brand.
    await expect(
      nav.locator('.navbar__items:not(.navbar__items--right) > :not(.navbar__brand):not(.navbar__toggle)'),
    ).toHaveCount(0);
    // The language switcher offers only English.
    const switcher = right.locator('.dropdown').filter({ hasText: 'English' });
    await switcher.hover();
    const options = switcher.locator('.dropdown__menu a');
    await expect(options).toHaveCount(1);
    await expect(options).toHaveText('English');
  });

  for (const [kind, route] of [
    ['REST', '/apis/rest/payments-create/'],
    ['GraphQL', '/apis/graphql/'],
  ] as const) {
    test(`shows the APIs dropdown active on a ${kind} page and Documentation inactive`, async ({ page }) => {
      await page.goto(route);
      const right = navbar(page).locator('.navbar__items--right');
      expect(await looksActive(page, right.getByRole('button', { name: 'APIs' })), 'APIs looks active').toBe(true);
      expect(await looksActive(page, right.getByRole('link', { name: 'Documentation' }))).toBe(false);
      await expect(right.getByRole('link', { name: 'Documentation' })).not.toHaveClass(/navbar__link--active/);
      // The look follows client-side navigation: not active once on a guide.
      await expectHydrated(page);
      await right.getByRole('link', { name: 'Documentation' }).click();
      await expect(page).toHaveURL(/\/getting-started\/$/);
      await expect.poll(() => looksActive(page, right.getByRole('button', { name: 'APIs' }))).toBe(false);
    });
  }

  test('Documentation is active on the home page too', async ({ page }) => {
    await page.goto('/');
    await expect(navbar(page).getByRole('link', { name: 'Documentation' })).toHaveClass(/navbar__link--active/);
  });
});
