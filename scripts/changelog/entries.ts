/**
 * The API changelog's entries: one Markdown file per change in changelog/, named
 * `YYYY-MM-DD-<slug>.md`, with front matter the writer fills in (see changelog/README.md).
 * A bad entry stops the build with the file, the line and what to fix.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { SourceError, type SourceProblem } from '../lib/source-errors';

export const changelogDir = 'changelog';
export const changelogRoute = '/changelog/';

export { apiNames, kinds, type ApiName, type ChangelogEntry, type Kind } from '../../shared/changelog';
import { apiNames, kinds, type ApiName, type ChangelogEntry, type Kind } from '../../shared/changelog';

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const KEYS = ['date', 'title', 'apis', 'kind', 'breaking', 'touches'] as const;

/** 1-based line of a top-level front matter key, for error messages. */
function lineOf(source: string, key: string): number | undefined {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : undefined;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Parses one entry; problems are collected rather than thrown so a writer sees them all at once. */
export function parseEntry(file: string, source: string, problems: SourceProblem[]): ChangelogEntry | undefined {
  const name = path.basename(file);
  const fail = (message: string, key?: string): void =>
    void problems.push({ file, line: key ? lineOf(source, key) : 1, message });
  const nameMatch = FILE_NAME.exec(name);
  if (!nameMatch) {
    fail('name the file YYYY-MM-DD-short-title.md (lower case, hyphens)');
    return undefined;
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) {
    fail('start with front matter between two --- lines');
    return undefined;
  }
  let data: Record<string, unknown>;
  try {
    // JSON_SCHEMA keeps `date: 2026-11-22` a string instead of a Date.
    const loaded = yaml.load(match[1] ?? '', { schema: yaml.JSON_SCHEMA, filename: file });
    data = loaded && typeof loaded === 'object' ? (loaded as Record<string, unknown>) : {};
  } catch (error) {
    const mark = (error as yaml.YAMLException).mark;
    problems.push({
      file,
      line: mark ? mark.line + 2 : 1,
      message: `front matter does not parse: ${(error as Error).message}`,
    });
    return undefined;
  }
  const before = problems.length;
  for (const key of Object.keys(data))
    if (!(KEYS as readonly string[]).includes(key))
      fail(`unknown front matter key "${key}" (allowed: ${KEYS.join(', ')})`, key);

  const date = data.date;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date))
    fail('date: a real date written YYYY-MM-DD', 'date');
  else if (date !== nameMatch[1])
    fail(`date: ${date} differs from the date in the file name (${nameMatch[1]})`, 'date');

  const title = data.title;
  if (typeof title !== 'string' || title.trim().length < 5)
    fail('title: a short sentence saying what changed', 'title');

  const apis = data.apis === 'both' ? [...apiNames] : typeof data.apis === 'string' ? [data.apis] : undefined;
  if (!apis || !apis.every((api) => (apiNames as readonly string[]).includes(api)))
    fail('apis: rest, graphql or both', 'apis');

  if (!(kinds as readonly unknown[]).includes(data.kind)) fail(`kind: one of ${kinds.join(', ')}`, 'kind');
  if (typeof data.breaking !== 'boolean') fail('breaking: true or false', 'breaking');
  if (data.kind === 'removed' && data.breaking === false) fail('breaking: a removal is always breaking', 'breaking');

  const touches = data.touches ?? [];
  if (!Array.isArray(touches) || !touches.every((item) => typeof item === 'string' && item.trim() !== ''))
    fail('touches: a list of operations, types and fields (may be empty: [])', 'touches');
  else if (data.kind !== 'added' && touches.length === 0)
    fail('touches: name what changed, as `npm run changelog:draft` prints it', 'touches');

  const markdown = (match[2] ?? '').trim();
  if (markdown.length < 20) fail('write a body under the front matter: what changed and what to do');
  if (problems.length > before) return undefined;
  return {
    id: name.replace(/\.md$/, ''),
    date: date as string,
    title: (title as string).trim(),
    apis: apis as ApiName[],
    kind: data.kind as Kind,
    breaking: data.breaking as boolean,
    touches: touches as string[],
    markdown,
    file,
  };
}

/** Every entry in `dir`, newest first (same date: by file name, descending). README.md is not an entry. */
export function loadEntries(dir: string = changelogDir): ChangelogEntry[] {
  if (!existsSync(dir)) return [];
  const problems: SourceProblem[] = [];
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => path.join(dir, name))
    .map((file) => parseEntry(file, readFileSync(file, 'utf8'), problems))
    .filter((entry): entry is ChangelogEntry => entry !== undefined);
  if (problems.length > 0) throw new SourceError(problems);
  return entries.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** The entry's anchor on the changelog page (`route` is another page listing entries, in test builds). */
export function entryUrl(entry: Pick<ChangelogEntry, 'id'>, route: string = changelogRoute): string {
  return `${route}#${entry.id}`;
}
