/**
 * HTML gate: the W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, on a local Java) over every
 * page of the build, in one JVM. Fails with `page:line:column: message` for each error that is not
 * upstream markup we accept (listed in `upstream-markup.ts` and in UPGRADING.md). Needs a build.
 *
 * Usage: tsx scripts/validate/html.ts [buildDir]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

/** Runs vnu on the files and returns its error messages (warnings are not asked for). */
export function nuErrors(java: string, files: string[]): NuMessage[] {
  // Large page sets go through in one JVM: starting Java costs more than checking a page.
  const result = spawnSync(java, ['-Xss8m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  const output = result.stderr.trim() || result.stdout.trim();
  let report: NuReport;
  try {
    report = JSON.parse(output) as NuReport;
  } catch {
    throw new Error(`vnu did not answer with JSON (exit ${result.status}):\n${output.slice(0, 2000)}`);
  }
  return report.messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
}

function pageOf(buildDir: string, message: NuMessage): string {
  const file = message.url ? decodeURIComponent(message.url.replace(/^file:/, '')) : '(unknown file)';
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

function main(): void {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`[validate:html] no build in ${buildDir}: run \`npm run build:test\` first`);
    process.exit(1);
  }
  const java = ensureJava();
  const files = htmlFiles(buildDir);
  const started = Date.now();
  const errors = nuErrors(java, files);
  const accepted = new Map<string, number>();
  const failures: string[] = [];
  for (const message of errors) {
    const upstream = acceptedUpstreamMarkup.find((entry) => entry.matches(message));
    if (upstream) {
      accepted.set(upstream.id, (accepted.get(upstream.id) ?? 0) + 1);
      continue;
    }
    const where = `${pageOf(buildDir, message)}:${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}`;
    const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').slice(0, 200)}` : '';
    failures.push(`${where}: ${message.message}${extract}`);
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

if (require.main === module) main();
