/**
 * Every code block a reader can paste from a guide is at least parsed by its language's own tool:
 * JavaScript and TypeScript by the TypeScript compiler, Python by CPython's `compile`, PHP by `php -l`
 * (installed from Debian's php-cli when missing, as the PHP sample tests do), shell by `bash -n`,
 * JSON by `JSON.parse`. curl and GraphQL blocks are also held to the API descriptions by other tests;
 * this one catches what those do not read: a missing bracket, a stray `...`, a Python indentation slip.
 *
 * A block that is deliberately a fragment says so on its fence (```js partial): the check skips it,
 * and the marker must stay rare. Swift and Kotlin have no syntax checker in Debian's packages here,
 * so their two blocks are not checked (said, not pretended).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { codeBlocks, guideFiles, root, type CodeBlock } from './support/sources';
import { ensurePhp } from './support/ensure-php';

const blocks = guideFiles().flatMap((file) => codeBlocks(file));
const checked = blocks.filter((block) => !/\bpartial\b/.test(block.meta));
const where = (block: CodeBlock, line = 1): string => `${path.relative(root, block.file)}:${block.line + line}`;
const ofLanguage = (...languages: string[]) => checked.filter((block) => languages.includes(block.lang));

test('deliberate fragments are rare', () => {
  const partial = blocks.filter((block) => /\bpartial\b/.test(block.meta));
  assert.ok(partial.length <= blocks.length * 0.05, `${partial.length} of ${blocks.length} blocks are marked partial`);
});

test('JavaScript and TypeScript blocks parse', () => {
  const problems: string[] = [];
  const sources = ofLanguage('js', 'javascript', 'jsx', 'mjs', 'ts', 'typescript', 'tsx');
  assert.ok(sources.length > 50, `${sources.length} blocks`);
  for (const block of sources) {
    const typed = ['ts', 'typescript', 'tsx'].includes(block.lang);
    const output = ts.transpileModule(block.code, {
      reportDiagnostics: true,
      fileName: `block.${typed ? 'tsx' : 'jsx'}`,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.Preserve },
    });
    for (const diagnostic of output.diagnostics ?? []) {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      problems.push(`${where(block, line + 1)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
    }
  }
  assert.deepEqual(problems, []);
});

/** Each block in its own file of a scratch folder, named by language, with where it came from. */
function scratchFiles(sources: CodeBlock[], extension: string): Array<{ block: CodeBlock; file: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-samples-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return sources.map((block, index) => {
    const file = path.join(dir, `block-${index}.${extension}`);
    writeFileSync(file, block.code);
    return { block, file };
  });
}

test('Python blocks compile', () => {
  const files = scratchFiles(ofLanguage('python', 'py'), 'py');
  assert.ok(files.length > 50, `${files.length} blocks`);
  // One interpreter for all blocks: compile() each and report "index:line: message".
  const script = [
    'import sys',
    'for index, name in enumerate(sys.argv[1:]):',
    '    try:',
    '        compile(open(name, encoding="utf-8").read(), name, "exec")',
    '    except SyntaxError as error:',
    '        print(f"{index}:{error.lineno}: {error.msg}")',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script, ...files.map((entry) => entry.file)], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const problems = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [index, lineNumber, ...message] = line.split(':');
      return `${where(files[Number(index)]!.block, Number(lineNumber))}: ${message.join(':').trim()}`;
    });
  assert.deepEqual(problems, []);
});

test('PHP blocks pass php -l', (t) => {
  if (!ensurePhp()) return t.skip('php is not installed and cannot be');
  const files = scratchFiles(ofLanguage('php'), 'php');
  assert.ok(files.length > 50, `${files.length} blocks`);
  const problems: string[] = [];
  for (const { block, file } of files) {
    // A fragment without the opening tag is still PHP to a reader: lint it as if it had one.
    if (!block.code.trimStart().startsWith('<?php')) writeFileSync(file, `<?php\n${block.code}`);
    const run = spawnSync('php', ['-l', file], { encoding: 'utf8' });
    if (run.status !== 0) {
      const line = Number(/on line (\d+)/.exec(run.stdout + run.stderr)?.[1] ?? 1);
      const shift = block.code.trimStart().startsWith('<?php') ? 0 : 1;
      const message = /Parse error:\s*(.*?) in /.exec(run.stdout + run.stderr)?.[1] ?? (run.stdout + run.stderr).trim();
      problems.push(`${where(block, line - shift)}: ${message}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('shell blocks pass bash -n', () => {
  const files = scratchFiles(ofLanguage('bash', 'sh', 'shell'), 'sh');
  assert.ok(files.length > 50, `${files.length} blocks`);
  const problems: string[] = [];
  for (const { block, file } of files) {
    const run = spawnSync('bash', ['-n', file], { encoding: 'utf8' });
    if (run.status !== 0) {
      const line = Number(/line (\d+):/.exec(run.stderr)?.[1] ?? 1);
      problems.push(
        `${where(block, line)}: ${run.stderr
          .trim()
          .split('\n')[0]!
          .replace(/^.*line \d+: /, '')}`,
      );
    }
  }
  assert.deepEqual(problems, []);
});

test('JSON blocks parse', () => {
  const problems: string[] = [];
  for (const block of ofLanguage('json')) {
    try {
      JSON.parse(block.code);
    } catch (error) {
      problems.push(`${where(block)}: ${(error as Error).message}`);
    }
  }
  assert.deepEqual(problems, []);
});
