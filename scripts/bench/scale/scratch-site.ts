/**
 * A scratch copy of the site with a scaled API, outside the working tree: the checkout's tracked and
 * untracked (not ignored) files, the scaled openapi/openapi.yaml and graphql/schema.graphql, and a
 * node_modules/ of symlinks to the checkout's packages, so the copy has its own (cold) build cache
 * in node_modules/.cache without a second install.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { paths } from '../../../config/paths';
import { scaleGraphqlSchema } from './scale-graphql';
import { scaleOpenApi } from './scale-openapi';

/** Files of the checkout; a node_modules symlink (a checkout sharing another's install) is not one of them. */
export function checkoutFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  return listed.split('\0').filter((file) => file !== '' && file !== 'node_modules' && !file.startsWith('node_modules/'));
}

export interface ScratchSite {
  dir: string;
  /** Bytes of the scaled sources, to show that text grew with the scale. */
  openapiBytes: number;
  graphqlBytes: number;
}

export function createScratchSite(root: string, scale: number): ScratchSite {
  const dir = mkdtempSync(path.join(os.tmpdir(), `pagora-scale-${scale}x-`));
  for (const file of checkoutFiles(root)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(dir, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of the site.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  const openapi = yaml.dump(scaleOpenApi(yaml.load(readFileSync(path.join(root, paths.openapi), 'utf8')) as never, scale), { noRefs: true, lineWidth: -1 });
  const graphql = scaleGraphqlSchema(readFileSync(path.join(root, paths.graphqlSchema), 'utf8'), scale);
  writeFileSync(path.join(dir, paths.openapi), openapi);
  writeFileSync(path.join(dir, paths.graphqlSchema), graphql);
  return { dir, openapiBytes: Buffer.byteLength(openapi), graphqlBytes: Buffer.byteLength(graphql) };
}
