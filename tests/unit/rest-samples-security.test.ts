/**
 * Request samples take authentication from the API description (`components.securitySchemes` and the
 * operation's or document's `security`), not from this site's own choice of a bearer key: an adopter's
 * API key header, query key, cookie, basic auth or OAuth 2 token is what its samples send, and a public
 * operation (`security: []`) sends none. The JavaScript samples are run against a recording fetch.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildRequestSamples,
  credentialsOf,
  type SampleOperation,
  type SecurityScheme,
} from '../../shared/rest-samples';

const schemes: Record<string, SecurityScheme> = {
  bearer: { type: 'http', scheme: 'bearer' },
  basic: { type: 'http', scheme: 'basic' },
  headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
  queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
  cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
  oauth: { type: 'oauth2' },
  oidc: { type: 'openIdConnect' },
};

const options = { baseUrl: 'https://api.example.com', secretKey: 'k3y', secretKeyEnvVar: 'EXAMPLE_KEY' };

const operation = (security: SampleOperation['security']): SampleOperation => ({
  method: 'get',
  path: '/things',
  parameters: [{ name: 'limit', in: 'query', required: true, example: 5 }],
  security,
  securitySchemes: schemes,
});

/** Runs the JavaScript sample with a fetch that records the request. */
async function sentByJavaScript(code: string): Promise<{ url: string; headers: Record<string, string> }> {
  let sent: { url: string; headers: Record<string, string> } | undefined;
  const fetch = async (url: string, init: { headers: Record<string, string> }) => {
    sent = { url, headers: init.headers };
    return { status: 200, json: async () => ({}) };
  };
  const run = new Function('fetch', 'process', 'console', 'btoa', `return (async () => {\n${code}\n})();`) as (
    ...args: unknown[]
  ) => Promise<void>;
  await run(fetch, { env: { EXAMPLE_KEY: 'k3y' } }, { log: () => undefined }, btoa);
  assert.ok(sent, 'the sample sent a request');
  return sent;
}

test('each kind of security scheme becomes the credential its samples send', async () => {
  const cases: Array<[string, (sent: { url: string; headers: Record<string, string> }) => void, RegExp]> = [
    ['bearer', (sent) => assert.equal(sent.headers.Authorization, 'Bearer k3y'), /-H 'Authorization: Bearer k3y'/],
    ['basic', (sent) => assert.equal(sent.headers.Authorization, `Basic ${btoa('k3y:')}`), /-u 'k3y:'/],
    ['headerKey', (sent) => assert.equal(sent.headers['X-Api-Key'], 'k3y'), /-H 'X-Api-Key: k3y'/],
    [
      'queryKey',
      (sent) => assert.equal(sent.url, 'https://api.example.com/things?limit=5&api_key=k3y'),
      /\?limit=5&api_key=k3y'/,
    ],
    ['cookieKey', (sent) => assert.equal(sent.headers.Cookie, 'session=k3y'), /-H 'Cookie: session=k3y'/],
    ['oauth', (sent) => assert.equal(sent.headers.Authorization, 'Bearer k3y'), /Authorization: Bearer k3y/],
    ['oidc', (sent) => assert.equal(sent.headers.Authorization, 'Bearer k3y'), /Authorization: Bearer k3y/],
  ];
  for (const [scheme, check, curl] of cases) {
    const samples = buildRequestSamples(operation([{ [scheme]: [] }]), options);
    assert.match(samples.code.curl, curl, `${scheme}: curl`);
    check(await sentByJavaScript(samples.code.javascript));
    if (scheme !== 'bearer' && scheme !== 'oauth' && scheme !== 'oidc') {
      for (const language of ['curl', 'javascript', 'python', 'php'] as const) {
        assert.doesNotMatch(samples.code[language], /Bearer/, `${scheme}: ${language} sends no bearer token`);
      }
    }
  }
});

test('Python and PHP present each credential their own way', () => {
  const code = (scheme: string) => buildRequestSamples(operation([{ [scheme]: [] }]), options).code;
  assert.match(code('basic').python, /auth=\(os\.environ\['EXAMPLE_KEY'\], ""\)/);
  assert.match(code('basic').php, /CURLOPT_USERPWD => getenv\('EXAMPLE_KEY'\) \. ':'/);
  assert.match(code('queryKey').python, /params=\{"api_key": os\.environ\['EXAMPLE_KEY'\]\}/);
  assert.match(code('queryKey').php, /http_build_query\(\['api_key' => getenv\('EXAMPLE_KEY'\)\]\)/);
  assert.match(code('headerKey').python, /"X-Api-Key": os\.environ\['EXAMPLE_KEY'\]/);
  assert.match(code('cookieKey').php, /'Cookie: session=' \. getenv\('EXAMPLE_KEY'\)/);
});

test('a public operation sends no credential; a requirement combining two schemes sends both', async () => {
  for (const security of [[], [{}]]) {
    const samples = buildRequestSamples(operation(security), options);
    const sent = await sentByJavaScript(samples.code.javascript);
    assert.deepEqual(Object.keys(sent.headers), [], JSON.stringify(security));
    assert.doesNotMatch(samples.code.curl, /Authorization|k3y/);
  }
  assert.deepEqual(credentialsOf({ security: [{ headerKey: [], cookieKey: [] }], securitySchemes: schemes }), [
    { kind: 'header', name: 'X-Api-Key' },
    { kind: 'cookie', name: 'session' },
  ]);
  // A requirement naming a scheme the document does not define is skipped for the next one.
  assert.deepEqual(credentialsOf({ security: [{ missing: [] }, { basic: [] }], securitySchemes: schemes }), [
    { kind: 'basic' },
  ]);
});
