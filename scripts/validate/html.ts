/**
 * HTML gate: the W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, on a local Java) over every
 * page of the build, one JVM per core, each inlined stylesheet checked once (`withEachStylesheetOnce`).
 * Fails with `page:line:column: message` for each error that is not upstream markup we accept (listed
 * in `upstream-markup.ts` and in UPGRADING.md). Needs a build.
 *
 * Usage: tsx scripts/validate/html.ts [buildDir]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureJava } from './java';
import { acceptedUpstreamMarkup, type NuMessage } from './upstream-markup';

/** The jar the `vnu-jar` package ships (its main module only exports this path). */
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

interface NuReport {
  messages: NuMessage[];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The JVM's options: a deep stack for deeply nested pages, only the quick first JIT compiler, and the
 * serial garbage collector. A check of the 612 pages is too short for the optimising compiler to pay
 * back its work on two cores: with it, 75-87 s and 145-167 CPU-s; without, 60-67 s and 115-124 CPU-s
 * (same build, one sitting, load 0.8-2.9). The default collector (G1) runs threads beside each JVM's
 * work, which two JVMs on two cores pay for: 50.1-51.6 s and 91-96 CPU-s with it, 38.1-39.7 s and
 * 70-71 CPU-s with the serial one (alternating, same build, load 1.6-2.2).
 */
const jvmOptions = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Runs vnu on the files in one JVM and returns its error messages (warnings are not asked for). */
function nuErrorsOf(java: string, files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(java, [...jvmOptions, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      try {
        const report = JSON.parse(output.trim()) as NuReport;
        resolve(report.messages.filter((message) => message.type === 'error' || message.type === 'non-document-error'));
      } catch {
        reject(new Error(`vnu did not answer with JSON (exit ${status}):\n${output.slice(0, 2000)}`));
      }
    });
  });
}

const CRITICAL_STYLE_OPEN = '<style data-critical-css>';
const CRITICAL_STYLE = new RegExp(`${CRITICAL_STYLE_OPEN}([\\s\\S]*?)</style>`);

/**
 * Copies of the pages under `scratch`, in which each distinct inlined critical stylesheet
 * (plugins/critical-css: 7 for 611 pages) stays on the first page that carries it and is blanked on
 * the others, so vnu checks every stylesheet once and every page's markup. Why: vnu's CSS checker
 * spent half its time re-reading the same ~57 KB of CSS on every page (60 GraphQL pages: 27 -> 13
 * CPU-s). Blanked with spaces, lines and columns stay exact.
 */
export function withEachStylesheetOnce(buildDir: string, files: string[], scratch: string): string[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const copy = path.join(scratch, path.relative(buildDir, file));
    let html = readFileSync(file, 'utf8');
    const style = CRITICAL_STYLE.exec(html);
    const css = style?.[1];
    if (style && css !== undefined && seen.has(css)) {
      const start = style.index + CRITICAL_STYLE_OPEN.length;
      html = `${html.slice(0, start)}${css.replace(/[^\n]/g, ' ')}${html.slice(start + css.length)}`;
    } else if (css !== undefined) seen.add(css);
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, html);
    return copy;
  });
}

/**
 * vnu checks one page at a time, and starting Java costs more than checking a page: the pages go to
 * one JVM per core (at most four), each taking an equal share.
 */
export async function nuErrors(java: string, files: string[]): Promise<NuMessage[]> {
  const jvms = Math.max(1, Math.min(4, os.availableParallelism()));
  const shares = Array.from({ length: jvms }, (_, index) =>
    files.filter((_file, position) => position % jvms === index),
  );
  const results = await Promise.all(shares.filter((share) => share.length > 0).map((share) => nuErrorsOf(java, share)));
  return results.flat();
}

function pageOf(buildDir: string, message: NuMessage): string {
  const file = message.url ? decodeURIComponent(message.url.replace(/^file:/, '')) : '(unknown file)';
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`[validate:html] no build in ${buildDir}: run \`npm run build:test\` first`);
    process.exit(1);
  }
  const java = ensureJava();
  const files = htmlFiles(buildDir);
  const started = Date.now();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pagora-vnu-'));
  const accepted = new Map<string, number>();
  const failures: string[] = [];
  try {
    // Messages are matched against the copies vnu read (accepted markup looks at their positions).
    for (const message of await nuErrors(java, withEachStylesheetOnce(buildDir, files, scratch))) {
      const upstream = acceptedUpstreamMarkup.find((entry) => entry.matches(message));
      if (upstream) {
        accepted.set(upstream.id, (accepted.get(upstream.id) ?? 0) + 1);
        continue;
      }
      const where = `${pageOf(scratch, message)}:${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}`;
      const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').slice(0, 200)}` : '';
      failures.push(`${where}: ${message.message}${extract}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const [id, count] of accepted) console.log(`[validate:html] accepted upstream markup "${id}": ${count}`);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(`[validate:html] ${failures.length} HTML errors in ${files.length} pages (${seconds} s)`);
    process.exit(1);
  }
  console.log(`[validate:html] ${files.length} pages valid (Nu HTML checker, ${seconds} s)`);
}

if (require.main === module) void main();
