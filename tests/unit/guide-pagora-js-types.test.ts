/**
 * The guides' JavaScript and TypeScript blocks that use Pagora JS are type-checked against the
 * declarations the Pagora JS reference publishes (the `ts` block of its "Type definitions" section,
 * which readers copy into `pagora.d.ts`): a method, an option, an event name or an option value
 * the library does not have fails here with the guide's file and line (issue 44).
 *
 * Samples are excerpts, so only the compiler's findings about Pagora JS's own types count (a
 * diagnostic that names one of the declared types); an undeclared `paymentId` or a missing import
 * does not. A block that uses the client (`pagora`), a card form (`cardForm`) or a wallet button
 * (`button`) without creating it gets that name declared with its type, as the guide's earlier
 * step created it.
 *
 * Run: node --import tsx --test tests/unit/guide-pagora-js-types.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { codeBlocks, guideFiles, type CodeBlock } from './support/sources';

const referenceFile = guideFiles().find((file) => file.endsWith(path.join('pagora-js', 'reference.mdx')))!;
const declarationsBlock = codeBlocks(referenceFile).find(
  (block) => block.lang === 'ts' && /\bdeclare const Pagora\b/.test(block.code),
);

/** Names a block may use as a step before it created them, and their declared types. */
const carriedOver: Record<string, string> = {
  pagora: 'PagoraClient',
  cardForm: 'CardForm',
  button: 'PaymentRequestButton',
};

const DECLARATIONS_FILE = '/blocks/pagora.d.ts';

/** "Cannot find name" and its kin: a value an excerpt takes from an earlier step, not a Pagora JS misuse. */
const UNDECLARED_NAME = new Set([2304, 2552, 2580, 2582, 18004]);

const extensions: Record<string, string> = {
  js: '.mjs',
  javascript: '.mjs',
  jsx: '.jsx',
  ts: '.mts',
  typescript: '.mts',
  tsx: '.tsx',
};

const usesPagoraJs = (code: string): boolean =>
  /\bPagora\.init\b/.test(code) ||
  Object.keys(carriedOver).some((name) => new RegExp(`\\b${name}\\.\\w+\\(`).test(code));

interface TypedBlock {
  block: CodeBlock;
  fileName: string;
  source: string;
  preludeLines: number;
}

function typedBlock(block: CodeBlock, index: number): TypedBlock {
  const free = Object.entries(carriedOver).filter(
    ([name]) =>
      new RegExp(`\\b${name}\\.`).test(block.code) &&
      !new RegExp(`\\b(const|let|var|function)\\s+${name}\\b|[({,]\\s*${name}\\s*[,)}]`).test(block.code),
  );
  const prelude = free.map(([name, type]) => `declare const ${name}: ${type};\n`).join('');
  // `export {}` makes each block a module: its own scope, and top-level await allowed.
  return {
    block,
    fileName: `/blocks/block${index}${extensions[block.lang]}`,
    source: `${prelude}${block.code}\nexport {};\n`,
    preludeLines: free.length,
  };
}

/** Diagnostics about Pagora JS's types in the blocks, as `file:line: message` on the guide's lines. */
function pagoraTypeProblems(declarations: string, blocks: TypedBlock[]): string[] {
  const declaredNames = [...declarations.matchAll(/^(?:interface|type)\s+(\w+)/gm)].map((match) => match[1]!);
  const namesDeclared = new RegExp(`'(?:${declaredNames.join('|')})'|"(?:${declaredNames.join('|')})"`);
  const files = new Map<string, string>([[DECLARATIONS_FILE, declarations]]);
  for (const typed of blocks) files.set(typed.fileName, typed.source);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    allowJs: true,
    checkJs: true,
    jsx: ts.JsxEmit.Preserve,
    noEmit: true,
    strict: false,
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.getSourceFile = (name, languageVersion) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, languageVersion, true)
      : getSourceFile(name, languageVersion);
  const program = ts.createProgram([...files.keys()], options, host);
  const checker = program.getTypeChecker();
  const byFile = new Map(blocks.map((typed) => [typed.fileName, typed]));
  return ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
    const typed = diagnostic.file && byFile.get(diagnostic.file.fileName);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (!typed || UNDECLARED_NAME.has(diagnostic.code)) return [];
    if (!namesDeclared.test(message) && !inPagoraCall(checker, diagnostic.file!, diagnostic.start ?? 0)) return [];
    const line = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line - typed.preludeLines;
    return [`${typed.block.file}:${typed.block.line + 1 + line}: ${message}`];
  });
}

/**
 * Whether a position is inside the arguments of a call to a function Pagora JS declares
 * (`cardForm.on('submitted', …)`: the compiler's message names only the literal types it expected).
 */
function inPagoraCall(checker: ts.TypeChecker, file: ts.SourceFile, position: number): boolean {
  const innermost = (node: ts.Node): ts.Node =>
    node.getChildren(file).find((child) => child.getStart(file) <= position && position < child.getEnd())
      ? innermost(
          node.getChildren(file).find((child) => child.getStart(file) <= position && position < child.getEnd())!,
        )
      : node;
  for (
    let node: ts.Node | undefined = innermost(file), inner: ts.Node | undefined;
    node;
    inner = node, node = node.parent
  ) {
    // Code inside a handler's body is the reader's own, not an argument given to Pagora JS.
    if (ts.isFunctionLike(node) && 'body' in node && node.body === inner) return false;
    if (!ts.isCallExpression(node)) continue;
    const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
    const declarations = checker.getSymbolAtLocation(callee)?.declarations ?? [];
    if (declarations.some((declaration) => declaration.getSourceFile().fileName === DECLARATIONS_FILE)) return true;
  }
  return false;
}

const pagoraBlocks = guideFiles()
  .flatMap((file) => codeBlocks(file))
  .filter((block) => block !== declarationsBlock && block.lang in extensions && usesPagoraJs(block.code));

test("the Pagora JS reference publishes its declarations, and the guides' Pagora JS samples are found", () => {
  assert.ok(declarationsBlock, `${referenceFile}: no ts block declaring \`Pagora\` under "Type definitions"`);
  assert.ok(pagoraBlocks.length >= 15, `only ${pagoraBlocks.length} blocks use Pagora JS: is the detection broken?`);
});

test("the guides' Pagora JS samples use only methods, options, events and values the reference declares", () => {
  const problems = pagoraTypeProblems(declarationsBlock!.code, pagoraBlocks.map(typedBlock));
  assert.deepEqual(problems, []);
});

test('a sample that calls a method, passes an option or listens to an event Pagora JS does not have fails, on its line', () => {
  const code = [
    "const pagora = await Pagora.init({ publishableKey: 'pk_test_x' });",
    "const cardForm = pagora.mountCardForm('#card', { hidePostcode: true });",
    "cardForm.on('submitted', () => {});",
    "await pagora.confirmPaymentNow({ paymentId: 'pay_1', cardForm });",
  ].join('\n');
  const block: CodeBlock = { file: 'docs/example.mdx', line: 10, lang: 'js', meta: '', code };
  const problems = pagoraTypeProblems(declarationsBlock!.code, [typedBlock(block, 0)]);
  assert.deepEqual(
    problems.map((problem) => problem.split(':').slice(0, 2).join(':')),
    ['docs/example.mdx:12', 'docs/example.mdx:13', 'docs/example.mdx:14'],
    problems.join('\n'),
  );
});

test('a name a step takes from an earlier step is declared at that step’s top level, so the steps pasted together run', () => {
  // `const button` inside Step 2's `if` and `button.on(…)` in Step 3 throw a ReferenceError once pasted.
  const problems: string[] = [];
  for (const file of guideFiles()) {
    const blocks = codeBlocks(file).filter((block) => block.lang in extensions);
    for (const [index, block] of blocks.entries()) {
      // The names this block uses without creating them: the prelude typedBlock gives it.
      const { source } = typedBlock(block, index);
      for (const name of Object.keys(carriedOver).filter((n) => source.includes(`declare const ${n}:`))) {
        const earlier = blocks
          .slice(0, index)
          .filter((b) => new RegExp(`\\b(const|let|var)\\s+${name}\\b`).test(b.code));
        if (earlier.length === 0) continue;
        const topLevel = earlier.some((b) => {
          const parsed = ts.createSourceFile('step.mjs', b.code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
          return parsed.statements.some(
            (statement) =>
              ts.isVariableStatement(statement) &&
              statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name),
          );
        });
        if (!topLevel)
          problems.push(
            `${path.relative(process.cwd(), file)}:${block.line}: uses ${name}, which the earlier step declares only inside a block`,
          );
      }
    }
  }
  assert.deepEqual(problems, []);
});
