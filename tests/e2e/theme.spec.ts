/**
 * Theme behaviour (issue 8): navbar dropdowns, the mobile sidebar, the colour-mode switch,
 * collapsible sidebar categories and the not-found page, used as a reader would, keyboard included.
 * Error screens and route loading are in theme-errors.spec.ts and theme-loading.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectHydrated } from './fixtures';
import { looksActive, navbar } from './support/navbar';

/** Opens a page and waits until React has hydrated it (before that, nothing reacts to keys or clicks). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/** The open/close menu of the navbar dropdown whose toggle is the button `name`. */
const dropdownMenu = (page: Page, name: string) =>
  navbar(page)
    .locator('.dropdown')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
    .locator('.dropdown__menu');

/** Presses Tab (from wherever focus is) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with at most ${maxPresses} Tab presses`).toBeFocused();
}

test.describe('navbar dropdowns (desktop)', () => {
  test('hovering the APIs dropdown opens it on the two references; leaving closes it', async ({ page }) => {
    await visit(page, '/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    const menu = dropdownMenu(page, 'APIs');
    await expect(menu).toBeHidden();

    await toggle.hover();
    await expect(menu.getByRole('link', { name: 'REST API' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'REST API' })).toHaveAttribute('href', '/apis/rest/');
    await expect(menu.getByRole('link', { name: 'GraphQL API' })).toHaveAttribute('href', '/apis/graphql/');

    await page.locator('article h1').hover();
    await expect(menu).toBeHidden();
  });

  test('Escape closes a dropdown opened by hover without moving the pointer, until the pointer comes back', async ({
    page,
  }) => {
    await visit(page, '/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    const menu = dropdownMenu(page, 'APIs');
    await toggle.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.locator('article h1').hover();
    await toggle.hover();
    await expect(menu).toBeVisible();
  });

  test('keyboard only: Tab to APIs, Space opens, Tab reaches the entries, Space on the toggle closes', async ({
    page,
  }) => {
    await visit(page, '/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    const menu = dropdownMenu(page, 'APIs');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'REST API' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'GraphQL API' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('keyboard only: Enter opens, an entry opens its page with Enter, and APIs then looks active', async ({
    page,
  }) => {
    await visit(page, '/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    expect(await looksActive(page, toggle), 'APIs on a guide').toBe(false);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'GraphQL API' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apis\/graphql\/$/);
    await expect.poll(() => looksActive(page, toggle), { message: 'APIs on a GraphQL page' }).toBe(true);
  });

  test('the language dropdown opens with the keyboard and closes when focus leaves it', async ({ page }) => {
    await visit(page, '/getting-started/');
    const toggle = navbar(page).locator('.navbar__items--right').getByRole('button', { name: 'English' });
    const menu = dropdownMenu(page, 'English');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('Enter on the open toggle closes it again, and so do a click outside and focus leaving it', async ({ page }) => {
    await visit(page, '/getting-started/');
    const toggle = navbar(page).getByRole('button', { name: 'APIs' });
    const menu = dropdownMenu(page, 'APIs');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Enter then Tab straight away, as a fast typist would: the entries must be reachable at once.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'REST API' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'GraphQL API' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the APIs entries are visible, so focusable, in the very frame the menu opens', async ({ page }) => {
    await visit(page, '/getting-started/');
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

test.describe('mobile sidebar (below 996 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  const focusIsInPanel = (page: Page) =>
    page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));

  test('keyboard only: opens with its toggle, keeps focus inside, closes with Escape and returns focus', async ({
    page,
  }) => {
    await visit(page, '/getting-started/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const panel = page.locator('.navbar-sidebar');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => focusIsInPanel(page), { message: 'focus moves into the panel' }).toBe(true);

    // Shift+Tab from the first control wraps to the last one, Tab from the last back to the first.
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
    const first = await focused();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInPanel(page), 'Shift+Tab from the first control').toBe(true);
    expect(await focused()).not.toBe(first);
    await page.keyboard.press('Tab');
    expect(await focused(), 'Tab from the last control').toBe(first);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInPanel(page), `after ${i + 1} more Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('holds the current area’s sidebar and the navbar items, both reachable with the keyboard', async ({ page }) => {
    await visit(page, '/getting-started/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const panel = page.locator('.navbar-sidebar');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    // On a guide the panel opens on the guides' sidebar (Docusaurus's secondary menu)…
    const secondary = panel.locator('.navbar-sidebar__item').nth(1);
    await expect(secondary.getByRole('link', { name: 'Getting started', exact: true })).toBeVisible();
    const back = panel.getByRole('button', { name: /Back to main menu/ });
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    // …and "Back to main menu" shows the navbar items.
    const primary = panel.locator('.navbar-sidebar__item').first();
    for (const name of ['Documentation', 'Support', 'Dashboard']) {
      await expect(primary.getByRole('link', { name })).toBeVisible();
    }
    await expect(primary.getByRole('button', { name: 'APIs' })).toBeVisible();
    await tabTo(page, primary.getByRole('link', { name: 'Documentation' }));
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the close button closes it and focus returns to the toggle', async ({ page }) => {
    await visit(page, '/getting-started/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const panel = page.locator('.navbar-sidebar');
    await toggle.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('after the window becomes desktop-sized it is closed and no longer traps focus', async ({ page }) => {
    await visit(page, '/getting-started/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    // With the trap still on, Tab from a navbar link would be pulled back into the (gone) panel.
    const right = navbar(page).locator('.navbar__items--right');
    await right.getByRole('link', { name: 'Documentation' }).focus();
    await page.keyboard.press('Tab');
    await expect(right.getByRole('button', { name: 'APIs' })).toBeFocused();
  });
});

test.describe('colour mode', () => {
  const storedTheme = (page: Page) =>
    page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((name) => /^theme(-|$)/.test(name));
      return key ? window.localStorage.getItem(key) : null;
    });

  test('the switch names the current mode, swaps light and dark, and remembers the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' }); // the system preference is not respected here
    await visit(page, '/getting-started/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const switchIn = (mode: 'light' | 'dark') =>
      navbar(page).getByRole('button', { name: `Switch between dark and light mode (currently ${mode} mode)` });

    await switchIn('light').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(switchIn('dark')).toBeVisible();
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(switchIn('dark')).toBeEnabled();

    // Keyboard: the switch is a button, Enter presses it.
    await switchIn('dark').focus();
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(switchIn('light')).toBeFocused();
    expect(await storedTheme(page)).toBe('light');
    // Never a third, "system" step without the system preference.
    await switchIn('light').click();
    await switchIn('dark').click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
  });
});

test.describe('collapsible sidebar categories', () => {
  /** Expands the first collapsed category of the sidebar and returns the height transitions it used. */
  async function expandFirstCategory(page: Page): Promise<{ transition: string; height: string }[]> {
    await visit(page, '/getting-started/');
    const firstCollapsed = page.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed').first();
    await expect(firstCollapsed).toBeVisible();
    // Pin it: once expanded, "the first collapsed category" would be another one.
    await firstCollapsed.evaluate((item) => item.setAttribute('data-test-category', ''));
    const category = page.locator('[data-test-category]');
    await category.evaluate((item) => {
      const seen: { transition: string; height: string }[] = [];
      (window as unknown as { collapseTransitions: typeof seen }).collapseTransitions = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as HTMLElement;
          if (target.tagName === 'UL' && target.style.transition.includes('height')) {
            seen.push({ transition: target.style.transition, height: target.style.height });
          }
        }
      }).observe(item, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    const toggle = category.locator(':scope > .menu__list-item-collapsible').getByRole('button').last();
    await toggle.click();
    await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
    const list = category.locator(':scope > ul.menu__list');
    await expect(list).toBeVisible();
    // Docusaurus resets the height to auto on transitionend: the animation is over.
    await expect.poll(() => list.evaluate((ul) => (ul as HTMLElement).style.height)).toBe('auto');
    return page.evaluate(
      () =>
        (window as unknown as { collapseTransitions: { transition: string; height: string }[] }).collapseTransitions,
    );
  }

  test('animate with a duration that follows the content height', async ({ page }) => {
    const transitions = await expandFirstCategory(page);
    const expanding = transitions.find((entry) => entry.height.endsWith('px') && entry.height !== '0px');
    expect(expanding, 'an expanding height transition').toBeTruthy();
    const height = Number.parseFloat(expanding!.height);
    const duration = Number(/height (\d+)ms/.exec(expanding!.transition)?.[1]);
    // @docusaurus/theme-common Collapsible: Material's dynamic duration for the content height.
    const constant = height / 36;
    expect(duration).toBe(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10));
    expect(duration).toBeGreaterThan(100);
  });

  test('take 1 ms when the reader asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const transitions = await expandFirstCategory(page);
    expect(transitions.length).toBeGreaterThan(0);
    for (const { transition } of transitions) expect(transition).toMatch(/^height 1ms\b/);
  });
});

test.describe('not-found page', () => {
  const entryPoints = (page: Page) => page.getByRole('navigation', { name: 'Where to start' });

  test('offers a search prefilled from the path and the main entry points', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([/status of 404/]); // the document itself answers 404 (checked in layout.spec.ts)
    await visit(page, '/guides/refund-a-payment-later/');
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const input = page.getByLabel('Search the documentation');
    const search = page.getByRole('search').filter({ has: input });
    await expect(input).toHaveValue('guides refund a payment later');
    await expect(search).toHaveAttribute('action', '/search/');

    for (const [name, href] of [
      ['Getting started', '/getting-started/'],
      ['REST API', '/apis/rest/'],
      ['GraphQL API', '/apis/graphql/'],
    ] as const) {
      await expect(entryPoints(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await input.fill('refund payment');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=refund%20payment$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('refund payment');
  });

  test('its entry points lead to the pages', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([/status of 404/]);
    await visit(page, '/no/such/page/');
    await entryPoints(page).getByRole('link', { name: 'REST API', exact: true }).click();
    await expect(page).toHaveURL(/\/apis\/rest\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
