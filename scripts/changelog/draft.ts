/**
 * `npm run changelog:draft -- <base-ref>`: prints a changelog entry for the API changes since
 * `base-ref`, drafted from the API change report, for the writer to edit and save as
 * changelog/<date>-<slug>.md (the file name it suggests is on the first line, as a comment).
 */
import { repoRoot, assertCommit } from '../api-diff/git';
import { changesSince, type ApiChangeIn } from './coverage';
import { apiNames, type Kind } from './entries';

function guessKind(changes: readonly ApiChangeIn[]): Kind {
  const text = changes.map((change) => change.message.toLowerCase()).join('\n');
  if (/\bremoved\b/.test(text)) return 'removed';
  if (/\bdeprecat/.test(text)) return 'deprecated';
  if (changes.every((change) => change.level === 'non-breaking' && /\badded\b/.test(change.message.toLowerCase())))
    return 'added';
  return 'changed';
}

/** `POST /payments (payments-create)` → `POST /payments`. */
const touchOf = (location: string): string => location.replace(/\s+\([^)]*\)$/, '');

export function draftEntry(changes: readonly ApiChangeIn[], today: string): string {
  const relevant = changes.filter((change) => !change.docsOnly);
  if (relevant.length === 0) return '';
  const apis = apiNames.filter((api) => relevant.some((change) => change.api === api));
  const breaking = relevant.some((change) => change.level === 'breaking');
  const touches = [...new Set(relevant.map((change) => touchOf(change.location)))];
  const lines = relevant.map(
    (change) =>
      `- ${change.api === 'rest' ? 'REST' : 'GraphQL'} \`${touchOf(change.location)}\`: ${change.message}${change.level === 'non-breaking' ? '' : ` (${change.level})`}`,
  );
  return [
    `<!-- save as changelog/${today}-short-title.md -->`,
    '---',
    `date: ${today}`,
    'title: Say in one sentence what changed',
    `apis: ${apis.length === 2 ? 'both' : apis[0]}`,
    `kind: ${guessKind(relevant)}`,
    `breaking: ${breaking}`,
    'touches:',
    ...touches.map((touch) => `  - ${JSON.stringify(touch)}`),
    '---',
    '',
    'What changed and what integrators should do. The API change report found:',
    '',
    ...lines,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const [base, ...extra] = process.argv.slice(2);
  if (!base || base.startsWith('-') || extra.length > 0) {
    console.error('usage: npm run --silent changelog:draft -- <base-ref>   (for example origin/main)');
    process.exit(2);
  }
  try {
    const root = repoRoot();
    assertCommit(base, root);
    const draft = draftEntry(await changesSince(base, root), new Date().toISOString().slice(0, 10));
    if (!draft) {
      console.error(`[changelog:draft] no API changes since ${base}: nothing to write.`);
      return;
    }
    process.stdout.write(draft);
  } catch (error) {
    console.error(`[changelog:draft] ${(error as Error).message}`);
    process.exit(2);
  }
}

if (require.main === module) void main();
