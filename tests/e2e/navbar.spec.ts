import { test, expect, expectHydrated } from './fixtures';
import { looksActive, navbar } from './support/navbar';

test.describe('navbar', () => {
  test('shows every item on the right, with Documentation active on a guide page', async ({ page }) => {
    await page.goto('/getting-started/');
    const nav = navbar(page);
    const right = nav.locator('.navbar__items--right');
    await expect(right.getByRole('link', { name: 'Documentation' })).toHaveClass(/navbar__link--active/);
    expect(await looksActive(page, right.getByRole('button', { name: 'APIs' })), 'APIs looks active').toBe(false);
    await expect(right.getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(right.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(right.getByRole('button', { name: /search/i })).toBeVisible();
    await expect(right.getByRole('button', { name: /^Switch between dark and light mode/ })).toBeVisible();
    // Nothing sits on the left but the brand.
    await expect(
      nav.locator('.navbar__items:not(.navbar__items--right) > :not(.navbar__brand):not(.navbar__toggle)'),
    ).toHaveCount(0);
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

  test('Support and Dashboard open the external sites', async ({ page }) => {
    await page.goto('/getting-started/');
    const nav = navbar(page);
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://support.pagora.com');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', 'https://dashboard.pagora.com');
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('target', '_blank');
  });

  test('the language switcher offers only English', async ({ page }) => {
    await page.goto('/getting-started/');
    const switcher = navbar(page).locator('.navbar__items--right .dropdown').filter({ hasText: 'English' });
    await switcher.hover();
    const options = switcher.locator('.dropdown__menu a');
    await expect(options).toHaveCount(1);
    await expect(options).toHaveText('English');
  });
});

test.describe('APIs dropdown', () => {
  test('opens on hover and lists the two references', async ({ page }) => {
    await page.goto('/getting-started/');
    const dropdown = navbar(page)
      .locator('.dropdown')
      .filter({ has: page.getByRole('button', { name: 'APIs' }) });
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu).toBeHidden();
    await dropdown.getByRole('button', { name: 'APIs' }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'REST API' })).toHaveAttribute('href', '/apis/rest/');
    await expect(menu.getByRole('link', { name: 'GraphQL API' })).toHaveAttribute('href', '/apis/graphql/');
  });

  test('opens on Enter, closes on an outside click', async ({ page }) => {
    await page.goto('/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    const menu = navbar(page)
      .locator('.dropdown')
      .filter({ has: page.getByRole('button', { name: 'APIs' }) })
      .locator('.dropdown__menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('closes when keyboard focus leaves it', async ({ page }) => {
    await page.goto('/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    await toggle.focus();
    // Enter then Tab straight away, as a fast typist would: the entries must be reachable at once.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(navbar(page).getByRole('link', { name: 'REST API', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navbar(page).getByRole('link', { name: 'GraphQL API', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('its entries are visible, so focusable, in the very frame it opens', async ({ page }) => {
    await page.goto('/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    await toggle.focus();
    // Record the menu's visibility when the open class lands, before any animation frame runs: a
    // fade-in that also animates `visibility` starts hidden, and Tab then skips the entries.
    await toggle.evaluate((link) => {
      const dropdown = link.closest('.dropdown')!;
      const menu = dropdown.querySelector('.dropdown__menu')!;
      new MutationObserver((_, observer) => {
        if (dropdown.classList.contains('dropdown--show')) {
          observer.disconnect();
          dropdown.setAttribute('data-visibility-when-opened', getComputedStyle(menu).visibility);
        }
      }).observe(dropdown, { attributes: true, attributeFilter: ['class'] });
    });
    await page.keyboard.press('Enter');
    await expect(navbar(page).locator('.dropdown[data-visibility-when-opened]')).toHaveAttribute(
      'data-visibility-when-opened',
      'visible',
    );
  });
});
