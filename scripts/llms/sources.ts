/**
 * Hand-written MDX pages of the three docs instances (guides, and the landing pages inside apis/),
 * with the doc id Docusaurus gives each one, so a built page can be traced back to its source file.
 * Files a reference generator owns are left out: those pages are rebuilt from openapi/ and graphql/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsInstances } from '../../config/site';
import { graphqlGenerated, restGenerated, webhooksGenerated, type GeneratedSet } from '../lib/generated-files';
import { splitFrontMatter } from './mdx-to-markdown';

export interface DocSource {
  pluginId: string;
  docId: string;
  /** Absolute path. */
  file: string;
}

/** The generators writing into each instance's folder (the webhook pages are a folder of the REST one). */
const generatedBy: Record<string, readonly GeneratedSet[]> = {
  [docsInstances.rest.id]: [restGenerated, webhooksGenerated],
  [docsInstances.graphql.id]: [graphqlGenerated],
};

/** Whether one of `sets` owns `file` (relative to the instance folder `instancePath`). */
function generatedFile(sets: readonly GeneratedSet[], instancePath: string, file: string): boolean {
  return sets.some((set) => {
    const prefix = path.relative(instancePath, set.root).split(path.sep).join('/');
    if (!prefix) return set.owns(file);
    return file.startsWith(`${prefix}/`) && set.owns(file.slice(prefix.length + 1));
  });
}

function mdxFiles(root: string, relative = ''): string[] {
  if (!existsSync(path.join(root, relative))) return [];
  return readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return mdxFiles(root, child);
    return /\.mdx?$/.test(entry.name) ? [child] : [];
  });
}

/** Docusaurus strips number prefixes (`01-intro`) from ids. */
const stripNumberPrefix = (segment: string): string => segment.replace(/^\d+\s*[-_.]\s*/, '');

/** The doc id of a file relative to its instance: its path without extension, or front matter `id` for the last part. */
export function docIdOf(relativeFile: string, frontMatterId?: unknown): string {
  const segments = relativeFile
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(stripNumberPrefix);
  if (typeof frontMatterId === 'string' && frontMatterId) segments[segments.length - 1] = frontMatterId;
  return segments.join('/');
}

export function handWrittenDocs(siteDir: string = process.cwd()): DocSource[] {
  return Object.values(docsInstances).flatMap((instance) => {
    const root = path.join(siteDir, instance.path);
    const generated = generatedBy[instance.id] ?? [];
    return mdxFiles(root)
      .filter((file) => !generatedFile(generated, instance.path, file))
      .map((file): DocSource => {
        const { frontMatter } = splitFrontMatter(readFileSync(path.join(root, file), 'utf8'));
        return { pluginId: instance.id, docId: docIdOf(file, frontMatter.id), file: path.join(root, file) };
      });
  });
}
