// Runs the signature-verification samples published in docs/guides/verify-signature.mdx
// against the worked example published on the same page.
//
// The page marks everything this test needs with code-block titles:
//   ```text title="Webhook signing secret"      ```text title="Pagora-Timestamp header"
//   ```json title="sample-body.json"            ```text title="Signed message"
//   ```text title="Pagora-Signature header"
//   ```js title="verify-signature.mjs"          ```python title="verify_signature.py"
//   ```php title="verify_signature.php"         ```bash title="verify-signature.sh"
//   ```js title="server.mjs"  ```python title="app.py"  ```php title="callback.php" (endpoint snippets, syntax only)
//
// Run: node --import tsx --test tests/unit/verify-signature.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { python } from './support/python';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pagePath = join(root, 'docs', 'guides', 'verify-signature.mdx');
const page = readFileSync(pagePath, 'utf8');

/** Secret from the API contract's sample data. */
const CONTRACT_SECRET = 'whsec_pagora_test_3f9a1c7e5b2d4068';
const TOLERANCE_SECONDS = 300;

interface CodeBlock {
  lang: string;
  title: string;
  code: string;
}

/** Fenced code blocks that carry a `title="..."` in their meta string. */
function titledBlocks(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const fence = /^```(\w*)([^\n]*)\n([\s\S]*?)\n```[ \t]*$/gm;
  for (const [, lang = '', meta = '', code = ''] of source.matchAll(fence)) {
    const title = /title="([^"]+)"/.exec(meta)?.[1];
    if (title) blocks.push({ lang, title, code });
  }
  return blocks;
}

const blocks = titledBlocks(page);

function block(title: string, lang: string): string {
  const found = blocks.filter((b) => b.title === title);
  const [only] = found;
  assert.ok(found.length === 1 && only, `expected exactly one code block titled "${title}" in ${pagePath}`);
  assert.equal(only.lang, lang, `code block "${title}" should be a \`\`\`${lang} block`);
  return only.code;
}

const example = {
  secret: block('Webhook signing secret', 'text').trim(),
  timestamp: block('Pagora-Timestamp header', 'text').trim(),
  // The body is used byte for byte: no trimming.
  body: block('sample-body.json', 'json'),
  signedMessage: block('Signed message', 'text'),
  header: block('Pagora-Signature header', 'text').trim(),
};
const now = Number(example.timestamp);

const samples = {
  js: block('verify-signature.mjs', 'js'),
  python: block('verify_signature.py', 'python'),
  php: block('verify_signature.php', 'php'),
  bash: block('verify-signature.sh', 'bash'),
};

// ---------------------------------------------------------------------------
// Cases every sample must agree on. Bodies travel as base64 so each language
// receives exactly the same bytes.

interface Case {
  name: string;
  body: string; // base64
  timestamp: string;
  signature: string;
  secret: string;
  now: number;
  expected: boolean;
}

const b64 = (s: string, encoding: BufferEncoding = 'utf8') => Buffer.from(s, encoding).toString('base64');
const zeros = `v1=${'0'.repeat(64)}`;
const wrongSecret = example.secret.slice(0, -1) + (example.secret.endsWith('8') ? '9' : '8');

function makeCases(): Case[] {
  const base = {
    body: b64(example.body),
    timestamp: example.timestamp,
    signature: example.header,
    secret: example.secret,
    now,
  };
  const tampered = example.body.replace(/"amount":(\d+)/, (_m, amount: string) => `"amount":${Number(amount) + 1}`);
  const nonAscii = [...example.body].some((char) => char.charCodeAt(0) > 0x7f);
  const cases: Case[] = [
    { ...base, name: 'published example, now = timestamp', expected: true },
    { ...base, name: 'published example, now = timestamp + 300', now: now + TOLERANCE_SECONDS, expected: true },
    { ...base, name: 'published example, now = timestamp - 300', now: now - TOLERANCE_SECONDS, expected: true },
    { ...base, name: 'tampered body (amount + 1)', body: b64(tampered), expected: false },
    {
      ...base,
      name: 're-serialised body (pretty-printed)',
      body: b64(JSON.stringify(JSON.parse(example.body), null, 2)),
      expected: false,
    },
    { ...base, name: 'body with a trailing newline', body: b64(example.body + '\n'), expected: false },
    { ...base, name: 'wrong secret', secret: wrongSecret, expected: false },
    {
      ...base,
      name: 'secret without the whsec_ prefix',
      secret: example.secret.replace(/^whsec_/, ''),
      expected: false,
    },
    { ...base, name: 'stale timestamp (now = timestamp + 301)', now: now + TOLERANCE_SECONDS + 1, expected: false },
    {
      ...base,
      name: 'timestamp in the future (now = timestamp - 301)',
      now: now - TOLERANCE_SECONDS - 1,
      expected: false,
    },
    {
      ...base,
      name: 'timestamp header changed (signature covers it)',
      timestamp: String(now + 1),
      now: now + 1,
      expected: false,
    },
    { ...base, name: 'non-numeric timestamp header', timestamp: `${example.timestamp}.0`, expected: false },
    {
      ...base,
      name: 'rotation: wrong signature first, right one second',
      signature: `${zeros},${example.header}`,
      expected: true,
    },
    {
      ...base,
      name: 'rotation: right signature first, spaces after comma',
      signature: `${example.header}, ${zeros}`,
      expected: true,
    },
    { ...base, name: 'two wrong signatures', signature: `${zeros},v1=${'f'.repeat(64)}`, expected: false },
    {
      ...base,
      name: 'right hex under an unknown scheme',
      signature: example.header.replace(/^v1=/, 'v0='),
      expected: false,
    },
    { ...base, name: 'empty signature header', signature: '', expected: false },
  ];
  if (nonAscii) {
    cases.push({ ...base, name: 'body re-encoded as Latin-1', body: b64(example.body, 'latin1'), expected: false });
  }
  return cases;
}

const cases = makeCases();

function assertResults(language: string, results: unknown) {
  assert.ok(Array.isArray(results), `${language}: harness did not return a list`);
  const got = cases.map((c, i) => ({ case: c.name, result: results[i] }));
  const want = cases.map((c) => ({ case: c.name, result: c.expected }));
  assert.deepEqual(got, want, `${language} sample disagrees with the expected results`);
}

function hasCommand(command: string, args: string[] = ['--version']): boolean {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  return !probe.error && probe.status === 0;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 30_000 });
  assert.ifError(result.error);
  assert.equal(result.status, 0, `${command} ${args.join(' ')} exited with ${result.status}:\n${result.stderr}`);
  assert.equal(result.stderr.trim(), '', `${command} wrote to stderr:\n${result.stderr}`);
  return result.stdout;
}

function withTempDir<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pagora-verify-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------

test('page front matter and worked example are consistent', () => {
  assert.match(page, /^---\ntitle: Verify callback signatures\n/);
  assert.equal(example.secret, CONTRACT_SECRET, 'the page must use the contract sample secret');
  assert.match(example.timestamp, /^\d{10}$/, 'Pagora-Timestamp must be Unix seconds');

  const payment = JSON.parse(example.body);
  assert.equal(JSON.stringify(payment), example.body, 'sample body must be compact JSON on one line');
  assert.match(payment.id, /^pay_/);
  assert.equal(Number.isInteger(payment.amount), true);

  const bytes = Buffer.byteLength(example.body, 'utf8');
  const claimed = /(\d+) bytes on one line/.exec(page)?.[1];
  assert.equal(Number(claimed), bytes, 'the byte count stated on the page must match the sample body');

  assert.equal(
    example.signedMessage,
    `${example.timestamp}.${example.body}`,
    'signed message = timestamp + "." + body',
  );

  const expectedHex = createHmac('sha256', example.secret)
    .update(`${example.timestamp}.`)
    .update(Buffer.from(example.body, 'utf8'))
    .digest('hex');
  assert.equal(
    example.header,
    `v1=${expectedHex}`,
    'published Pagora-Signature header is not HMAC-SHA256(secret, timestamp + "." + body)',
  );
  assert.ok(page.includes(`"v1=${expectedHex}"`), 'the Bash usage example should use the published header');
});

test('JavaScript sample verifies the worked example', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagora-verify-'));
  try {
    const file = join(dir, 'verify-signature.mjs');
    writeFileSync(file, samples.js);
    const mod = await import(pathToFileURL(file).href);
    const verify = mod.verifyPagoraSignature as (
      rawBody: Buffer | string,
      timestampHeader: unknown,
      signatureHeader: unknown,
      secret: unknown,
      now?: number,
    ) => boolean;
    assert.equal(typeof verify, 'function', 'verify-signature.mjs must export verifyPagoraSignature');

    const results = cases.map((c) => verify(Buffer.from(c.body, 'base64'), c.timestamp, c.signature, c.secret, c.now));
    assertResults('JavaScript', results);

    // Strings are accepted and treated as UTF-8; missing headers are rejected, not thrown.
    assert.equal(verify(example.body, example.timestamp, example.header, example.secret, now), true);
    assert.equal(verify(example.body, undefined, example.header, example.secret, now), false);
    assert.equal(verify(example.body, example.timestamp, undefined, example.secret, now), false);
    // Parsed JSON is a programming error and must not silently pass.
    assert.throws(
      () => verify(JSON.parse(example.body), example.timestamp, example.header, example.secret, now),
      TypeError,
    );
    // Default "now" is the system clock: the example only verifies within 300 s of its timestamp.
    const live = Math.abs(Date.now() / 1000 - now) <= TOLERANCE_SECONDS;
    assert.equal(verify(example.body, example.timestamp, example.header, example.secret), live);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Python sample verifies the worked example', (t) => {
  const interpreter = python;
  if (!interpreter) {
    t.skip('python3 is not installed: Python sample not run');
    return;
  }
  withTempDir((dir) => {
    writeFileSync(join(dir, 'verify_signature.py'), samples.python);
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
    writeFileSync(
      join(dir, 'harness.py'),
      [
        'import base64, json, sys',
        'sys.path.insert(0, sys.argv[1])',
        'from verify_signature import verify_pagora_signature',
        'with open(sys.argv[2], encoding="utf-8") as f:',
        '    cases = json.load(f)',
        'print(json.dumps([verify_pagora_signature(base64.b64decode(c["body"]), c["timestamp"], c["signature"], c["secret"], c["now"]) for c in cases]))',
        'body = base64.b64decode(cases[0]["body"])',
        'assert verify_pagora_signature(body.decode("utf-8"), cases[0]["timestamp"], cases[0]["signature"], cases[0]["secret"], cases[0]["now"]) is True',
        'assert verify_pagora_signature(body, None, cases[0]["signature"], cases[0]["secret"], cases[0]["now"]) is False',
        'assert verify_pagora_signature(body, cases[0]["timestamp"], None, cases[0]["secret"], cases[0]["now"]) is False',
        '',
      ].join('\n'),
    );
    const out = run(interpreter, ['-X', 'dev', 'harness.py', dir, join(dir, 'cases.json')], dir);
    assertResults('Python', JSON.parse(out));
  });
});

test('PHP sample verifies the worked example', (t) => {
  if (!hasCommand('php')) {
    t.skip('php is not installed: PHP sample not run');
    return;
  }
  withTempDir((dir) => {
    writeFileSync(join(dir, 'verify_signature.php'), samples.php);
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
    writeFileSync(
      join(dir, 'harness.php'),
      [
        '<?php',
        'require $argv[1];',
        '$cases = json_decode(file_get_contents($argv[2]), true, 512, JSON_THROW_ON_ERROR);',
        '$out = [];',
        'foreach ($cases as $c) {',
        "    $out[] = verifyPagoraSignature(base64_decode($c['body'], true), $c['timestamp'], $c['signature'], $c['secret'], $c['now']);",
        '}',
        "if (verifyPagoraSignature(base64_decode($cases[0]['body']), null, $cases[0]['signature'], $cases[0]['secret'], $cases[0]['now']) !== false) { exit(3); }",
        'echo json_encode($out);',
        '',
      ].join('\n'),
    );
    const out = run(
      'php',
      [
        '-d',
        'display_errors=stderr',
        '-d',
        'error_reporting=-1',
        'harness.php',
        join(dir, 'verify_signature.php'),
        join(dir, 'cases.json'),
      ],
      dir,
    );
    assertResults('PHP', JSON.parse(out));
  });
});

test('Bash + OpenSSL sample verifies the worked example', (t) => {
  if (!hasCommand('bash') || !hasCommand('openssl', ['version'])) {
    t.skip('bash or openssl is not installed: shell sample not run');
    return;
  }
  withTempDir((dir) => {
    const script = join(dir, 'verify-signature.sh');
    writeFileSync(script, samples.bash);
    const bodyFile = join(dir, 'body.json');
    const results = cases.map((c) => {
      writeFileSync(bodyFile, Buffer.from(c.body, 'base64'));
      const r = spawnSync(
        'bash',
        [
          '-c',
          'source "$1"; shift; verify_pagora_signature "$@"',
          'bash',
          script,
          bodyFile,
          c.timestamp,
          c.signature,
          c.secret,
          String(c.now),
        ],
        { encoding: 'utf8', timeout: 30_000 },
      );
      assert.ifError(r.error);
      return r.status === 0;
    });
    assertResults('Bash', results);
  });
});

test('endpoint snippets on the page parse', (t) => {
  const snippets: Array<[string, string, string, string[]]> = [
    ['node', 'server.mjs', block('server.mjs', 'js'), ['--check']],
    [python ?? 'python3', 'app.py', block('app.py', 'python'), ['-m', 'py_compile']],
    ['php', 'callback.php', block('callback.php', 'php'), ['-l']],
  ];
  withTempDir((dir) => {
    for (const [command, file, code, args] of snippets) {
      if (!hasCommand(command)) {
        t.diagnostic(`${command} not installed: ${file} not checked`);
        continue;
      }
      writeFileSync(join(dir, file), code);
      const r = spawnSync(command, [...args, join(dir, file)], { encoding: 'utf8' });
      assert.equal(r.status, 0, `${file} does not parse:\n${r.stdout}${r.stderr}`);
    }
  });
});
