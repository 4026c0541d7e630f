/**
 * What Redocly's lint report (`redocly lint --format=json`) means for generation. Its errors under the
 * `minimal` rules stop it, located, save one kind: a property OpenAPI does not define
 * (`struct`: "Property `nullable` is not expected here"). Renderers ignore those, and so do our pages
 * (a 3.1 schema's `nullable: true`, kept from 3.0 in many public descriptions, is still shown as
 * "or null"), so they are counted, not fatal. Pagora's own document is held to Redocly's
 * `recommended` rules, unknown properties included, by `npm run lint:api` in `npm test`.
 */
import type { SourceProblem } from './source-errors';

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn' | 'off';
  message: string;
  location?: Array<{ start?: { line: number; col: number } }>;
}

export interface LintReport {
  problems: LintProblem[];
}

const UNKNOWN_PROPERTY = /^Property `.+` is not expected here\.?$/;

/** The report's errors that stop generation, and the unknown properties it lets through. */
export function readLintReport(
  report: LintReport,
  file: string,
): { stopping: SourceProblem[]; unknownProperties: SourceProblem[] } {
  const located = (problem: LintProblem): SourceProblem => ({
    file,
    line: problem.location?.[0]?.start?.line,
    column: problem.location?.[0]?.start?.col,
    message: `${problem.message} (Redocly: ${problem.ruleId})`,
  });
  const errors = report.problems.filter((problem) => problem.severity === 'error');
  const unknown = (problem: LintProblem) => problem.ruleId === 'struct' && UNKNOWN_PROPERTY.test(problem.message);
  return {
    stopping: errors.filter((problem) => !unknown(problem)).map(located),
    unknownProperties: errors.filter(unknown).map(located),
  };
}
