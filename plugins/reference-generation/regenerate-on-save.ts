/**
 * Dev server only: regenerates the references after a source is saved, touching only the pages whose
 * text changed. In place, the generator empties a reference's folder before writing it again, and the
 * docs plugins reload on every file event (about 1,200 for one run), reading a half-written folder. So
 * `npm run gen` runs in a scratch site (symlinks to this one, with copies of `apis/` and the stamps in
 * `.docusaurus/pagora/`), and its result is copied back file by file: a changed page is written, a
 * page no longer generated is deleted, the others are not touched. A bad source fails the child with
 * `file:line:column` and nothing here changes.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATOR_INPUTS, STAMP_DIR } from '../../scripts/lib/generation-stamp';
import { graphqlGenerated, listFiles, restGenerated, webhooksGenerated } from '../../scripts/lib/generated-files';
import { paths } from '../../config/paths';

/** Written by generation, so copied into the scratch site rather than linked. */
const COPIED = ['apis', path.dirname(STAMP_DIR)];

/** What a writer saves that changes a reference: the two sources, the linter's rules, the data the generators render. */
export function sourcesToWatch(siteDir: string): string[] {
  const sources = [path.dirname(paths.openapi), path.dirname(paths.graphqlSchema), 'redocly.yaml'];
  return [...sources, ...GENERATOR_INPUTS.filter((file) => file.startsWith('data/'))].map((file) =>
    path.join(siteDir, file),
  );
}

/** Makes `to`'s generated files equal `from`'s, writing only what differs; the changed paths. */
export function syncGenerated(from: string, to: string): string[] {
  const changed: string[] = [];
  for (const set of [restGenerated, webhooksGenerated, graphqlGenerated]) {
    const owned = (root: string) => new Set(listFiles(path.join(root, set.root)).filter(set.owns));
    const wanted = owned(from);
    for (const file of wanted) {
      const source = readFileSync(path.join(from, set.root, file));
      const target = path.join(to, set.root, file);
      if (existsSync(target) && readFileSync(target).equals(source)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, source);
      changed.push(path.join(set.root, file));
    }
    for (const file of owned(to))
      if (!wanted.has(file)) {
        rmSync(path.join(to, set.root, file));
        changed.push(path.join(set.root, file));
      }
  }
  return changed;
}

/** Runs this checkout's `npm run gen` on a scratch copy of `siteDir` and brings back the pages that changed. */
export async function regenerateChanged(siteDir: string): Promise<string[]> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pagora-regenerate-'));
  try {
    for (const entry of readdirSync(siteDir)) {
      if (COPIED.includes(entry)) continue;
      symlinkSync(path.join(siteDir, entry), path.join(scratch, entry));
    }
    cpSync(path.join(siteDir, 'apis'), path.join(scratch, 'apis'), { recursive: true });
    if (existsSync(path.join(siteDir, STAMP_DIR)))
      cpSync(path.join(siteDir, STAMP_DIR), path.join(scratch, STAMP_DIR), { recursive: true });
    const tsx = require.resolve('tsx/cli');
    const script = path.join(__dirname, '..', '..', 'scripts', 'generate-references.ts');
    await new Promise<void>((resolve, reject) => {
      execFile(process.execPath, [tsx, script], { cwd: scratch, maxBuffer: 64 * 2 ** 20 }, (error, stdout, stderr) => {
        process.stdout.write(
          stdout
            .split('\n')
            .filter((line) => line.startsWith('[gen]'))
            .map((line) => `${line}\n`)
            .join(''),
        );
        if (!error) return resolve();
        // The child's message names the source's file:line; this process's stack would only bury it.
        const failure = new Error(stderr.trim() || error.message);
        failure.stack = failure.message;
        reject(failure);
      });
    });
    const changed = syncGenerated(scratch, siteDir);
    mkdirSync(path.join(siteDir, STAMP_DIR), { recursive: true });
    cpSync(path.join(scratch, STAMP_DIR), path.join(siteDir, STAMP_DIR), { recursive: true });
    console.log(`[gen] ${changed.length} generated ${changed.length === 1 ? 'file' : 'files'} changed`);
    return changed;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * `regenerateChanged` one run at a time: a save can fire several file events, each reloading the plugin.
 * An event during a run queues one more run; further events join that queued run.
 */
export function serialRegenerator(siteDir: string): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  return () => {
    queued ??= running
      .catch(() => undefined)
      .then(async () => {
        queued = undefined;
        await regenerateChanged(siteDir);
      });
    running = queued;
    return queued;
  };
}
