/** A problem in a source file, located precisely enough for a writer to jump to it. */
export interface SourceProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export class SourceError extends Error {
  constructor(readonly problems: SourceProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'SourceError';
  }
}

/** `file:line:column: message`, the form editors and CI annotations understand. */
export function formatProblem({ file, line, column, message }: SourceProblem): string {
  const location = line ? `:${line}${column ? `:${column}` : ''}` : '';
  return `${file}${location}: ${message}`;
}
