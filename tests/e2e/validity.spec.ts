/**
 * What the validators check in the built HTML (npm run test:validate) still holds once a page is
 * live: every tab controls its panel and the panel names its tab, before and after switching tabs,
 * on guides and on REST pages; the language menu offers the page in the site's one language, and a
 * not-found page, which has no page in any language, has no language menu and no link to a page that
 * does not exist; the search page's form has a working submit button.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Each tab's `aria-controls` names a panel whose `aria-labelledby` names the tab back; returns how many tabs. */
async function tabsLinkedToPanels(page: Page): Promise<{ tabs: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
    for (const tab of tabs) {
      const panelId = tab.getAttribute('aria-controls');
      const panel = panelId ? document.getElementById(panelId) : null;
      if (!tab.id) problems.push(`tab "${tab.textContent}" has no id`);
      if (!panel) problems.push(`tab "${tab.textContent}" controls no element (${panelId ?? 'no aria-controls'})`);
      else if (panel.getAttribute('role') !== 'tabpanel') problems.push(`#${panelId} is not a tabpanel`);
      else if (panel.getAttribute('aria-labelledby') !== tab.id)
        problems.push(`#${panelId} is not labelled by its tab`);
    }
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length) problems.push(`repeated ids: ${[...new Set(repeated)].join(', ')}`);
    return { tabs: tabs.length, problems };
  });
}

for (const url of ['/testing/', '/apis/rest/payments-create/', '/apis/rest/subscriptions-create/']) {
  test(`every tab on ${url} controls its panel, before and after switching`, async ({ page }) => {
    await page.goto(url);
    const before = await tabsLinkedToPanels(page);
    expect(before.tabs, 'tabs on the page').toBeGreaterThan(3);
    expect(before.problems).toEqual([]);

    // The code-sample tabs (curl first): every one of these pages has them.
    const second = page.getByRole('tab', { name: 'JavaScript', exact: true }).first();
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-labelledby', (await second.getAttribute('id')) ?? '');
    expect((await tabsLinkedToPanels(page)).problems).toEqual([]);
  });
}

for (const clientSide of [false, true]) {
  test(`every link on the not-found page ${clientSide ? 'after a client-side navigation' : 'as served (404.html)'} leads to a page, and it has no language menu`, async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors([/status of 404/]);
    if (clientSide) {
      await page.goto('/testing/');
      await page.evaluate(() => {
        history.pushState(null, '', '/this-page-does-not-exist/');
        dispatchEvent(new PopStateEvent('popstate'));
      });
    } else expect((await page.goto('/this-page-does-not-exist/'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'English' })).toHaveCount(
      0,
    );
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    const routes = new Set(readFileSync(path.join(__dirname, '..', 'routes.txt'), 'utf8').split('\n'));
    expect(hrefs.map((href) => href.replace(/[?#].*$/, '')).filter((href) => !routes.has(href))).toEqual([]);
  });
}

test("a guide's language menu links to the same guide", async ({ page }) => {
  await page.goto('/testing/');
  const english = page
    .getByRole('navigation', { name: 'Main' })
    .locator('.navbar__items--right .dropdown__menu')
    .getByRole('link', { name: 'English', includeHidden: true });
  await expect(english).toHaveAttribute('href', '/testing/');
});

test('the search form has a submit button that keeps the results', async ({ page }) => {
  await page.goto('/search/?q=refund');
  const form = page.locator('form:has(input[name="q"])');
  const results = page.locator('main article h2 a');
  await expect(results.first()).toBeVisible();
  const submit = form.getByRole('button', { name: 'Search', exact: true });
  await expect(submit).toHaveAttribute('type', 'submit');
  await submit.click();
  await expect(page).toHaveURL(/\/search\/\?q=refund$/);
  await expect(results.first()).toBeVisible();
});
