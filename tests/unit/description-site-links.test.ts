/**
 * Links in API descriptions to pages or sections this site does not have (shared/site-links.ts): made
 * absolute against the configured link base, or shown as text with one warning per operation or type,
 * at generation; links to the site's routes and to a heading of the same description kept. On the
 * API-shapes fixtures (tests/fixtures/api-shapes), whose built pages api-shapes.test.ts checks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { resolveSiteLinks, type SiteLinks } from '../../shared/site-links';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { missingLinkWarnings } from '../../scripts/lib/description-links';
import { shownSdl } from '../../scripts/lib/graphql-source';
import { root } from './support/sources';

const fixtures = path.join(root, 'tests/fixtures/api-shapes');
const site: SiteLinks = { isRoute: (route) => ['/', '/errors/'].includes(route.endsWith('/') ? route : `${route}/`) };

test('site routes, full URLs, code and a heading of the same description stay links; other targets become text', () => {
  const markdown = [
    'See [errors](/errors/#codes), [errors again](/errors), [home](https://x.example/a) and `[code](/code/)`.',
    'Not here: [risk](/risk-management/x/), ![a logo](/logo.png) and [queries](#scheduled_queries); [limits](#limits) is.',
    '',
    '## Limits',
  ].join('\n');
  const { markdown: shown, missing } = resolveSiteLinks(markdown, site);
  assert.deepEqual(missing, ['/risk-management/x/', '/logo.png', '#scheduled_queries']);
  assert.equal(
    shown.split('\n')[1],
    'Not here: risk, a logo and queries; [limits](#limits) is.',
    'the missing ones as their text, the heading kept',
  );
  assert.equal(shown.split('\n')[0], markdown.split('\n')[0]);
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
