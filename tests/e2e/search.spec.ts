import { test, expect as baseExpect, expectHydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { anchorOf, expectShownBelowNavbar } from './support/landing';

/** The URLs the page requests for one path, recorded from now on (the array fills as requests go out). */
function requestsFor(page: Page, pathname: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) urls.push(request.url());
  });
  return urls;
}

// An answer can wait for the engine to be built in its worker and for the details file: on this 2-core
// machine with two browsers testing at once (CI), that took over 7 s, the default wait. These tests
// check which answer, not how fast (npm run bench measures search latency), so they wait longer.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const modal = (page: Page) => page.getByRole('dialog');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

async function openSearch(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await expect(searchInput(page)).toBeFocused();
}

/**
 * Holds every request for an index file (the first by default; `**\/search-index-details.json` for
 * the details) until `release` is called (a slow network, without timing).
 */
async function holdIndex(
  page: Page,
  file = '**/search-index.json',
): Promise<{ release: () => void; requested: Promise<unknown> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = page.waitForRequest(file);
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return { release, requested };
}

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen').first()).toBeVisible();
}

test.describe('search modal', () => {
  test('opens on click and closes on Escape, returning focus to the button', async ({ page }) => {
    await page.goto('/getting-started/');
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
  });

  test('opens with Ctrl+K and with /', async ({ page }) => {
    await page.goto('/testing/');
    // Shortcuts work once React has hydrated the page.
    await expectHydrated(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
    // "/" is a reading shortcut: it is ignored while a button (the search button) has focus.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
  });

  test('the home page has one search dialog: the shortcuts and both buttons open it once', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    const hero = page.getByRole('search', { name: 'Search the documentation' }).getByRole('button');
    const navbarButton = page.getByRole('navigation', { name: 'Main' }).locator('.DocSearch-Button');
    for (const open of [
      () => page.keyboard.press('Control+k'),
      () => page.keyboard.press('/'),
      () => hero.click(),
      () => navbarButton.click(),
    ]) {
      await page.getByRole('heading', { level: 1 }).click(); // "/" is ignored while a button has focus
      await open();
      await expect(searchInput(page)).toBeFocused();
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
      await expect(page.locator('[id="docsearch-input"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(searchInput(page)).toHaveCount(0);
    }
  });

  test('without JavaScript the home page search box leads to the search page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('search', { name: 'Search the documentation' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/search\/(\?.*)?$/);
    await context.close();
  });

  test('a pasted error body, status line or code with its field name lands on the row of the errors reference', async ({
    page,
  }) => {
    await page.goto('/getting-started/');
    for (const [query, row] of [
      [
        '{"status":422,"type":"UNPROCESSABLE_ENTITY","code":"AMOUNT_EXCEEDS_REFUNDABLE"}',
        '/errors/#error-amount-exceeds-refundable',
      ],
      ['statusCode 105', '/errors/#status-code-105'],
      ['type UNAUTHORIZED', '/errors/#error-type-unauthorized'],
      // Both APIs' "Rate limits" sections say 429 too; its rows (type and code) say what it is and what to do.
      ['429', /^\/errors\/#error-(type-)?rate-limited$/],
      ['HTTP/1.1 409 Conflict', '/errors/#error-type-idempotency-conflict'],
    ] as const) {
      await openSearch(page);
      await searchInput(page).fill(query);
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', row);
      await page.keyboard.press('Escape');
    }
  });

  test('finds an operation in both references, grouped by area', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'capture payment');
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources.filter({ hasText: 'REST API' })).toHaveCount(1);
    await expect(sources.filter({ hasText: 'GraphQL API' })).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit a[href^="/apis/rest/payments-capture/"]').first()).toBeAttached();
    await expect(
      page.locator('.DocSearch-Hit a[href^="/apis/graphql/operations/mutations/capture-payment/"]').first(),
    ).toBeAttached();
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  });

  test("a guide's heading lands on that heading's anchor", async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'Go-live checklist');
    await page.locator('.DocSearch-Hit a[href="/getting-started/#go-live-checklist"]').first().click();
    await expect(page).toHaveURL(/\/getting-started\/#go-live-checklist$/);
    await expectShownBelowNavbar(page, page.getByRole('heading', { level: 2, name: 'Go-live checklist' }));
  });

  test('page text is escaped before highlighting: markup shows as text', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'script src pagora.js');
    const hits = page.locator('.DocSearch-Hits');
    await expect(hits.getByText(/<script/).first()).toBeVisible();
    await expect(hits.locator('script, img, iframe')).toHaveCount(0);
  });

  test('recent searches and favourites survive a reload', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'Bizum test phone');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(searchInput(page)).toHaveCount(0);
    await page.reload();
    await openSearch(page);
    const recent = page.locator('.DocSearch-Hit[id*="recentSearches"]').first();
    await expect(recent).toBeVisible();
    await recent.hover();
    await recent.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source').filter({ hasText: 'Favorite' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await openSearch(page);
    await expect(page.locator('.DocSearch-Hit-source').filter({ hasText: 'Favorite' })).toBeVisible();
  });

  test('no hits: says so, with the query and a way to report it', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'qqxzvbnonsenseword');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results found for');
    await expect(noResults).toContainText('qqxzvbnonsenseword');
    await expect(noResults).toContainText('Believe this query should return results?');
    const report = noResults.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /^https:\/\/support\.pagora\.com\/.*qqxzvbnonsenseword/);
  });

  test('when the index cannot be fetched: "Unable to fetch results"', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([/search-index\.json|Failed to load resource|Unable to load the search index/i]);
    await page.route('**/search-index.json', (route) => route.abort('failed'));
    await page.goto('/');
    await openSearch(page);
    await searchInput(page).fill('refund');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await expect(screen).not.toContainText('No results found for');
    // Once the index can be reached again, the next query answers normally.
    await page.unroute('**/search-index.json');
    await searchInput(page).fill('refunds');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The failed attempt's search worker was stopped: one worker answers.
    await expect.poll(() => page.workers().length).toBe(1);
  });

  test('while the index loads, the first query shows a loading state, never "No results"', async ({ page }) => {
    const index = await holdIndex(page);
    await page.goto('/');
    await openSearch(page);
    await searchInput(page).fill('refund');
    await index.requested;
    // DocSearch's own loading state: the search box's spinner once the answer is late.
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    const screen = page.locator('.DocSearch-Modal');
    await expect(screen).toBeVisible();
    await expect(screen).not.toContainText('No results');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveCount(0);
    index.release();
    await expect(page.locator('.DocSearch-Hit a[href="/apis/rest/payments-refund/"]').first()).toBeVisible();
    await expect(screen).not.toContainText('No results');
  });

  test('a field or enum value lands on the row that defines it; while the rows load, a loading state', async ({
    page,
  }) => {
    // The rows are in the details file: an identifier's answer waits for it, saying so meanwhile.
    const details = await holdIndex(page, '**/search-index-details.json');
    await page.goto('/');
    await openSearch(page);
    // The engine is ready before the query (opening the modal loaded it): the query learns only from its
    // first answer that it waits for the rows, after DocSearch drew its no-results screen.
    await expect(page.locator('html')).not.toHaveAttribute('data-search-loading');
    await searchInput(page).fill('PARTIALLY_REFUNDED');
    await details.requested;
    const screen = page.locator('.DocSearch-Modal');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(screen).toContainText('Searching for');
    await expect(screen).not.toContainText('No results');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveCount(0);
    details.release();
    // The places that define the value come first: the REST schema's table of values, then (in the
    // modal's GraphQL group, after the REST one) the GraphQL enum's row, which says where the value
    // lives and lands on it.
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/apis/rest/schemas/paymentstatus/');
    const row = page.locator('.DocSearch-Hit a[href="/apis/graphql/types/enums/payment-status/#partially-refunded"]');
    await expect(row).toContainText('PaymentStatus');
    await row.click();
    await expect(page).toHaveURL(/\/apis\/graphql\/types\/enums\/payment-status\/#partially-refunded$/);
    await expectShownBelowNavbar(
      page,
      page.getByRole('heading', { level: 3, name: /PaymentStatus\.PARTIALLY_REFUNDED/ }),
    );

    // A field: its GraphQL row or the REST row that defines it (request body or schema page), whose
    // id the REST pages give it (shared/rest-model/field-ids.ts); the reader lands on that row.
    await openSearch(page);
    await search(page, 'trialPeriodDays');
    const field = page.locator('.DocSearch-Hit a').first();
    await expect(field).toHaveAttribute('href', /#(trial-period-days|(request|schema)\.trialPeriodDays)$/);
    const anchor = anchorOf((await field.getAttribute('href'))!);
    await field.click();
    await expectShownBelowNavbar(page, page.locator(`[id="${anchor}"]`));
    await expect(page.locator(`[id="${anchor}"]`)).toContainText('trialPeriodDays');
  });

  test("an identifier typed after a prose query: while its rows load, a loading state, never the prose query's hits", async ({
    page,
  }) => {
    const details = await holdIndex(page, '**/search-index-details.json');
    await page.goto('/');
    await openSearch(page);
    await search(page, 'refund a payment');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await searchInput(page).fill('PARTIALLY_REFUNDED');
    await details.requested;
    // DocSearch keeps the last answer's hits while a request is pending: they are another query's.
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit:visible')).toHaveCount(0);
    details.release();
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/apis/rest/schemas/paymentstatus/');
  });

  test("an identifier typed key by key while its rows load: once they are in, only the last query's hits are drawn", async ({
    page,
  }) => {
    const details = await holdIndex(page, '**/search-index-details.json');
    await page.goto('/');
    await openSearch(page);
    await searchInput(page).pressSequentially('PARTIALLY_REFUNDED');
    await details.requested;
    // Every list of hits the modal draws from now on, in order. Not the one already in the page: an
    // answer given while typing, kept (hidden while the query waits) until the next one is drawn.
    await page.evaluate(() => {
      const drawn: string[] = [];
      Object.assign(window, { drawnHitLists: drawn });
      const hitList = () =>
        Array.from(document.querySelectorAll('.DocSearch-Hit a'), (link) => link.getAttribute('href')).join(' ');
      let last = hitList();
      new MutationObserver(() => {
        const hrefs = hitList();
        if (hrefs !== '' && hrefs !== last) drawn.push(hrefs);
        last = hrefs;
      }).observe(document.body, { subtree: true, childList: true });
    });
    details.release();
    const row = page.locator('.DocSearch-Hit a[href="/apis/graphql/types/enums/payment-status/#partially-refunded"]');
    await expect(row).toBeVisible();
    // The queries typed before the last one (PARTIALLY_R, …) waited too: their answers are not drawn.
    const drawn = await page.evaluate(() => (window as unknown as { drawnHitLists: string[] }).drawnHitLists);
    expect(drawn).toHaveLength(1);
  });

  test('a hit on a nested property opens the sections that hide its row', async ({ page }) => {
    await page.goto('/getting-started/');
    await openSearch(page);
    await search(page, 'ibanLast4');
    await expect(page.locator('.DocSearch-Hit a[href*="/apis/rest/"]').first()).toBeVisible();
    // The first hit on a REST row below another row (paymentMethod.sepaRequestToPay.ibanLast4: only ever nested).
    const hrefs = await page
      .locator('.DocSearch-Hit a[href*="/apis/rest/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const nested = hrefs.find((href) => /#(schema|request|response\.\d+)(\.[^.#]+){2,}$/.test(href));
    expect(nested, `a hit on a nested row among ${hrefs.join(', ')}`).toBeTruthy();
    await page.locator(`.DocSearch-Hit a[href="${nested}"]`).first().click();
    const row = page.locator(`[id="${anchorOf(nested!)}"]`);
    await expectShownBelowNavbar(page, row);
    await expect(row).toContainText('ibanLast4');
  });

  test('the footer does not credit Algolia when the embedded index answers', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'refund');
    const screen = page.locator('.DocSearch-Modal');
    await expect(screen.locator('.DocSearch-Footer')).toBeVisible();
    await expect(screen.getByText(/powered by/i)).toBeHidden();
    await expect(screen.getByRole('link', { name: /algolia/i })).toBeHidden();
  });

  test('offers no Ask AI mode without an assistant configured', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'refund');
    await expect(modal(page).getByText(/ask ai/i)).toHaveCount(0);
  });

  test('without Algolia configured, pages do not preconnect to Algolia', async ({ page }) => {
    await page.goto('/testing/');
    await openSearch(page);
    await search(page, 'refund');
    // Upstream's search bar adds the preconnect after hydration; the modal is open, so it has rendered.
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('algolia.net');
  });

  test('starts loading the index when the reader hovers the search button', async ({ page }) => {
    await page.goto('/testing/');
    const indexRequest = page.waitForRequest('**/search-index.json');
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .hover();
    await indexRequest;
  });
});

test.describe('search page', () => {
  test('has one main landmark, with the search box, before and after a query; no index before the reader types', async ({
    page,
  }) => {
    const indexRequests = requestsFor(page, '/search-index.json');
    await page.goto('/search/');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    const box = main.locator('input[type="search"]');
    await expect(box).toBeVisible();
    await expectHydrated(page);
    // Opened without a query, the page neither preloads nor fetches the index (a preload would have started while the HTML was parsed).
    await expect(page.locator('link[rel="preload"][href="/search-index.json"]')).toHaveCount(0);
    expect(indexRequests, 'the index is not downloaded before the reader types').toEqual([]);
    await box.fill('refund');
    await expect(main.locator('article h2 a').first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });

  test('lists full results for the query in the URL, and reflects it in the box; the rows load only once the reader goes on', async ({
    page,
  }) => {
    const detailsRequests = requestsFor(page, '/search-index-details.json');
    // Page time is ours to move on: a reader who reads the answer for a minute.
    await page.clock.install();
    await page.goto('/search/?q=subscription%20pause');
    const box = page.locator('main input[type="search"]');
    await expect(box).toHaveValue('subscription pause');
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(3);
    await expect(page.locator('main a[href*="/apis/rest/subscriptions-pause/"]').first()).toBeVisible();

    await page.clock.runFor(60_000);
    // A request the page makes after the timers ran is seen after any request they started.
    expect(await page.evaluate(async () => (await fetch('/sitemap.xml')).ok)).toBe(true);
    expect(detailsRequests, 'the field-level rows are not downloaded while the reader only reads').toEqual([]);
    const details = page.waitForRequest('**/search-index-details.json');
    await box.press('End');
    await details;
  });

  test('hits mark query words, never the letters of "a" or "I", and a cut summary ends with one ellipsis', async ({
    page,
  }) => {
    const query = 'how do I refund a payment';
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    await expect(page.locator('article h2 a').first()).toBeVisible();
    const pageMarks = await page.locator('main article').locator('mark, .search-result-match').allTextContents();
    expect(pageMarks.length, 'the page marks the query words').toBeGreaterThan(0);
    expect(pageMarks.filter((text) => text.trim().length < 3)).toEqual([]);
    const summaries = await page.locator('main article > p').allTextContents();
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.filter((text) => /(…|\.\.\.)\s*(…|\.\.\.)\s*$/.test(text))).toEqual([]);

    await openSearch(page);
    await searchInput(page).fill(query);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const modalMarks = await page.locator('.DocSearch-Hit mark').allTextContents();
    expect(modalMarks.length, 'the modal marks the query words').toBeGreaterThan(0);
    expect(modalMarks.filter((text) => text.trim().length < 3)).toEqual([]);
  });

  test('scrolling to the end of the results shows the next ones; a new query replaces them', async ({ page }) => {
    await page.goto('/search/?q=payment');
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    const firstPage = await results.count();
    expect(firstPage, 'one page of results (hitsPerPage)').toBe(15);
    await results.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => results.count()).toBeGreaterThan(firstPage);
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size, 'the next page adds other results, not the first ones again').toBe(hrefs.length);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('main input[type="search"]').fill('multibanco reference');
    await expect(page).toHaveURL(/[?&]q=multibanco\+reference/);
    await expect(results.first()).toHaveAttribute('href', /multibanco/i);
    expect(await results.count()).toBeLessThanOrEqual(15);
  });

  test('downloads the index once, preloaded by the HTML, and the footer stays below the results', async ({ page }) => {
    const indexRequests = requestsFor(page, '/search-index.json');
    await page.goto('/search/?q=refund');
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await expect(page.locator('head link[rel="preload"][href="/search-index.json"][as="fetch"]')).toHaveCount(1);
    expect(indexRequests).toHaveLength(1);
    // The page is a screen tall before results arrive, so they never move the footer into view.
    const footerTop = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
    expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
  });

  test('while the index loads, shows a loading status, never "No results"; then the results', async ({ page }) => {
    const index = await holdIndex(page);
    await page.goto('/search/?q=refund');
    await index.requested;
    await expectHydrated(page);
    await expect(page.getByRole('status', { name: 'Loading results' })).toBeVisible();
    await expect(page.getByText('No results were found')).toHaveCount(0);
    index.release();
    await expect(page.locator('main a[href="/apis/rest/payments-refund/"]').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading results' })).toHaveCount(0);
  });

  test("a new query waiting for the rows shows its loading status, never the last query's results", async ({
    page,
  }) => {
    const details = await holdIndex(page, '**/search-index-details.json');
    await page.goto('/search/?q=refund');
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    await page.locator('main input[type="search"]').fill('PARTIALLY_REFUNDED');
    await details.requested;
    await expect(page.getByRole('status', { name: 'Loading results' })).toBeVisible();
    await expect(results).toHaveCount(0);
    details.release();
    await expect(results.first()).toHaveAttribute('href', /paymentstatus|payment-status/);
  });

  test('opened on a query, the page prefetches no other page before its first results are drawn', async ({ page }) => {
    // Prefetches that share the network with the index and the worker delay the first results.
    const index = await holdIndex(page);
    await page.goto('/search/?q=refund');
    await index.requested;
    await page.waitForLoadState('load');
    await expect(page.getByRole('status', { name: 'Loading results' })).toHaveAttribute('aria-busy', 'true');
    // Two idle periods after load: without the wait for the busy results, the links in view
    // (navbar, footer) are prefetched by then.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    );
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    index.release();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  });

  test('when the index cannot be fetched: "Unable to fetch results", not "No results"', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors([/search-index\.json|Failed to load resource|Unable to load the search index/i]);
    await page.route('**/search-index.json', (route) => route.abort('failed'));
    await page.goto('/search/?q=refund');
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to fetch results' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results were found')).toHaveCount(0);
  });

  test('snippets keep the spaces between a parameter, its type and "required"', async ({ page }) => {
    await page.goto('/search/?q=phoneNumber%20required');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible();
    const restResult = results.filter({ has: page.locator('a[href^="/apis/rest/"]') }).first();
    await expect(restResult).toBeVisible();
    const summaries = await results.locator('p').allTextContents();
    expect(summaries.join(' ')).toMatch(/phoneNumber string required/);
    expect(summaries.filter((text) => /phoneNumberstring|stringrequired/.test(text))).toEqual([]);
    await expect(page.getByText(/powered by/i)).toHaveCount(0);
  });

  test('the modal footer links to the search page for the same query', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'webhook');
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(/\/search\/\?q=webhook$/);
  });
});

test.describe('search engine', () => {
  const searchPageResults = (page: Page) => page.locator('article h2 a');
  const fellBack = /searching on the page instead/;

  test("is built and queried in a Web Worker, off the page's thread", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const worker = page.waitForEvent('worker');
    await page.goto('/search/?q=refund');
    const searchWorker = await worker;
    await expect(searchPageResults(page).first()).toBeVisible();
    // One file: the worker fetched no further chunk before it could answer (plugins/embedded-search).
    const fetchedByWorker = await searchWorker.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(fetchedByWorker.filter((url) => url.includes('/assets/js/'))).toEqual([]);
    await expect(page.locator('main a[href="/apis/rest/payments-refund/"]').first()).toBeVisible();
    // The modal asks the same worker: no second worker, no second download of the index.
    await openSearch(page);
    await search(page, 'capture payment');
    await expect(page.locator('.DocSearch-Hit a[href^="/apis/rest/payments-capture/"]').first()).toBeAttached();
    expect(page.workers()).toHaveLength(1);
    expect(warnings.filter((text) => fellBack.test(text))).toEqual([]);
  });

  test('answers on the page in a browser without Web Workers', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { Worker?: unknown }).Worker;
    });
    await page.goto('/search/?q=refund');
    await expect(page.locator('main a[href="/apis/rest/payments-refund/"]').first()).toBeVisible();
    expect(page.workers()).toHaveLength(0);
  });

  test("answers on the page when the worker's script cannot load", async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors([/search-worker|Failed to load resource/i]);
    // The worker's script, as a first search asks for it, is refused from then on.
    const worker = page.waitForEvent('worker');
    await page.goto('/search/?q=refund');
    await page.route((await worker).url(), (route) => route.abort('failed'));
    const warning = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && fellBack.test(message.text()),
    );
    await page.reload();
    await warning;
    await expect(page.locator('main a[href="/apis/rest/payments-refund/"]').first()).toBeVisible();
  });
});
