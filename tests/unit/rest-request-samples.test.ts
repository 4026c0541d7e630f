/**
 * The request samples of every REST operation page (shared/rest-samples.ts) are
 * valid against openapi/, and the four languages send the same request: the curl sample is parsed,
 * the JavaScript sample runs with a recording `fetch`, the Python sample with a recording
 * `requests` module, and the PHP sample with recording curl functions (PHP is optional here, as
 * in verify-signature.test.ts). Shapes Pagora's document does not have are held to the same: form and
 * multipart bodies, and answers without a JSON body.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { site } from '../../config/site';
import { buildRequestSamples, type Json, type SampleOperation } from '../../shared/rest-samples';
import { curlCalls } from './support/curl';
import { assertValidRestCall } from './support/rest-call';
import { restModel, root } from './support/sources';
import yaml from 'js-yaml';
import { python } from './support/python';

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const listed = readOperationIds();

/** Each operation as the reference pages build their samples from it: the one REST model's reading. */
const operationsLoading = restModel().then((model) =>
  model.operations().map((entry) => ({ id: entry.operation.operationId, operation: model.sampleOperation(entry) })),
);

async function operationOf(id: string): Promise<SampleOperation> {
  const found = (await operationsLoading).find((entry) => entry.id === id);
  assert.ok(found, `operation ${id}`);
  return found.operation;
}

/** The operationIds, read without resolving anything (one test is registered per operation). */
function readOperationIds(): string[] {
  const document = yaml.load(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      typeof operation === 'object' && operation && typeof operation.operationId === 'string'
        ? [operation.operationId]
        : [],
    ),
  );
}

const options = { baseUrl: site.restBaseUrl, secretKey: site.sampleSecretKey, secretKeyEnvVar: site.secretKeyEnvVar };
const envKey = 'sk_test_from_environment';

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function fromCurl(code: string): RecordedRequest {
  const calls = curlCalls(code);
  assert.equal(calls.length, 1);
  const call = calls[0]!;
  return {
    method: call.method,
    url: call.url.href,
    headers: lowerKeys(call.headers),
    body: call.body === undefined ? undefined : JSON.parse(call.body),
  };
}

async function fromJavaScript(code: string): Promise<RecordedRequest> {
  let recorded: RecordedRequest | undefined;
  const fetch = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    recorded = {
      method: init.method,
      url,
      headers: lowerKeys(init.headers),
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    };
    return { status: 200, json: async () => ({}) };
  };
  const context = vm.createContext({
    fetch,
    process: { env: { [site.secretKeyEnvVar]: envKey } },
    console: { log() {} },
  });
  await vm.runInContext(`(async () => {\n${code}\n})()`, context);
  assert.ok(recorded, 'the JavaScript sample never called fetch');
  return recorded;
}

/** Form and multipart fields as the stubs record them: [name, value], a file as `@its name`. */
type Fields = [string, string][];

// Stand-ins for `requests` and PHP's curl functions that print the request they were asked to send.
const stubs = mkdtempSync(path.join(tmpdir(), 'pagora-samples-'));
writeFileSync(
  path.join(stubs, 'requests.py'),
  [
    'import json',
    'class _Response:',
    '    status_code = 200',
    '    def json(self):',
    '        return {}',
    'def request(method, url, headers=None, json=None, data=None, files=None, timeout=None):',
    '    import json as _json, sys',
    '    fields = [[name, value] for name, values in (data or {}).items()',
    '              for value in (values if isinstance(values, list) else [values])]',
    '    fields += [[name, "@" + handle.name] for name, handle in (files or {}).items()]',
    '    sys.stderr.write(_json.dumps({"method": method, "url": url, "headers": headers or {}, "body": json, "fields": fields}))',
    '    return _Response()',
  ].join('\n'),
);
// The file the multipart samples upload, where the Python sample runs.
writeFileSync(path.join(stubs, 'file.pdf'), '%PDF');
const curlFunctions = ['curl_init', 'curl_setopt_array', 'curl_exec', 'curl_getinfo', 'curl_close'];
writeFileSync(
  path.join(stubs, 'curl-stub.php'),
  `<?php
foreach (['CURLOPT_CUSTOMREQUEST' => 10036, 'CURLOPT_RETURNTRANSFER' => 19913, 'CURLOPT_HTTPHEADER' => 10023,
          'CURLOPT_POSTFIELDS' => 10015, 'CURLINFO_HTTP_CODE' => 2097154] as $name => $value) {
    if (!defined($name)) define($name, $value);
}
// PHP without its curl extension (as here) has no CURLFile: the same constructor and getter.
if (!class_exists('CURLFile')) {
    class CURLFile { function __construct(private string $name) {} function getFilename() { return $this->name; } }
}
function curl_init($url) { return ['url' => $url]; }
function curl_setopt_array(&$ch, $options) { $ch['options'] = $options; return true; }
function curl_exec($ch) {
    $headers = [];
    foreach ($ch['options'][CURLOPT_HTTPHEADER] as $line) { [$name, $value] = explode(': ', $line, 2); $headers[$name] = $value; }
    $body = $ch['options'][CURLOPT_POSTFIELDS] ?? null;
    $json = is_string($body) ? json_decode($body) : null;
    $fields = [];
    if (is_array($body)) {
        foreach ($body as $name => $value) $fields[] = [$name, $value instanceof CURLFile ? '@' . $value->getFilename() : $value];
    } elseif (is_string($body) && $json === null) {
        foreach (explode('&', $body) as $pair) { [$name, $value] = explode('=', $pair, 2); $fields[] = [urldecode($name), urldecode($value)]; }
    }
    fwrite(STDERR, json_encode(['method' => $ch['options'][CURLOPT_CUSTOMREQUEST], 'url' => $ch['url'],
        'headers' => $headers, 'body' => $json, 'fields' => $fields]));
    return '{}';
}
function curl_getinfo($ch, $option) { return 200; }
function curl_close($ch) {}
`,
);

/** Runs a Python or PHP sample against the stubs: the request it sends, and its form fields apart. */
function sentBy(command: string, args: string[], code: string, env: NodeJS.ProcessEnv) {
  const file = path.join(stubs, command === 'php' ? 'sample.php' : 'sample.py');
  writeFileSync(file, code);
  const result = spawnSync(command, [...args, file], {
    cwd: stubs,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${command} failed: ${result.stderr}`);
  const { fields, ...recorded } = JSON.parse(result.stderr) as RecordedRequest & { fields: Fields };
  return { request: { ...recorded, headers: lowerKeys(recorded.headers), body: recorded.body ?? undefined }, fields };
}

const pythonRun = (code: string, env: NodeJS.ProcessEnv = {}) =>
  sentBy(python!, [], code, { PYTHONPATH: stubs, ...env });
const phpRun = (code: string, env: NodeJS.ProcessEnv = {}) =>
  sentBy(
    'php',
    [
      '-d',
      `disable_functions=${curlFunctions.join(',')}`,
      '-d',
      `auto_prepend_file=${path.join(stubs, 'curl-stub.php')}`,
    ],
    code,
    env,
  );

const hasPhp = spawnSync('php', ['-v']).status === 0;

test('every operation gets samples', async () => {
  assert.equal(listed.length, 22);
  assert.deepEqual(
    (await operationsLoading).map((entry) => entry.id),
    listed,
  );
});

for (const id of listed) {
  test(`${id}: the samples send one valid request, the same in every language`, async () => {
    const operation = await operationOf(id);
    const samples = buildRequestSamples(operation, options);
    const where = `request sample of ${id}`;
    const call = curlCalls(samples.code.curl)[0]!;
    await assertValidRestCall(call, where);

    const expected = fromCurl(samples.code.curl);
    assert.equal(expected.method, operation.method.toUpperCase());
    assert.equal(expected.headers.authorization, `Bearer ${site.sampleSecretKey}`);
    const declaredBody = operation.requestBody?.content?.['application/json'];
    if (declaredBody?.examples) {
      assert.deepEqual(expected.body, Object.values(declaredBody.examples)[0]!.value, 'the body is the first example');
    }
    // The other languages read the key from the environment; otherwise they send the same request.
    const withEnvKey: RecordedRequest = {
      ...expected,
      headers: { ...expected.headers, authorization: `Bearer ${envKey}` },
    };

    assert.deepEqual(await fromJavaScript(samples.code.javascript), withEnvKey, 'JavaScript');
    if (python) {
      const fromPython = pythonRun(samples.code.python, { [site.secretKeyEnvVar]: envKey }).request;
      // requests adds Content-Type itself for json=.
      const pythonExpected: RecordedRequest = { ...withEnvKey, headers: { ...withEnvKey.headers } };
      if (pythonExpected.body !== undefined) delete pythonExpected.headers['content-type'];
      assert.deepEqual(fromPython, pythonExpected, 'Python');
    }
    if (hasPhp) {
      const fromPhp = phpRun(samples.code.php, { [site.secretKeyEnvVar]: envKey }).request;
      assert.deepEqual(fromPhp, withEnvKey, 'PHP');
    }
  });
}

test('PHP samples are syntactically valid PHP', { skip: !hasPhp && 'php is not installed' }, async () => {
  for (const { operation } of await operationsLoading) {
    const file = path.join(stubs, 'lint.php');
    writeFileSync(file, buildRequestSamples(operation, options).code.php);
    execFileSync('php', ['-l', file], { stdio: 'pipe' });
  }
});

test('an answer without a JSON body (a 204, a HEAD): the samples print its status and parse no body', async () => {
  const noContent: SampleOperation = { method: 'delete', path: '/pets/{petId}', answersJson: false };
  const head: SampleOperation = { method: 'head', path: '/status' };
  for (const operation of [noContent, head]) {
    const { code } = buildRequestSamples({ ...operation, servers: [{ url: 'https://api.example.test' }] }, options);
    // fetch's answer to a 204: reading it as JSON throws, as `response.json()` does on an empty body.
    const printed: unknown[][] = [];
    const fetch = async () => ({
      status: 204,
      json: async () => {
        throw new SyntaxError('Unexpected end of JSON input');
      },
    });
    const context = vm.createContext({
      fetch,
      process: { env: {} },
      console: { log: (...args: unknown[]) => printed.push(args) },
    });
    await vm.runInContext(`(async () => {\n${code.javascript}\n})()`, context);
    assert.deepEqual(printed, [[204]], `${operation.method}: the JavaScript sample prints the status`);
    assert.doesNotMatch(code.python, /\.json\(\)/, `${operation.method}: Python`);
    assert.doesNotMatch(code.php, /json_decode/, `${operation.method}: PHP`);
  }
  const json = buildRequestSamples({ method: 'get', path: '/pets', answersJson: true }, options);
  assert.match(json.code.javascript, /await response\.json\(\)/);
});

test('a required cookie parameter is sent in a Cookie header by every sample; an optional one is left out', () => {
  const operation: SampleOperation = {
    method: 'get',
    path: '/basket',
    servers: [{ url: 'https://api.example.test' }],
    parameters: [
      { name: 'session', in: 'cookie', required: true, example: 'abc 1' },
      { name: 'region', in: 'cookie', required: true, schema: { enum: ['eu'] } },
      { name: 'theme', in: 'cookie', example: 'dark' },
    ],
  };
  const { code } = buildRequestSamples(operation, options);
  const [call] = curlCalls(code.curl);
  assert.equal(call?.headers.cookie, 'session=abc%201; region=eu');
  for (const language of ['javascript', 'python', 'php'] as const) {
    assert.match(code[language], /session=abc%201; region=eu/, language);
    assert.doesNotMatch(code[language], /theme/, language);
  }
});

/** The fields a JavaScript sample's fetch sends (its `import` of openAsBlob given as a stub). */
async function javascriptFields(code: string): Promise<Fields> {
  let sent: URLSearchParams | FormData | undefined;
  const context = vm.createContext({
    fetch: async (_url: string, init: { body: URLSearchParams | FormData }) => {
      sent = init.body;
      return { status: 200, json: async () => ({}) };
    },
    openAsBlob: async () => new Blob(['%PDF']),
    URLSearchParams,
    FormData,
    process: { env: {} },
    console: { log() {} },
  });
  const script = code.replace(/^import \{ openAsBlob \} from 'node:fs';$/m, '');
  await vm.runInContext(`(async () => {\n${script}\n})()`, context);
  assert.ok(sent, 'the JavaScript sample sent no body');
  // Both are iterables of [name, value]; a FormData file is a File.
  return [...(sent as unknown as Iterable<[string, string | File]>)].map(([name, value]): [string, string] => [
    name,
    typeof value === 'string' ? value : `@${value.name}`,
  ]);
}

test('a form or multipart body: each sample sends the example’s fields, as its `encoding` spells them, and uploads a file field from a file', async () => {
  const cases: Array<{
    type: string;
    example: Json;
    uploads: Record<string, string>;
    expected: Fields;
    encoding?: Record<string, { style: string }>;
  }> = [
    {
      type: 'application/x-www-form-urlencoded',
      example: { amount: 1050, currency: 'EUR', expand: ['customer', 'refunds'] },
      uploads: {},
      expected: [
        ['amount', '1050'],
        ['currency', 'EUR'],
        ['expand', 'customer'],
        ['expand', 'refunds'],
      ],
    },
    {
      // Stripe's spelling of nested objects in a form: `encoding: {metadata: {style: deepObject}}`.
      type: 'application/x-www-form-urlencoded',
      example: { amount: 1050, metadata: { orderId: '42' }, shipping: { address: { city: 'Porto' } } },
      encoding: { metadata: { style: 'deepObject' }, shipping: { style: 'deepObject' } },
      uploads: {},
      expected: [
        ['amount', '1050'],
        ['metadata[orderId]', '42'],
        ['shipping[address][city]', 'Porto'],
      ],
    },
    {
      type: 'multipart/form-data',
      example: { purpose: 'dispute_evidence', file: 'binary', note: 'It’s signed' },
      uploads: { file: 'file.pdf' },
      expected: [
        ['purpose', 'dispute_evidence'],
        ['file', '@file.pdf'],
        ['note', 'It’s signed'],
      ],
    },
  ];
  for (const { type, example, uploads, expected, encoding } of cases) {
    const operation: SampleOperation = {
      method: 'post',
      path: '/files',
      servers: [{ url: 'https://api.example.test' }],
      requestBody: { content: { [type]: { example, ...(encoding ? { encoding } : {}) } } },
      uploads,
    };
    const { code } = buildRequestSamples(operation, options);
    const [call] = curlCalls(code.curl);
    assert.equal(call?.method, 'POST');
    assert.equal(call?.body, undefined, `${type}: curl sends no JSON`);
    assert.deepEqual(call?.fields, expected, `${type}: curl`);
    assert.deepEqual(await javascriptFields(code.javascript), expected, `${type}: JavaScript`);
    const sorted = (fields: Fields) => [...fields].sort(([a], [b]) => a.localeCompare(b));
    // requests sends the files after the other fields.
    if (python) assert.deepEqual(sorted(pythonRun(code.python).fields), sorted(expected), `${type}: Python`);
    if (hasPhp) assert.deepEqual(phpRun(code.php).fields, expected, `${type}: PHP`);
  }
});
