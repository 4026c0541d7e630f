import { SourceError, formatProblem } from '../lib/source-errors';

/** What a failed generation prints: each source problem as `file:line:column: message`, else the error's message. */
export function formatGenerationError(error: unknown): string {
  if (error instanceof SourceError)
    return `[gen] reference generation stopped; previous pages kept.\n${error.problems.map(formatProblem).join('\n')}`;
  return `[gen] reference generation failed; previous pages kept.\n${error instanceof Error ? error.message : String(error)}`;
}
