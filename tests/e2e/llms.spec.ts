/**
 * Docs for people and machines: Markdown copies of every page, /llms.txt and /llms-full.txt,
 * the Copy page button, REST ↔ GraphQL cross-links and social cards. Page lists come from the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { Page } from '@playwright/test';
import { test, expect, expectHydrated } from './fixtures';
import { buildDir, guideRoutes, routeHead, routeHtml, sitemapRoutes } from './support/build';
import { wcagAxe } from './support/axe';
import { colorModes, switchToDark } from './support/page-kinds';
import { crossLinksByRoute } from '../../config/api-crosslinks';

const SITE = 'https://docs.pagora.com';
const markdownFile = (route: string): string => path.join(buildDir, route, 'index.md');
const markdownOf = (route: string): string => readFileSync(markdownFile(route), 'utf8');

/** Heading text as a reader sees it, and as Markdown writes it once formatting is dropped. */
const plain = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function headings(html: string, levels: string): string[] {
  const $ = load(html);
  return $('article')
    .find(levels)
    .toArray()
    .map((element) => {
      const copy = $(element).clone();
      copy.find('.hash-link').remove();
      return plain(copy.text());
    })
    .filter(Boolean);
}

function markdownHeadings(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').flatMap((line) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*)$/.exec(line);
    return heading ? [plain(heading[1] ?? '')] : [];
  });
}

test.describe('Markdown copies', () => {
  test('every page in the sitemap has an index.md that starts with its title and is linked from its head', () => {
    const problems: string[] = [];
    for (const route of sitemapRoutes()) {
      if (!existsSync(markdownFile(route))) {
        problems.push(`${route}: no index.md`);
        continue;
      }
      const $ = load(routeHead(route, { withH1: true }));
      const h1 = plain($('h1').first().text());
      const first = markdownOf(route).split('\n')[0] ?? '';
      if (h1 && plain(first.replace(/^#\s+/, '')) !== h1)
        problems.push(`${route}: starts with "${first}", the page's h1 is "${h1}"`);
      const alternates = $('link[rel="alternate"][type="text/markdown"]')
        .toArray()
        .map((link) => $(link).attr('href'));
      if (alternates.length !== 1 || alternates[0] !== `${route}index.md`)
        problems.push(`${route}: markdown alternates ${JSON.stringify(alternates)}`);
    }
    expect(problems).toEqual([]);
  });

  test("a guide's Markdown has every h2 and h3 of the page, and no MDX left", () => {
    const problems: string[] = [];
    // Guides written in MDX (generated category indexes have no source: their cards become a list).
    for (const route of guideRoutes().filter((candidate) => /docs-doc-id-/.test(routeHtml(candidate).slice(0, 4096)))) {
      const markdown = markdownOf(route);
      const inMarkdown = new Set(markdownHeadings(markdown));
      for (const heading of headings(routeHtml(route), 'h2, h3')) {
        if (!inMarkdown.has(heading)) problems.push(`${route}: heading "${heading}" missing`);
      }
      const outsideCode = markdown.replace(/```[\s\S]*?```/g, '');
      if (/<\/?(Tabs|TabItem)\b|^:::|^import\s|^export\s/m.test(outsideCode))
        problems.push(`${route}: MDX syntax left`);
    }
    expect(problems).toEqual([]);
  });

  test('code tabs, admonitions and links come out as plain Markdown', () => {
    const markdown = markdownOf('/testing/');
    expect(markdown).toMatch(/^\*\*curl\*\*\n\n```bash\ncurl /m);
    expect(markdown).toMatch(/^> \*\*(Tip|Note|Warning):\*\* /m);
    expect(markdown).not.toMatch(/\]\((\.\.?\/|[^)]*\.mdx)/);
  });

  test('REST and GraphQL pages come from their sources: method and path, fields, signature', () => {
    const operation = markdownOf('/apis/rest/payments-create/');
    expect(operation).toContain('`POST https://api.pagora.com/v1/payments`');
    expect(operation).toMatch(/^## Parameters$/m);
    expect(operation).toMatch(/^## Request body$/m);
    expect(operation).toMatch(/^\| `201` \| /m);
    expect(operation).toMatch(/^```json$/m);
    const schema = markdownOf('/apis/rest/schemas/payment/');
    expect(schema).toMatch(
      /^\| `status` \| \[PaymentStatus\]\(https:\/\/docs\.pagora\.com\/apis\/rest\/schemas\/paymentstatus\/\) \|/m,
    );
    // A webhook event page lists its payload's fields, envelope and `data`, in its copy and llms-full.txt.
    const event = markdownOf('/apis/rest/webhooks/payment-succeeded/');
    expect(event).toMatch(/^## Payload\n\n.*\n\n\| Field \| Type \| Required \| Description \|$/m);
    expect(event).toMatch(
      /^\| `type` \| \[WebhookEventType\]\(https:\/\/docs\.pagora\.com\/apis\/rest\/schemas\/webhookeventtype\/\) \| yes \| /m,
    );
    expect(event).toMatch(/^\| `data\.status` \| \[PaymentStatus\]\([^)]+\) \| yes \| /m);
    expect(readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8')).toContain(event.split('\n## Example')[0]);
    const mutation = markdownOf('/apis/graphql/operations/mutations/create-payment/');
    expect(mutation).toContain('```graphql\ncreatePayment(\n  input: CreatePaymentInput!\n): Payment!\n```');
    expect(mutation).toMatch(/^## Arguments$/m);
  });

  test('the Markdown copies, llms.txt and llms-full.txt are served', async ({ request }) => {
    for (const url of ['/testing/index.md', '/llms.txt', '/llms-full.txt']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
    }
    expect(await (await request.get('/testing/index.md')).text()).toBe(markdownOf('/testing/'));
  });
});

test.describe('llms.txt', () => {
  const llms = (): string => readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');

  test('has a title, a summary, the instructions for coding agents, and the three page lists in order', () => {
    const text = llms();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['Instructions for coding agents', 'Guides', 'REST API', 'GraphQL API']);
  });

  test("the agent instructions choose integrations, state the rules and link only to the site's pages", () => {
    const text = llms();
    const instructions = text.slice(text.indexOf('## Instructions for coding agents'), text.indexOf('\n## Guides'));
    expect([...instructions.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual([
      'Choose the integration',
      'Rules',
      'Deprecated',
    ]);
    for (const rule of [
      'Idempotency-Key',
      'smallest currency unit',
      'Pagora-Signature',
      'PAGORA_SECRET_KEY',
      'sk_live_',
    ])
      expect(instructions).toContain(rule);
    const routes = new Set(sitemapRoutes());
    const links = [...instructions.matchAll(/\]\((https:\/\/docs\.pagora\.com[^)]*)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !routes.has(new URL(link).pathname))).toEqual([]);
  });

  test('lists every page of the sitemap, in its section, with a one-line description', () => {
    const section = new Map<string, string>();
    let current = '';
    for (const line of llms().split('\n')) {
      const heading = /^## (.+)$/.exec(line);
      if (heading) current = heading[1] ?? '';
      const entry = /^- \[[^\]]+\]\(https:\/\/docs\.pagora\.com(\/[^)]*)index\.md\): \S/.exec(line);
      if (entry) section.set(entry[1] ?? '', current);
    }
    const expected = (route: string): string =>
      route.startsWith('/apis/rest/') ? 'REST API' : route.startsWith('/apis/graphql/') ? 'GraphQL API' : 'Guides';
    const problems = sitemapRoutes()
      .filter((route) => route !== '/' && route !== '/search/')
      .filter((route) => section.get(route) !== expected(route))
      .map((route) => `${route}: ${section.get(route) ?? 'not listed'}`);
    expect(problems).toEqual([]);
  });

  test('llms-full.txt holds every listed page in full', () => {
    const full = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    const missing = sitemapRoutes()
      .filter((route) => route !== '/' && route !== '/search/')
      .filter((route) => !full.includes(`<!-- Source: ${SITE}${route} -->\n\n${markdownOf(route).trim()}\n`));
    expect(missing).toEqual([]);
  });

  test('is linked from the head of every page and from the docs sidebar', async ({ page }) => {
    await page.goto('/getting-started/');
    await expect(page.locator('head link[rel="alternate"][type="text/plain"][title="llms.txt"]')).toHaveAttribute(
      'href',
      '/llms.txt',
    );
    const sidebarLink = page.getByRole('complementary').getByRole('link', { name: 'llms.txt' });
    await expect(sidebarLink).toHaveAttribute('href', '/llms.txt');
  });
});

test.describe('Copy page', () => {
  const actions = (page: Page) => page.getByRole('group', { name: 'Page actions' });

  for (const route of [
    '/testing/',
    '/apis/rest/payments-create/',
    '/apis/graphql/types/objects/payment/',
    '/integrations/',
  ]) {
    test(`copies the Markdown of ${route} and says so for two seconds`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The page's clock is moved on by hand: the two seconds pass without being waited for.
      await page.clock.install();
      await page.goto(route);
      const status = actions(page).getByRole('status');
      await expect(status).toBeEmpty();
      await actions(page).getByRole('button', { name: 'Copy page' }).click();
      await expect(status).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdownOf(route));
      await page.clock.runFor(2_000);
      await expect(status).toBeEmpty();
    });
  }

  test('says "Copy failed" when the Markdown cannot be fetched', async ({ page, context, expectConsoleErrors }) => {
    expectConsoleErrors([/404/]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/testing/index.md', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.clock.install();
    await page.goto('/testing/');
    await actions(page).getByRole('button', { name: 'Copy page' }).click();
    await expect(actions(page).getByRole('status')).toHaveText('Copy failed');
    await page.clock.runFor(2_000);
    await expect(actions(page).getByRole('status')).toBeEmpty();
  });

  test('works from the keyboard: the menu opens, offers "View as Markdown", and closes on Escape', async ({ page }) => {
    await page.goto('/testing/');
    const menuButton = actions(page).getByRole('button', { name: 'More page actions' });
    await menuButton.focus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    const item = page.getByRole('menuitem', { name: 'View as Markdown' });
    await expect(item).toBeFocused();
    await expect(item).toHaveAttribute('href', '/testing/index.md');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(menuButton).toBeFocused();
    // The copy button sits just before it in the tab order.
    await page.keyboard.press('Shift+Tab');
    await expect(actions(page).getByRole('button', { name: 'Copy page' })).toBeFocused();
  });

  test('offers ChatGPT and Claude with the page Markdown in the prompt, and install links for Cursor and VS Code', async ({
    page,
  }) => {
    await page.goto('/guides/verify-signature/');
    await actions(page).getByRole('button', { name: 'More page actions' }).click();
    const markdownUrl = `${SITE}/guides/verify-signature/index.md`;
    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com'],
      ['Open in Claude', 'https://claude.ai'],
    ] as const) {
      const item = page.getByRole('menuitem', { name });
      await expect(item).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', /noopener/);
      const href = new URL((await item.getAttribute('href'))!);
      expect(href.origin).toBe(origin);
      expect(href.searchParams.get('q')).toContain(markdownUrl);
    }
    const cursor = new URL((await page.getByRole('menuitem', { name: 'Connect to Cursor' }).getAttribute('href'))!);
    expect(cursor.protocol).toBe('cursor:');
    expect(cursor.searchParams.get('name')).toBe('pagora-docs');
    expect(JSON.parse(Buffer.from(cursor.searchParams.get('config')!, 'base64').toString())).toEqual({
      command: 'npx',
      args: ['-y', '@pagora/docs-mcp'],
    });
    const vscode = (await page.getByRole('menuitem', { name: 'Connect to VS Code' }).getAttribute('href'))!;
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toMatchObject({
      name: 'pagora-docs',
      command: 'npx',
      args: ['-y', '@pagora/docs-mcp'],
    });
  });

  test('arrow keys, Home and End move through every menu item; Enter follows one', async ({ page }) => {
    await page.goto('/testing/');
    const menuButton = actions(page).getByRole('button', { name: 'More page actions' });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const names = [
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
      'Connect to Cursor',
      'Connect to VS Code',
      'Set up other AI tools',
    ];
    await expect(page.getByRole('menuitem')).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name })).toBeFocused();
    }
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: names[0] })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: names.at(-1) })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('menuitem', { name: names[0] })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Set up other AI tools' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guides\/ai-coding-tools\/$/);
    await expect(page.locator('h1')).toHaveText('Use Pagora docs with AI coding tools');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('"View as Markdown" opens the Markdown copy, and a click outside closes the menu', async ({ page }) => {
    await page.goto('/apis/rest/payments-create/');
    const menuButton = actions(page).getByRole('button', { name: 'More page actions' });
    await menuButton.click();
    const item = page.getByRole('menuitem', { name: 'View as Markdown' });
    await expect(item).toBeVisible();
    await page.locator('h1').first().click();
    await expect(item).toBeHidden();
    await menuButton.click();
    await item.click();
    await expect(page).toHaveURL(/\/apis\/rest\/payments-create\/index\.md$/);
    expect(await page.locator('body').innerText()).toMatch(/^# Create a payment\n/);
  });

  test('is accessible in light mode and then in dark mode, with a visible focus ring', async ({ page }) => {
    await page.goto('/testing/');
    const button = actions(page).getByRole('button', { name: 'Copy page' });
    for (const colorMode of colorModes) {
      if (colorMode === 'dark') {
        await page.keyboard.press('Escape');
        await switchToDark(page);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, colorMode).not.toBe('none');
      await actions(page).getByRole('button', { name: 'More page actions' }).click();
      // Every axe rule in light mode (best practices too); the switch changes only colours.
      const results = await wcagAxe(page, {
        rules: colorMode === 'light' ? 'axe defaults' : 'colours',
        include: '[role="group"][aria-label="Page actions"]',
      });
      expect(results.violations.map((violation) => `${colorMode} ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });
});

test.describe('REST ↔ GraphQL cross-links', () => {
  test('every mapped page links to its counterpart, and the counterpart links back', () => {
    const problems: string[] = [];
    for (const [route, targets] of crossLinksByRoute()) {
      if (!existsSync(path.join(buildDir, route, 'index.html'))) {
        problems.push(`${route}: no such page`);
        continue;
      }
      const $ = load(routeHtml(route));
      const hrefs = $('p:contains("Also in the")')
        .find('a')
        .toArray()
        .map((link) => $(link).attr('href'));
      for (const target of targets) {
        if (!hrefs.includes(target.route)) problems.push(`${route}: no link to ${target.route}`);
        if (!existsSync(path.join(buildDir, target.route, 'index.html')))
          problems.push(`${route}: ${target.route} does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a reader goes from the REST Subscription object to GraphQL PaymentSubscription and back', async ({ page }) => {
    await page.goto('/apis/rest/schemas/subscription/');
    await page
      .locator('p', { hasText: 'Also in the GraphQL API' })
      .getByRole('link', { name: 'PaymentSubscription' })
      .click();
    await expect(page).toHaveURL(/\/apis\/graphql\/types\/objects\/payment-subscription\/$/);
    await expect(page.locator('h1')).toHaveText('PaymentSubscription');
    await page.locator('p', { hasText: 'Also in the REST API' }).getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/apis\/rest\/schemas\/subscription\/$/);
  });

  test('a reader goes from REST payments-create to the createPayment mutation and back', async ({ page }) => {
    await page.goto('/apis/rest/payments-create/');
    await page
      .locator('p', { hasText: 'Also in the GraphQL API' })
      .getByRole('link', { name: 'createPayment' })
      .click();
    await expect(page).toHaveURL(/\/apis\/graphql\/operations\/mutations\/create-payment\/$/);
    await expect(page.locator('h1')).toHaveText('createPayment');
    await page.locator('p', { hasText: 'Also in the REST API' }).getByRole('link', { name: 'payments-create' }).click();
    await expect(page).toHaveURL(/\/apis\/rest\/payments-create\/$/);
    await expect(page.locator('h1').first()).toHaveText('Create a payment');
  });

  test('pages without a counterpart show no note', async ({ page }) => {
    await page.goto('/apis/rest/schemas/createpaymentrequest/');
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.getByText(/^Also in the/)).toHaveCount(0);
  });
});

test.describe('social cards', () => {
  function pngSize(file: string): { width: number; height: number } | string {
    const png = readFileSync(file);
    if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'not a PNG';
    if (png.subarray(12, 16).toString('ascii') !== 'IHDR') return 'no IHDR first';
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  }

  test('every page has one og:image and twitter:image: its own 1200x630 PNG in the build', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const route of sitemapRoutes()) {
      const $ = load(routeHead(route));
      const og = $('meta[property="og:image"]')
        .toArray()
        .map((meta) => $(meta).attr('content') ?? '');
      const twitter = $('meta[name="twitter:image"]')
        .toArray()
        .map((meta) => $(meta).attr('content') ?? '');
      if (og.length !== 1 || twitter.length !== 1 || og[0] !== twitter[0]) {
        problems.push(`${route}: og:image ${JSON.stringify(og)}, twitter:image ${JSON.stringify(twitter)}`);
        continue;
      }
      const url = og[0]!;
      if (!url.startsWith(`${SITE}/img/social/`) || !url.endsWith('.png')) problems.push(`${route}: ${url}`);
      const file = path.join(buildDir, new URL(url).pathname);
      if (!existsSync(file)) {
        problems.push(`${route}: ${url} is not in the build`);
        continue;
      }
      const size = pngSize(file);
      if (typeof size === 'string' || size.width !== 1200 || size.height !== 630)
        problems.push(`${route}: ${JSON.stringify(size)}`);
      if (seen.has(url)) problems.push(`${route}: shares ${url} with ${seen.get(url)}`);
      seen.set(url, route);
    }
    expect(problems).toEqual([]);
  });

  test('the card is served, and the head keeps it after the page is hydrated', async ({ page, request }) => {
    await page.goto('/apis/rest/payments-create/');
    await expectHydrated(page);
    const og = page.locator('head meta[property="og:image"]');
    await expect(og).toHaveCount(1);
    await expect(og).toHaveAttribute('content', `${SITE}/img/social/apis--rest--payments-create.png`);
    const response = await request.get('/img/social/apis--rest--payments-create.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    // Client-side navigation moves the card along.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).click();
    await expect(og).toHaveAttribute('content', `${SITE}/img/social/getting-started.png`);
  });
});
