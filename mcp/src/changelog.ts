/** list_changes: entries of the site's `/changelog.json` (newest first), when the site publishes one. */
import { artefactPaths, type PublishedSite } from './published-site';
import { ToolError } from './tool-error';

export interface ChangelogEntry {
  id: string;
  date: string;
  title: string;
  apis: Array<'rest' | 'graphql'>;
  kind: string;
  breaking: boolean;
  touches: string[];
  url: string;
  markdown: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function listChanges(site: PublishedSite, { since }: { since?: string }): Promise<ChangelogEntry[]> {
  if (since !== undefined && !DATE.test(since))
    throw new ToolError(`since must be a date as YYYY-MM-DD, got "${since}".`);
  const file = await site.cached('changelog', () =>
    site.json<{ entries?: unknown }>(
      artefactPaths.changelog,
      (where) => `This site publishes no changelog at ${where}.`,
    ),
  );
  if (!Array.isArray(file.entries))
    throw new ToolError(`${site.locate(artefactPaths.changelog)} has no "entries" list.`);
  const entries = file.entries as ChangelogEntry[];
  return entries
    .filter((entry) => since === undefined || entry.date >= since)
    .map((entry) => ({ ...entry, url: entry.url.startsWith('/') ? site.url(entry.url) : entry.url }));
}
