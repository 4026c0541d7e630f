/**
 * Links in API descriptions to pages or sections this site does not have (shared/site-links.ts): made
 * absolute against the configured link base, or shown as text with one warning per operation or type,
 * at generation; links to the site's routes and to a heading of the same description kept. On the
 * API-shapes fixtures (tests/fixtures/api-shapes), whose built pages api-shapes.test.ts checks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { resolveSiteLinks, type SiteLinks } from '../../shared/site-links';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { guideRoutes, missingLinkWarnings, siteLinks } from '../../scripts/lib/description-links';
import { shownSdl } from '../../scripts/lib/graphql-source';
import { restModel, root } from './support/sources';

const fixtures = path.join(root, 'tests/fixtures/api-shapes');
const site: SiteLinks = { isRoute: (route) => ['/', '/errors/'].includes(route.endsWith('/') ? route : `${route}/`) };

test('site routes, full URLs, code and a heading of the same description stay links; other targets, relative ones too, become text', () => {
  const markdown = [
    'See [errors](/errors/#codes), [errors again](/errors), [home](https://x.example/a) and `[code](/code/)`.',
    'Not here: [risk](/risk-management/x/), ![a logo](/logo.png) and [queries](#scheduled_queries); [limits](#limits) is.',
    'Relative: [the amounts](../amounts/) and [docs](${docsUrl}/d), [mail](mailto:a@x.example) kept.',
    '',
    '## Limits',
  ].join('\n');
  const { markdown: shown, missing } = resolveSiteLinks(markdown, site);
  assert.deepEqual(missing, ['/risk-management/x/', '/logo.png', '#scheduled_queries', '../amounts/', '${docsUrl}/d']);
  assert.equal(shown.split('\n')[2], 'Relative: the amounts and docs, [mail](mailto:a@x.example) kept.');
  assert.equal(
    shown.split('\n')[1],
    'Not here: risk, a logo and queries; [limits](#limits) is.',
    'the missing ones as their text, the heading kept',
  );
  assert.equal(shown.split('\n')[0], markdown.split('\n')[0]);
});

test('a guide added in the same change as a link to it is a route before `npm run routes:update`', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-site-links-'));
  mkdirSync(path.join(dir, 'docs/guides/payouts'), { recursive: true });
  mkdirSync(path.join(dir, 'tests'));
  writeFileSync(path.join(dir, 'tests/routes.txt'), '/\n');
  for (const file of ['new-guide.mdx', 'guides/payouts/index.mdx', 'guides/payouts/timing.md', 'guides/_partial.mdx'])
    writeFileSync(path.join(dir, 'docs', file), '# Guide\n');
  assert.deepEqual(guideRoutes(dir).sort(), ['/guides/payouts/', '/guides/payouts/timing/', '/new-guide/']);
  const links = siteLinks(dir);
  assert.equal(
    resolveSiteLinks('See [the new guide](/new-guide/).', links).markdown,
    'See [the new guide](/new-guide/).',
  );
  assert.ok(links.isRoute('/guides/payouts/timing'));
  assert.ok(!links.isRoute('/guides/partial/'));
  // Every guide of ours maps to its published route.
  const published = new Set(readFileSync(path.join(root, 'tests/routes.txt'), 'utf8').split('\n'));
  assert.deepEqual(
    guideRoutes(root).filter((route) => !published.has(route)),
    [],
  );
});

test('with a link base, a site path that is not a route becomes absolute; a missing fragment is still text', () => {
  const { markdown, missing } = resolveSiteLinks('[risk](/risk/x/ "Risk") and [q](#q).', {
    ...site,
    base: 'https://docs.example.com',
  });
  assert.equal(markdown, '[risk](https://docs.example.com/risk/x/ "Risk") and q.');
  assert.deepEqual(missing, ['#q']);
});

test('REST: each operation, schema and enum whose descriptions link to what the site lacks is named once, located', async () => {
  const file = path.join(fixtures, 'shapes.openapi.yaml');
  const text = readFileSync(file, 'utf8');
  const model = await RestModel.of(yaml.load(text) as Json, site);
  assert.deepEqual(Object.fromEntries(model.missingLinks), {
    'POST /transfers': ['/risk-management/transfers/', '#scheduled_transfers'],
    Transfer: ['/docs/notes/#formats', '#instant_networks'],
  });
  const operation = model.operations().find((entry) => entry.id === 'create-transfer')!.operation;
  assert.match(
    operation.description!,
    /^Moves money as the risk rules allow, like\nscheduled transfers; \[the errors\]\(\/errors\/\) and \[its limits\]\(#limits\)/,
  );
  assert.equal(
    (model.schemas.Transfer!.properties as Record<string, Json>).note!.description,
    'Shown to the payee, in their formats.',
  );
  const warnings = missingLinkWarnings('openapi.yaml', text, model.missingLinks);
  assert.equal(warnings.length, 2);
  assert.ok(
    warnings.every((warning) => warning.line && warning.column),
    JSON.stringify(warnings),
  );
  assert.match(warnings[0]!.message, /^POST \/transfers: .*\/risk-management\/transfers\/, #scheduled_transfers/);
});

test('GraphQL: a type or operation whose descriptions link to what the site lacks is named once; the copy shows text', () => {
  const { sdl, missing } = shownSdl(path.join(fixtures, 'schema.graphql'), site);
  assert.deepEqual(Object.fromEntries(missing), { Account: ['/docs/accounts/'], 'Query.search': ['#search_syntax'] });
  assert.match(sdl ?? '', /"An account a party holds, of one of the account kinds\."/);
  assert.match(sdl ?? '', /\[the errors\]\(\/errors\/\)/);
  assert.equal(shownSdl(path.join(root, 'graphql/schema.graphql'), { isRoute: () => true }).sdl, undefined);
});

test("Pagora's own descriptions link only to pages and headings the site has, so none is shown as text", async () => {
  assert.deepEqual(Object.fromEntries((await restModel()).missingLinks), {});
  assert.deepEqual(
    Object.fromEntries(shownSdl(path.join(root, 'graphql/schema.graphql'), siteLinks(root)).missing),
    {},
  );
});
