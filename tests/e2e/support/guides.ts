/** The guides' sources (`docs/`), for checks that compare the build with what the writer wrote. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const docsDir = path.resolve(__dirname, '..', '..', '..', 'docs');

export interface GuideSource {
  /** The guide's route (`docs/testing.mdx` is `/testing/`, `docs/integrations/index.mdx` is `/integrations/`). */
  route: string;
  frontMatter: { title?: string; sidebar_label?: string; [key: string]: unknown };
}

/** The front matter of a guide, by its route. */
export function guideFrontMatter(route: string): GuideSource['frontMatter'] {
  return frontMatterOf(path.join(docsDir, `${route.slice(1, -1)}.mdx`));
}

/** Every guide, with its route and front matter. */
export function guideSources(): GuideSource[] {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({
      route: `/${file.replace(/(^|\/)index\.mdx$|\.mdx$/, '')}/`.replace('//', '/'),
      frontMatter: frontMatterOf(path.join(docsDir, file)),
    }));
}

function frontMatterOf(file: string): GuideSource['frontMatter'] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  return (yaml.load(match?.[1] ?? '') ?? {}) as GuideSource['frontMatter'];
}
