/** Social cards (scripts/social-cards): 1200x630 PNGs, the same bytes for the same title, one file per route. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCardAssets, tokenColours } from '../../scripts/social-cards/assets';
import { titleFontSize } from '../../scripts/social-cards/card';
import { CardRenderer } from '../../scripts/social-cards/render';
import { writeSocialCards } from '../../scripts/social-cards';
import { markdownPathOf, normalizeRoute, socialCardPathOf } from '../../shared/page-routes';

const root = path.resolve(__dirname, '..', '..');

function pngSize(png: Buffer): { width: number; height: number } {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('a card is a 1200x630 PNG, byte-identical for the same title and area', async () => {
  const renderer = new CardRenderer(loadCardAssets(root));
  const card = { title: 'Create a payment', area: 'REST API' };
  const first = await renderer.render(card);
  const again = await new CardRenderer(loadCardAssets(root)).render(card);
  assert.deepEqual(pngSize(first), { width: 1200, height: 630 });
  assert.ok(first.equals(again), 'same title, same bytes');
  assert.ok(
    !first.equals(await renderer.render({ ...card, title: 'Cancel a payment' })),
    'another title, another card',
  );
  assert.ok(!first.equals(await renderer.render({ ...card, area: 'GraphQL API' })), 'another area, another card');
});

test('writeSocialCards writes one card per file, and reuses cached renders byte for byte', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-cards-'));
  try {
    const jobs = [
      { file: 'img/social/testing.png', card: { title: 'Test your integration', area: 'Guides' } },
      { file: 'img/social/apis--rest--payments-create.png', card: { title: 'Create a payment', area: 'REST API' } },
    ];
    const cacheDir = path.join(dir, 'cache');
    const cold = await writeSocialCards(path.join(dir, 'build'), jobs, { siteDir: root, cacheDir, workers: 1 });
    assert.deepEqual([cold.files, cold.rendered, cold.fromCache], [2, 2, 0]);
    const bytes = readFileSync(path.join(dir, 'build', jobs[0]!.file));
    const warm = await writeSocialCards(path.join(dir, 'build2'), jobs, { siteDir: root, cacheDir, workers: 1 });
    assert.deepEqual([warm.rendered, warm.fromCache], [0, 2]);
    assert.ok(readFileSync(path.join(dir, 'build2', jobs[0]!.file)).equals(bytes));
    await assert.rejects(
      writeSocialCards(
        path.join(dir, 'build3'),
        [...jobs, { file: jobs[0]!.file, card: { title: 'Other', area: 'Guides' } }],
        { siteDir: root, cacheDir: false },
      ),
      /same social card/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('long titles and long words get smaller type', () => {
  assert.equal(titleFontSize('Testing'), 80);
  assert.ok(titleFontSize('PaymentSubscriptionConnection') < titleFontSize('Payment'));
  assert.ok(titleFontSize('Accept payments with the Pagora-hosted payment page and get paid in minutes today') < 60);
});

test('card colours come from the brand tokens', () => {
  const colours = tokenColours(readFileSync(path.join(root, 'src/css/custom.css'), 'utf8'));
  assert.match(colours['--pagora-ink'] ?? '', /^#[0-9a-f]{6}$/i);
  assert.equal(loadCardAssets(root).colours.background, colours['--pagora-ink']);
});

test('routes map to one Markdown copy and one card file each', () => {
  assert.equal(normalizeRoute('/testing'), '/testing/');
  assert.equal(normalizeRoute('/testing/index.html'), '/testing/');
  assert.equal(normalizeRoute('/'), '/');
  assert.equal(markdownPathOf('/testing/'), '/testing/index.md');
  assert.equal(markdownPathOf('/'), '/index.md');
  assert.equal(socialCardPathOf('/'), '/img/social/home.png');
  assert.equal(socialCardPathOf('/apis/rest/payments-create/'), '/img/social/apis--rest--payments-create.png');
  assert.notEqual(socialCardPathOf('/a/b-c/'), socialCardPathOf('/a-b/c/'));
});
