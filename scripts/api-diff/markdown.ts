/** The Markdown report: a summary line, then per API the changes grouped by level, worst first. */
import { levels, type ApiChange, type Level } from './types';

export interface ApiSection {
  title: string;
  file: string;
  changes: ApiChange[];
}

/** Marker that lets the pull-request workflow find and update its earlier comment. */
export const reportMarker = '<!-- pagora-api-change-report -->';

const headings: Record<Level, string> = {
  breaking: 'Breaking',
  dangerous: 'Dangerous',
  'non-breaking': 'Non-breaking',
};

/** GitHub refuses comments over 65,536 characters; long lists are cut well before that. */
const maxItemsPerList = 150;

function item(change: ApiChange): string {
  return change.location ? `- \`${change.location}\`: ${change.message}` : `- ${change.message}`;
}

function list(changes: ApiChange[]): string[] {
  const lines = changes.slice(0, maxItemsPerList).map(item);
  if (changes.length > maxItemsPerList) lines.push(`- … and ${changes.length - maxItemsPerList} more`);
  return lines;
}

function counts(changes: ApiChange[]): string {
  const relevant = changes.filter((change) => !change.docsOnly);
  return levels.map((level) => `${relevant.filter((change) => change.level === level).length} ${level}`).join(', ');
}

export function renderReport(base: string, sections: ApiSection[]): string {
  const out = [reportMarker, `## API changes against \`${base}\``, ''];
  out.push(
    ...sections.map((section) => `- **${section.title}** (\`${section.file}\`): ${counts(section.changes)}`),
    '',
  );
  const breaking = sections.some((section) =>
    section.changes.some((change) => change.level === 'breaking' && !change.docsOnly),
  );
  if (breaking)
    out.push(
      '> [!WARNING]',
      '> This change breaks existing API callers. Prefer deprecating first, or version the change.',
      '',
    );

  for (const section of sections) {
    out.push(`### ${section.title}`, '');
    const changes = section.changes.filter((change) => !change.docsOnly);
    const docsOnly = section.changes.filter((change) => change.docsOnly);
    if (section.changes.length === 0) out.push(`No changes to \`${section.file}\`.`, '');
    for (const level of levels) {
      const atLevel = changes.filter((change) => change.level === level);
      if (atLevel.length > 0) out.push(`#### ${headings[level]} (${atLevel.length})`, '', ...list(atLevel), '');
    }
    if (docsOnly.length > 0) {
      out.push(
        `<details><summary>Description changes (${docsOnly.length})</summary>`,
        '',
        ...list(docsOnly),
        '',
        '</details>',
        '',
      );
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
