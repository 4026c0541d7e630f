/**
 * Every fenced code block in the guides (docs/**\/*.mdx) parses with its language's own tool:
 * JavaScript, TypeScript and JSX with the TypeScript compiler's parser (the inline <script>s of
 * `html` blocks too), Python with `py_compile` (one python3 process for all blocks), PHP with
 * `php -l` (one process per block: PHP 8.2 lints one file per call), shell with `bash -n`, JSON with
 * JSON.parse, Kotlin and Swift with their tree-sitter grammars (support/tree-sitter-syntax.ts).
 * `text`, `graphql` (guide-graphql-samples.test.ts) and `csv` blocks are not parsed here.
 *
 * A block that is deliberately partial carries `partial` in its fence meta (```js partial); it is
 * skipped, and the markers are counted so they stay rare.
 *
 * The blocks that call the REST API are run, each language with a recording stand-in for its HTTP
 * client, and every request they send is checked against openapi/: Python with a recording
 * `requests` (support/record-requests.py), JavaScript with a recording `fetch`
 * (support/record-fetch.mts), PHP with recording `curl_*` functions (support/record-curl.php, run
 * with `php -n` so the real curl extension is not loaded).
 *
 * Also: a block that branches on a payment's status compares it only with statuses that exist, and
 * one that counts `SUCCEEDED` as paid counts `AUTHORIZED` too (the fulfilment rule of every payment
 * page), unless the block itself creates the Payment as a sale (no `transactionType: AUTH`).
 *
 * Run: node --import tsx --test tests/unit/guide-code-blocks.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { paymentStatusNames } from '../../data/paymentStatuses';
import { ensurePhp } from './support/ensure-debian-tool';
import { codeBlocks, guideFiles, type CodeBlock } from './support/sources';
import { assertValidRestCall, REST_BASE } from './support/rest-call';
import { syntaxErrors } from './support/tree-sitter-syntax';
import { python } from './support/python';

const blocks = guideFiles().flatMap((file) => codeBlocks(file));
const isPartial = (block: CodeBlock): boolean => /(^|\s)partial(\s|$)/.test(block.meta);
const checked = blocks.filter((block) => !isPartial(block));
const of = (...langs: string[]): CodeBlock[] => checked.filter((block) => langs.includes(block.lang));
const at = (block: CodeBlock, offset = 0): string => `${block.file}:${block.line + 1 + offset}`;
const work = mkdtempSync(path.join(tmpdir(), 'pagora-guide-blocks-'));

/** Syntax errors of JavaScript/TypeScript source, as `file:line: message` (line inside the guide). */
function scriptErrors(block: CodeBlock, code: string, firstLine: number, extension: string): string[] {
  // transpileModule reports the syntax errors only (no types, no other files); a module file name
  // (.mjs, .mts) allows the top-level await and imports the samples use.
  const { diagnostics = [] } = ts.transpileModule(code, {
    fileName: `block${extension}`,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
  });
  return diagnostics.map((diagnostic) => {
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line : -1;
    return `${at(block, firstLine + line)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

test('the guides hold every kind of block this check parses, and few are marked partial', () => {
  for (const lang of ['js', 'python', 'php', 'bash', 'json', 'html'])
    assert.ok(of(lang).length > 0, `no ${lang} block found: is the fence parser broken?`);
  const partial = blocks.filter(isPartial).map((block) => at(block, -1));
  assert.ok(partial.length <= 5, `too many blocks marked partial; make them whole: ${partial.join(', ')}`);
});

test('JavaScript, TypeScript and JSX blocks parse', () => {
  const extensions: Record<string, string> = {
    js: '.mjs',
    javascript: '.mjs',
    mjs: '.mjs',
    jsx: '.jsx',
    ts: '.mts',
    typescript: '.mts',
    tsx: '.tsx',
  };
  const problems = checked
    .filter((block) => block.lang in extensions)
    .flatMap((block) => scriptErrors(block, block.code, 0, extensions[block.lang]!));
  assert.deepEqual(problems, []);
});

test('inline scripts of HTML blocks parse as JavaScript', () => {
  const problems = of('html').flatMap((block) =>
    [...block.code.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
      const firstLine = block.code.slice(0, match.index! + match[0].indexOf('>') + 1).split('\n').length - 1;
      return scriptErrors(block, match[1]!, firstLine, '.mjs');
    }),
  );
  assert.deepEqual(problems, []);
});

test('JSON blocks parse', () => {
  const problems = of('json').flatMap((block) => {
    try {
      JSON.parse(block.code);
      return [];
    } catch (error) {
      const position = /position (\d+)/.exec((error as Error).message);
      const line = position ? block.code.slice(0, Number(position[1])).split('\n').length - 1 : -1;
      return [`${at(block, line)}: ${(error as Error).message}`];
    }
  });
  assert.deepEqual(problems, []);
});

test('shell blocks pass bash -n', () => {
  const problems = of('bash', 'sh', 'shell').flatMap((block) => {
    const result = spawnSync('bash', ['-n'], { input: block.code, encoding: 'utf8' });
    if (result.status === 0) return [];
    // bash -n says `bash: line N: message` (the first line is the one that matters).
    const match = /line (\d+): (.+)/.exec(result.stderr);
    return [match ? `${at(block, Number(match[1]) - 1)}: ${match[2]}` : `${at(block, -1)}: ${result.stderr.trim()}`];
  });
  assert.deepEqual(problems, []);
});

test('Python blocks compile (py_compile)', { skip: !python && 'python3 is not installed' }, () => {
  const pythonBlocks = of('python', 'py');
  const files = pythonBlocks.map((block, index) => {
    const file = path.join(work, `block${index}.py`);
    writeFileSync(file, block.code);
    return file;
  });
  // One process compiles every block and prints `index<TAB>line<TAB>message` for each failure.
  const program = [
    'import sys, py_compile',
    'for index, name in enumerate(sys.argv[1:]):',
    '    try:',
    '        py_compile.compile(name, doraise=True)',
    '    except py_compile.PyCompileError as error:',
    '        value = error.exc_value',
    '        line = getattr(value, "lineno", 0) or 0',
    '        print(f"{index}\\t{line}\\t{type(value).__name__}: {getattr(value, \'msg\', value)}")',
  ].join('\n');
  const result = spawnSync(python!, ['-c', program, ...files], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const problems = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [index, line, message] = row.split('\t');
      return `${at(pythonBlocks[Number(index)]!, Number(line) - 1)}: ${message}`;
    });
  assert.deepEqual(problems, []);
});

const hasPhp = ensurePhp();
test('PHP blocks pass php -l', { skip: !hasPhp && 'php is not installed and cannot be installed here' }, () => {
  const problems = of('php').flatMap((block, index) => {
    const file = path.join(work, `block${index}.php`);
    // Samples show code after `<?php`; a block without the tag is PHP code all the same.
    writeFileSync(file, block.code.trimStart().startsWith('<?php') ? block.code : `<?php\n${block.code}`);
    // -n: no php.ini and so no extensions, which a syntax check does not read (81 blocks: 4.7 s with them).
    const result = spawnSync('php', ['-n', '-d', 'display_errors=stderr', '-l', file], { encoding: 'utf8' });
    if (result.status === 0) return [];
    const output = `${result.stdout}\n${result.stderr}`;
    const match = /(?:PHP )?(Parse error|Fatal error):\s*(.+?) in .+? on line (\d+)/.exec(output);
    const offset = block.code.trimStart().startsWith('<?php') ? 0 : 1;
    return [
      match
        ? `${at(block, Number(match[3]) - 1 - offset)}: ${match[1]}: ${match[2]}`
        : `${at(block, -1)}: ${output.trim()}`,
    ];
  });
  assert.deepEqual(problems, []);
});

test('Kotlin and Swift blocks have no syntax errors', async () => {
  // Their tree-sitter grammars (support/tree-sitter-syntax.ts): the samples are Android and iOS code,
  // so syntax is what can be checked without those SDKs.
  const problems: string[] = [];
  for (const language of ['kotlin', 'swift'] as const) {
    assert.ok(of(language).length > 0, `no ${language} block found: is the fence parser broken?`);
    for (const block of of(language))
      for (const error of await syntaxErrors(language, block.code))
        problems.push(`${at(block, error.line)}:${error.column + 1}: ${error.message}`);
  }
  assert.deepEqual(problems, []);
});

test('the Kotlin and Swift parsers name a broken line and accept valid syntax', async () => {
  const kotlin = 'fun main() {\n    val total = listOf(1, 2,)\n    println(total)\n}\n';
  // Trailing commas are Kotlin since 1.4.
  assert.deepEqual(await syntaxErrors('kotlin', kotlin), []);
  assert.deepEqual(await syntaxErrors('kotlin', kotlin.replace('2,)', '2,))')), [
    { line: 1, column: 29, message: 'unexpected ")"' },
  ]);
  const swift = 'func pay() {\n    let amount = 1 + 2\n    print(amount)\n}\n';
  assert.deepEqual(await syntaxErrors('swift', swift), []);
  assert.deepEqual(await syntaxErrors('swift', swift.replace('= 1', '= (1')), [
    { line: 1, column: 23, message: 'missing )' },
  ]);
});

/** Status literals a block compares a `status` with, or lists next to one (`in (…)`, `in_array`, `includes`, Swift `contains`). */
function comparedStatuses(code: string): Array<{ status: string; line: number }> {
  const names = new Set<string>(paymentStatusNames);
  const found: Array<{ status: string; line: number }> = [];
  code.split('\n').forEach((line, index) => {
    if (!/status/i.test(line)) return;
    const nearStatus = /==|!=|\bin\b|includes\(|in_array\(|\bcase\b|contains\(/;
    if (!nearStatus.test(line)) return;
    for (const [, literal] of line.matchAll(/["']([A-Z][A-Z_]+)["']/g))
      if (names.has(literal!) || /^[A-Z]+ED$|^PENDING$/.test(literal!)) found.push({ status: literal!, line: index });
  });
  return found;
}

test('status branches name statuses a payment can have, and count AUTHORIZED as paid wherever SUCCEEDED is', () => {
  const names = new Set<string>(paymentStatusNames);
  const problems: string[] = [];
  let branching = 0;
  for (const block of of('js', 'ts', 'python', 'php', 'swift', 'kotlin', 'html')) {
    // Blocks about subscriptions or other objects have statuses of their own.
    if (
      /subscription|payout|dispute|chargeback|refund/i.test(block.code) &&
      !/payment\.status|result\.status/.test(block.code)
    )
      continue;
    const statuses = comparedStatuses(block.code);
    if (statuses.length === 0) continue;
    branching += 1;
    for (const { status, line } of statuses)
      if (!names.has(status)) problems.push(`${at(block, line)}: "${status}" is not a payment status`);
    const succeeded = statuses.find(({ status }) => status === 'SUCCEEDED');
    // payments-create without transactionType AUTH, or payments-recurring (which has none), is a sale.
    const createsSale =
      /api\.pagora\.com\/v1\/payments(\/recurring)?['"`]/.test(block.code) && !/\bAUTH\b/.test(block.code);
    if (succeeded && !statuses.some(({ status }) => status === 'AUTHORIZED') && !createsSale)
      problems.push(
        `${at(block, succeeded.line)}: counts SUCCEEDED as paid but not AUTHORIZED (a payment created with transactionType AUTH ends AUTHORIZED)`,
      );
  }
  assert.ok(branching >= 10, `expected many blocks branching on a status, found ${branching}`);
  assert.deepEqual(problems, []);
});

/** A request a block sent, as its recording stub saw it. */
interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body as sent (JavaScript, PHP) … */
  body?: string | null;
  /** … or as Python's `requests` took it (`json=`, `params=`). */
  json?: unknown;
  params?: unknown;
}

interface Recorded {
  calls: RecordedCall[];
  error: { line: number; message: string } | null;
}

/**
 * Holds the requests each block sent to openapi/: a block that sent none fails (the stub answers
 * every call with one Payment-like body, so a block may fail later on a field it expects; it must at
 * least send its request first). Returns the problems and the number of requests checked.
 */
async function problemsOfRecorded(
  calling: CodeBlock[],
  results: Recorded[],
): Promise<{ problems: string[]; sent: number }> {
  const problems: string[] = [];
  let sent = 0;
  for (const [index, { calls, error }] of results.entries()) {
    const block = calling[index]!;
    if (calls.length === 0)
      problems.push(`${at(block, (error?.line ?? 0) - 1)}: sent no request (${error?.message ?? 'no error'})`);
    for (const call of calls) {
      if (!call.url.startsWith(REST_BASE)) continue;
      sent += 1;
      const url = new URL(call.url);
      for (const [name, value] of Object.entries((call.params ?? {}) as Record<string, unknown>))
        url.searchParams.set(name, String(value));
      const headers = Object.fromEntries(
        Object.entries(call.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const body = call.json != null ? JSON.stringify(call.json) : (call.body ?? undefined);
      try {
        await assertValidRestCall({ method: call.method, url, headers, body }, at(block, -1));
      } catch (failure) {
        problems.push((failure as Error).message.split('\n')[0]!);
      }
    }
  }
  return { problems, sent };
}

const callsTheApi = (block: CodeBlock): boolean => block.code.includes(REST_BASE);
const keyEnv = { PAGORA_SECRET_KEY: 'sk_test_from_environment', PAGORA_WEBHOOK_SECRET: 'whsec_from_environment' };

test(
  'Python blocks that call the REST API send requests valid against openapi/ (run with a recording requests)',
  { skip: !python && 'python3 is not installed' },
  async () => {
    const calling = of('python', 'py').filter(callsTheApi);
    const files = calling.map((block, index) => {
      const file = path.join(work, `calls${index}.py`);
      writeFileSync(file, block.code);
      return file;
    });
    const result = spawnSync(python!, [path.join(__dirname, 'support/record-requests.py'), ...files], {
      encoding: 'utf8',
      cwd: work,
      env: { ...process.env, ...keyEnv },
    });
    assert.equal(result.status, 0, result.stderr);
    const { problems, sent } = await problemsOfRecorded(
      calling,
      JSON.parse(result.stdout.split('@@RESULTS@@')[1]!) as Recorded[],
    );
    assert.ok(sent >= 50, `expected many requests from the Python blocks, recorded ${sent}`);
    assert.deepEqual(problems, []);
  },
);

test('JavaScript blocks that call the REST API send requests valid against openapi/ (run with a recording fetch)', async () => {
  const calling = of('js', 'javascript', 'mjs').filter(callsTheApi);
  const files = calling.map((block, index) => {
    const file = path.join(work, `calls${index}.mjs`);
    writeFileSync(file, block.code);
    return file;
  });
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support/record-fetch.mts'), ...files],
    {
      encoding: 'utf8',
      // From the repository, where `--import tsx` resolves; the blocks get absolute paths.
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, ...keyEnv },
    },
  );
  assert.equal(result.status, 0, result.stderr);
  const { problems, sent } = await problemsOfRecorded(
    calling,
    JSON.parse(result.stdout.split('@@RESULTS@@')[1]!) as Recorded[],
  );
  assert.ok(sent >= 50, `expected many requests from the JavaScript blocks, recorded ${sent}`);
  assert.deepEqual(problems, []);
});

test(
  'PHP blocks that call the REST API send requests valid against openapi/ (run with a recording curl)',
  { skip: !hasPhp && 'php is not installed' },
  async () => {
    const calling = of('php').filter(callsTheApi);
    const results = calling.map((block, index): Recorded => {
      const file = path.join(work, `calls${index}.php`);
      const record = path.join(work, `calls${index}.json`);
      const code = block.code.trimStart().startsWith('<?php') ? block.code : `<?php\n${block.code}`;
      writeFileSync(file, code);
      // -n: no php.ini, so no curl extension, and the recording curl_* functions take its place.
      spawnSync('php', ['-n', '-d', `auto_prepend_file=${path.join(__dirname, 'support/record-curl.php')}`, file], {
        encoding: 'utf8',
        cwd: work,
        env: { ...process.env, ...keyEnv, PAGORA_RECORD_FILE: record },
      });
      const recorded = JSON.parse(readFileSync(record, 'utf8')) as Recorded;
      const offset = block.code.trimStart().startsWith('<?php') ? 0 : 1;
      return { ...recorded, error: recorded.error && { ...recorded.error, line: recorded.error.line - offset } };
    });
    const { problems, sent } = await problemsOfRecorded(calling, results);
    assert.ok(sent >= 50, `expected many requests from the PHP blocks, recorded ${sent}`);
    assert.deepEqual(problems, []);
  },
);
