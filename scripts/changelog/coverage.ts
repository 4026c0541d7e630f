/**
 * Keeps the changelog honest: every breaking change to openapi/ or graphql/ since the last commit
 * that touched changelog/ must be covered by an entry marked `breaking: true` for that API whose
 * `touches` names what changed. tests/unit/changelog.test.ts runs it on the repository and on
 * fixture histories.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { diffGraphql } from '../api-diff/graphql';
import { diffOpenApi } from '../api-diff/openapi';
import { readAtRef, readCurrent, repoRoot } from '../api-diff/git';
import type { ApiChange } from '../api-diff/types';
import { changelogDir, loadEntries, type ApiName, type ChangelogEntry } from './entries';
import { paths } from '../../config/paths';

export interface ApiChangeIn extends ApiChange {
  api: ApiName;
}

/** The last commit that changed changelog/, or undefined when there is none (or no git history). */
export function lastChangelogCommit(root: string): string | undefined {
  try {
    const hash = execFileSync('git', ['log', '-1', '--format=%H', '--', changelogDir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    return hash || undefined;
  } catch {
    return undefined;
  }
}

/** Changes to both APIs between `base` and the working tree, from the API change report's diff. */
export async function changesSince(base: string, root: string): Promise<ApiChangeIn[]> {
  const rest = await diffOpenApi(readAtRef(base, paths.openapi, root), readCurrent(paths.openapi, root));
  const graphql = await diffGraphql(readAtRef(base, paths.graphqlSchema, root), readCurrent(paths.graphqlSchema, root));
  return [
    ...rest.map((change) => ({ ...change, api: 'rest' as const })),
    ...graphql.map((change) => ({ ...change, api: 'graphql' as const })),
  ];
}

/** `Payment` covers `Payment.status` and the reverse; `POST /payments` covers `POST /payments (payments-create)`. */
export function touchCovers(touch: string, location: string): boolean {
  const boundary = (longer: string, shorter: string): boolean =>
    longer === shorter || (longer.startsWith(shorter) && /^[ .(]/.test(longer.slice(shorter.length)));
  return boundary(location.trim(), touch.trim()) || boundary(touch.trim(), location.trim());
}

/** Breaking changes no entry accounts for. */
export function uncoveredBreakingChanges(
  changes: readonly ApiChangeIn[],
  entries: readonly ChangelogEntry[],
): ApiChangeIn[] {
  return changes.filter(
    (change) =>
      change.level === 'breaking' &&
      !entries.some(
        (entry) =>
          entry.breaking &&
          entry.apis.includes(change.api) &&
          entry.touches.some((touch) => touchCovers(touch, change.location)),
      ),
  );
}

export interface CoverageResult {
  base: string | undefined;
  uncovered: ApiChangeIn[];
}

/** Runs the check in the repository at `cwd`. Without a changelog commit there is nothing to compare with. */
export async function checkChangelogCoverage(cwd: string = process.cwd()): Promise<CoverageResult> {
  const root = repoRoot(cwd);
  const base = lastChangelogCommit(root);
  if (!base) return { base, uncovered: [] };
  const entries = loadEntries(path.join(root, changelogDir));
  return { base, uncovered: uncoveredBreakingChanges(await changesSince(base, root), entries) };
}
