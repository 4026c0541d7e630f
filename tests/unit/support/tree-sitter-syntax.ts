/**
 * Syntax errors of Kotlin and Swift source, found by their tree-sitter grammars (the parsers GitHub
 * and editors use for these languages), run as WebAssembly from npm: `web-tree-sitter` and the
 * prebuilt grammars of `tree-sitter-wasms`. No compiler or SDK is needed, so the guides' Android
 * and iOS samples are checked on any machine `npm ci` ran on.
 *
 * Why not a compiler: Debian's only Kotlin is 1.3 (2019; no trailing commas), a 88 MB install of
 * 77 packages that took 31 s here, used for one block; Debian packages no Swift compiler at all.
 * Without the Android and Apple SDKs the samples import, the old check counted only the compiler's
 * parse errors too. A grammar is looser than a compiler (`val = 1` alone in a function parses), but it
 * catches what breaks a pasted sample: unbalanced brackets, stray or missing tokens.
 *
 * web-tree-sitter stays at 0.25: the grammars of tree-sitter-wasms 0.1.13 were built with an
 * older tree-sitter and do not load in 0.26 or later.
 */
import path from 'node:path';
import { Language, Parser, type Node } from 'web-tree-sitter';

export type GrammarLanguage = 'kotlin' | 'swift';

export interface GrammarError {
  /** 0-based line and column in the source. */
  line: number;
  column: number;
  message: string;
}

const grammarsDir = path.join(path.dirname(require.resolve('tree-sitter-wasms/package.json')), 'out');
const parsers = new Map<GrammarLanguage, Promise<Parser>>();

function parserFor(language: GrammarLanguage): Promise<Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = (async () => {
      await Parser.init();
      const created = new Parser();
      created.setLanguage(await Language.load(path.join(grammarsDir, `tree-sitter-${language}.wasm`)));
      return created;
    })();
    parsers.set(language, parser);
  }
  return parser;
}

/** The parser's error nodes (text it could not place) and missing tokens (it had to assume one). */
function errorsIn(node: Node, found: GrammarError[]): void {
  const { row: line, column } = node.startPosition;
  if (node.isMissing) found.push({ line, column, message: `missing ${node.type}` });
  else if (node.isError) {
    const text = node.text.split('\n')[0]!.trim().slice(0, 40);
    found.push({ line, column, message: `unexpected ${JSON.stringify(text)}` });
  } else if (node.hasError) for (const child of node.children) if (child) errorsIn(child, found);
}

/** The syntax errors of `source` in `language`, in source order (none for valid code). */
export async function syntaxErrors(language: GrammarLanguage, source: string): Promise<GrammarError[]> {
  const tree = (await parserFor(language)).parse(source);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${language} source`);
  const found: GrammarError[] = [];
  errorsIn(tree.rootNode, found);
  tree.delete();
  return found;
}
