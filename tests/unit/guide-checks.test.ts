/**
 * The build-time checks of plugins/facts-check/guide-checks.ts: a guide without `title` or `description`, a fact
 * component given a value the data does not define, or data naming something the APIs lack is
 * reported with file, field and what was expected; the real guides and data pass.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { guideFiles, root } from './support/sources';
import {
  dataProblems,
  factComponentProblems,
  frontMatterProblems,
  readApiVocabulary,
} from '../../plugins/facts-check/guide-checks';
import { inlineFactNames } from '../../data/inline-facts';

test('a guide without description or with an empty title is reported with file and field', () => {
  assert.deepEqual(frontMatterProblems({ title: 'Payouts', description: 'Follow the money.' }, 'docs/a.mdx'), []);
  const problems = frontMatterProblems({ title: ' ' }, 'docs/guides/payouts.mdx');
  assert.equal(problems.length, 2);
  assert.match(problems[0]!, /^docs\/guides\/payouts\.mdx: front matter `title` is missing or empty/);
  assert.match(problems[1]!, /`description` is missing or empty/);
});

test('fact components with values the data does not define are reported with file and line', () => {
  const content = [
    'Intro.',
    '',
    '<TestCards filter="decline" />',
    '<TestCards filter="declined" />',
    '<MethodCapabilities method="IDEAL" />',
    '<TestAccounts />',
    '<StatusCodes colour="red" />',
    'Answer within <Fact name="callbackTimeout" />, or <Fact name="timeout" />.',
    '<ScaScope />',
  ].join('\n');
  assert.deepEqual(factComponentProblems(content, 'docs/x.mdx'), [
    'docs/x.mdx:4: <TestCards filter="declined">: expected one of success, 3ds, decline, retry, recurring (data/).',
    'docs/x.mdx:5: <MethodCapabilities method="IDEAL">: expected one of CARD, APPLE_PAY, GOOGLE_PAY, CLICK_TO_PAY, BIZUM, PAYPAL, MBWAY, MULTIBANCO, SEPA_REQUEST_TO_PAY, EURM (data/).',
    'docs/x.mdx:6: <TestAccounts> needs `method` (bizum, mbway or sepa).',
    'docs/x.mdx:7: <StatusCodes> has no prop `colour`.',
    `docs/x.mdx:8: <Fact name="timeout">: expected one of ${inlineFactNames.join(', ')} (data/).`,
    'docs/x.mdx:9: <ScaScope> needs `list` (exemptions or out-of-scope).',
  ]);
});

test('every guide passes the front matter and fact component checks', () => {
  const problems = guideFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const [, frontMatter = '', content = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const data = (yaml.load(frontMatter) ?? {}) as Record<string, unknown>;
    const relative = path.relative(root, file);
    return [...frontMatterProblems(data, relative), ...factComponentProblems(content, relative)];
  });
  assert.deepEqual(problems, []);
});

test('the data names only what both APIs define, and a capability missing from one API is reported', () => {
  const api = readApiVocabulary(root);
  assert.deepEqual(dataProblems(api), []);
  const withoutField = {
    ...api,
    graphqlCapabilityFields: api.graphqlCapabilityFields.filter((field) => field !== 'supportsTokenization'),
  };
  assert.deepEqual(dataProblems(withoutField), [
    'data/methodCapabilities.ts: capability field `supportsTokenization` is not in GraphQL AvailablePaymentMethod.',
  ]);
  const withoutCode = {
    ...api,
    restEnums: { ...api.restEnums, StatusCode: api.restEnums.StatusCode!.filter((code) => code !== '112') },
  };
  assert.deepEqual(dataProblems(withoutCode), [
    'data/statusCodes.ts: statusCode 112 is not in openapi/openapi.yaml StatusCode.',
  ]);
});
