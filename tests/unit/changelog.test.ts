/**
 * The API changelog: entries parse and validate (bad ones name file and line), the Atom feed and
 * /changelog.json carry every entry newest first, touches resolve to reference pages, and the
 * honesty check fails on a breaking change without an entry (fixture spec pairs and a fixture git
 * history) and passes on this repository.
 *
 * Run: node --import tsx --test tests/unit/changelog.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sax from 'sax';
import { root } from './support/sources';
import { loadEntries, parseEntry, type ChangelogEntry } from '../../scripts/changelog/entries';
import { atomFeed, changelogJson } from '../../scripts/changelog/feeds';
import {
  checkChangelogCoverage,
  touchCovers,
  uncoveredBreakingChanges,
  type ApiChangeIn,
} from '../../scripts/changelog/coverage';
import { changedPages } from '../../scripts/changelog/pages';
import { draftEntry } from '../../scripts/changelog/draft';
import { deprecationProblems } from '../../scripts/changelog/deprecations';
import { diffOpenApi } from '../../scripts/api-diff/openapi';
import { diffGraphql } from '../../scripts/api-diff/graphql';
import { SourceError, type SourceProblem } from '../../scripts/lib/source-errors';

const fixtures = path.join(root, 'tests/fixtures/changelog');
const routes = new Set(readFileSync(path.join(root, 'tests/routes.txt'), 'utf8').split('\n').filter(Boolean));
const openapiText = readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8');
const graphqlText = readFileSync(path.join(root, 'graphql/schema.graphql'), 'utf8');

test('the changelog entries are valid, newest first, and start with the first release of 2026-11-22', () => {
  const entries = loadEntries(path.join(root, 'changelog'));
  assert.ok(entries.length >= 1);
  const first = entries.at(-1)!;
  assert.equal(first.date, '2026-11-22');
  assert.equal(first.kind, 'added');
  assert.deepEqual(first.apis, ['rest', 'graphql']);
  const dates = entries.map((entry) => entry.date);
  assert.deepEqual(dates, [...dates].sort().reverse());
});

test('every site link in an entry leads to a page', () => {
  const broken = loadEntries(path.join(root, 'changelog')).flatMap((entry) =>
    [...entry.markdown.matchAll(/\]\((\/[^)#\s]*)/g)]
      .map((match) => match[1]!)
      .filter((href) => !routes.has(href))
      .map((href) => `${entry.id}: ${href}`),
  );
  assert.deepEqual(broken, []);
});

test('a bad entry is rejected with its file, line and what to fix', () => {
  const problems: SourceProblem[] = [];
  const source = [
    '---',
    'date: 2026-11-23',
    'title: Something changed',
    'apis: soap',
    'kind: renamed',
    'breaking: maybe',
    'touches: []',
    '---',
    '',
    'Body text long enough to pass.',
  ].join('\n');
  assert.equal(parseEntry('changelog/2026-11-22-bad.md', source, problems), undefined);
  const messages = problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
  const expected = [
    /^changelog\/2026-11-22-bad\.md:2: date: 2026-11-23 differs from the date in the file name/,
    /^changelog\/2026-11-22-bad\.md:4: apis: rest, graphql or both$/,
    /^changelog\/2026-11-22-bad\.md:5: kind: one of added, changed, deprecated, removed$/,
    /^changelog\/2026-11-22-bad\.md:6: breaking: true or false$/,
    /^changelog\/2026-11-22-bad\.md:7: touches: name what changed/,
  ];
  assert.equal(messages.length, expected.length, messages.join('\n'));
  expected.forEach((pattern, index) => assert.match(messages[index]!, pattern));
  const badName: SourceProblem[] = [];
  parseEntry('changelog/Release notes.md', source, badName);
  assert.match(badName[0]!.message, /YYYY-MM-DD/);
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-changelog-'));
  try {
    writeFileSync(path.join(dir, '2026-11-22-bad.md'), source);
    assert.throws(() => loadEntries(dir), SourceError);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Parses with sax in strict mode: malformed XML throws. */
function parseXml(xml: string): XmlNode {
  const parser = sax.parser(true, { xmlns: false });
  const stack: XmlNode[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  parser.onopentag = (tag) => {
    const node = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (text) => void (stack.at(-1)!.text += text);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
  return stack[0]!.children[0]!;
}

const child = (node: XmlNode, name: string): XmlNode | undefined => node.children.find((c) => c.name === name);

test('the Atom feed parses and has the elements RFC 4287 requires, entries newest first', () => {
  const entries = loadEntries(fixtures);
  assert.equal(entries.length, 4);
  const feed = parseXml(atomFeed(entries));
  assert.equal(feed.name, 'feed');
  assert.equal(feed.attributes.xmlns, 'http://www.w3.org/2005/Atom');
  for (const name of ['id', 'title', 'updated', 'author']) assert.ok(child(feed, name), `feed has <${name}>`);
  assert.equal(child(feed, 'updated')!.text, '2026-11-10T00:00:00Z');
  assert.ok(feed.children.some((c) => c.name === 'link' && c.attributes.rel === 'self'));
  const items = feed.children.filter((c) => c.name === 'entry');
  assert.deepEqual(
    items.map((item) => child(item, 'title')!.text),
    entries.map((entry) => entry.title),
  );
  for (const item of items) {
    for (const name of ['id', 'title', 'updated', 'content']) assert.ok(child(item, name), `entry has <${name}>`);
    assert.match(child(item, 'id')!.text, /^https:\/\/docs\.pagora\.com\/changelog\/#\d{4}-\d{2}-\d{2}-/);
    assert.match(child(item, 'updated')!.text, /^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  }
  const breaking = items.filter((item) =>
    item.children.some((c) => c.name === 'category' && c.attributes.term === 'breaking'),
  );
  assert.deepEqual(
    breaking.map((item) => child(item, 'title')!.text),
    ['statusCode is always a three-character string'],
  );
  assert.throws(() => parseXml(atomFeed(entries).replace('</feed>', '')), 'the parser is strict');
});

test('/changelog.json follows the contract agreed with the MCP server', () => {
  const json = changelogJson(loadEntries(fixtures));
  assert.deepEqual(Object.keys(json), ['entries']);
  assert.deepEqual(
    json.entries.map((entry) => entry.date),
    ['2026-11-10', '2026-10-20', '2026-10-05', '2026-09-01'],
  );
  for (const entry of json.entries) {
    assert.deepEqual(Object.keys(entry), [
      'id',
      'date',
      'title',
      'apis',
      'kind',
      'breaking',
      'touches',
      'url',
      'markdown',
    ]);
    assert.equal(entry.url, `/changelog/#${entry.id}`);
    assert.ok(entry.apis.every((api) => api === 'rest' || api === 'graphql'));
    assert.equal(typeof entry.breaking, 'boolean');
  }
});

test('touches resolve to the reference pages that get a "Changed on" badge', () => {
  const pages = changedPages(loadEntries(fixtures), root);
  assert.deepEqual(Object.keys(pages).sort(), [
    '/apis/graphql/operations/mutations/send-subscription-status/',
    '/apis/graphql/types/inputs/update-subscription-input/',
    '/apis/rest/bizum-validate-phone/',
    '/apis/rest/schemas/payment/',
    '/apis/rest/schemas/updatesubscriptionrequest/',
  ]);
  for (const route of Object.keys(pages)) assert.ok(routes.has(route), `${route} is a page`);
  assert.equal(pages['/apis/graphql/operations/mutations/send-subscription-status/']!.kind, 'deprecated');
  assert.equal(pages['/apis/rest/schemas/payment/']!.url, '/changelog/#2026-10-20-status-code-always-string');
});

test('a touch covers a change at a name boundary only', () => {
  assert.ok(touchCovers('Payment', 'Payment'));
  assert.ok(touchCovers('Payment.authorizationCode', 'Payment'));
  assert.ok(touchCovers('POST /payments', 'POST /payments (payments-create)'));
  assert.ok(!touchCovers('Payment', 'PaymentMethods'));
  assert.ok(!touchCovers('POST /payments', 'POST /payments/recurring (payments-recurring)'));
});

const entry = (patch: Partial<ChangelogEntry>): ChangelogEntry => ({
  id: '2026-12-01-fixture',
  date: '2026-12-01',
  title: 'Fixture entry',
  apis: ['rest'],
  kind: 'changed',
  breaking: true,
  touches: [],
  markdown: 'Fixture body for the coverage check.',
  file: 'changelog/2026-12-01-fixture.md',
  ...patch,
});

test('fixture spec pair: a breaking REST change needs a breaking entry that touches it', async () => {
  const after = openapiText.replace(/\n {8}authorizationCode:\n/, '\n        authorizationCodeRenamed:\n');
  const changes: ApiChangeIn[] = (await diffOpenApi(openapiText, after)).map((change) => ({ ...change, api: 'rest' }));
  const breaking = changes.filter((change) => change.level === 'breaking');
  assert.ok(breaking.length > 0, 'the rename is a breaking change');
  assert.deepEqual(uncoveredBreakingChanges(changes, []), breaking, 'no entry: uncovered');
  assert.deepEqual(uncoveredBreakingChanges(changes, [entry({ touches: ['Payment.authorizationCode'] })]), []);
  assert.equal(
    uncoveredBreakingChanges(changes, [entry({ touches: ['Payment'], breaking: false })]).length,
    breaking.length,
  );
  assert.equal(
    uncoveredBreakingChanges(changes, [entry({ touches: ['Payment'], apis: ['graphql'] })]).length,
    breaking.length,
  );
  assert.match(draftEntry(changes, '2026-12-01'), /^breaking: true$/m);
});

test('fixture spec pair: removing a GraphQL enum value needs an entry', async () => {
  const after = graphqlText.replace(
    /\n {2}"""\n {2}A payout could not be delivered to your bank account\.\n {2}"""\n {2}PAYOUT_FAILED\n/,
    '\n',
  );
  assert.notEqual(after, graphqlText);
  const changes: ApiChangeIn[] = (await diffGraphql(graphqlText, after)).map((change) => ({
    ...change,
    api: 'graphql',
  }));
  const uncovered = uncoveredBreakingChanges(changes, []);
  assert.ok(
    uncovered.some((change) => change.location.startsWith('WebhookEventType')),
    JSON.stringify(changes),
  );
  assert.deepEqual(
    uncoveredBreakingChanges(changes, [
      entry({ apis: ['graphql'], kind: 'removed', touches: ['WebhookEventType.PAYOUT_FAILED'] }),
    ]),
    [],
  );
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

test('fixture history: a breaking change committed after the last changelog commit fails until an entry covers it', async () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'pagora-changelog-repo-'));
  try {
    git(repo, 'init', '-q');
    git(repo, 'config', 'user.email', 'tests@pagora.example');
    git(repo, 'config', 'user.name', 'Tests');
    mkdirSync(path.join(repo, 'openapi'));
    mkdirSync(path.join(repo, 'graphql'));
    writeFileSync(path.join(repo, 'openapi/openapi.yaml'), openapiText);
    writeFileSync(path.join(repo, 'graphql/schema.graphql'), graphqlText);
    cpSync(path.join(root, 'changelog'), path.join(repo, 'changelog'), { recursive: true });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'first release');
    assert.deepEqual((await checkChangelogCoverage(repo)).uncovered, [], 'clean at the changelog commit');

    const renamed = openapiText.replace(/\n {8}authorizationCode:\n/, '\n        authorizationCodeRenamed:\n');
    writeFileSync(path.join(repo, 'openapi/openapi.yaml'), renamed);
    git(repo, 'commit', '-qam', 'rename a field without an entry');
    const failing = await checkChangelogCoverage(repo);
    assert.ok(
      failing.uncovered.some((change) => change.location === 'Payment'),
      JSON.stringify(failing.uncovered),
    );

    writeFileSync(
      path.join(repo, 'changelog/2026-12-01-rename-authorization-code.md'),
      '---\ndate: 2026-12-01\ntitle: authorizationCode is renamed\napis: rest\nkind: changed\nbreaking: true\ntouches:\n  - Payment.authorizationCode\n---\n\nRead `authorizationCodeRenamed` instead of `authorizationCode`.\n',
    );
    assert.deepEqual((await checkChangelogCoverage(repo)).uncovered, [], 'an uncommitted entry covers it');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'changelog entry');
    assert.deepEqual((await checkChangelogCoverage(repo)).uncovered, [], 'and so does the committed one');
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('this repository: no breaking API change since the last changelog commit lacks an entry', async (t) => {
  const result = await checkChangelogCoverage(root);
  if (!result.base) {
    t.skip('no git history with a changelog commit (shallow clone?)');
    return;
  }
  assert.deepEqual(
    result.uncovered.map((change) => `${change.api} ${change.location}: ${change.message}`),
    [],
    `breaking changes since ${result.base.slice(0, 10)} need a changelog entry (npm run changelog:draft -- ${result.base.slice(0, 10)})`,
  );
});

test('deprecations: none today, and the real changelog accounts for every one', () => {
  assert.deepEqual(deprecationProblems(openapiText, graphqlText, loadEntries(path.join(root, 'changelog'))), []);
});

test('fixture spec pair: a GraphQL enum value deprecated alone is reported against its REST twin', () => {
  const graphqlOnly = graphqlText.replace(/\n {2}EXPIRED\n/, '\n  EXPIRED @deprecated(reason: "Use FAILED.")\n');
  assert.notEqual(graphqlOnly, graphqlText, 'GraphQL PaymentStatus.EXPIRED found');
  const covering = entry({
    kind: 'deprecated',
    breaking: false,
    apis: ['rest', 'graphql'],
    touches: ['PaymentStatus.EXPIRED'],
  });
  assert.deepEqual(deprecationProblems(openapiText, graphqlOnly, [covering]), [
    'graphql PaymentStatus.EXPIRED is deprecated but its rest twin PaymentStatus.EXPIRED is not',
  ]);
  // REST marks one enum value deprecated in its `x-enumDescriptions` entry (shown in the value's row).
  const restToo = openapiText.replace(
    /\n( +)EXPIRED: Not completed/,
    '\n$1EXPIRED: Deprecated, use FAILED. Not completed',
  );
  assert.notEqual(restToo, openapiText, 'REST PaymentStatus x-enumDescriptions.EXPIRED found');
  assert.deepEqual(deprecationProblems(restToo, graphqlOnly, [covering]), []);
  assert.deepEqual(deprecationProblems(restToo, graphqlText, []), [
    'rest PaymentStatus.EXPIRED is deprecated but no `deprecated` changelog entry touches it',
    'rest PaymentStatus.EXPIRED is deprecated but its graphql twin PaymentStatus.EXPIRED is not',
  ]);
});

test('fixture spec pair: a deprecation in one API only, without an entry, is reported twice', () => {
  const restOnly = openapiText.replace(/\n {8}orderId:\n/, '\n        orderId:\n          deprecated: true\n');
  assert.notEqual(restOnly, openapiText);
  assert.deepEqual(deprecationProblems(restOnly, graphqlText, []), [
    'rest Payment.orderId is deprecated but no `deprecated` changelog entry touches it',
    'rest Payment.orderId is deprecated but its graphql twin Payment.orderId is not',
  ]);
  const both = graphqlText.replace(
    /\n {2}orderId: String\n/,
    '\n  orderId: String @deprecated(reason: "Use reference.")\n',
  );
  assert.notEqual(both, graphqlText, 'GraphQL Payment.orderId found');
  const covering = entry({
    kind: 'deprecated',
    breaking: false,
    apis: ['rest', 'graphql'],
    touches: ['Payment.orderId'],
  });
  assert.deepEqual(deprecationProblems(restOnly, both, [covering]), []);
});
