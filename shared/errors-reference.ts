/**
 * The row of the errors reference (/errors/, docs/errors.mdx, drawn from data/apiErrors.ts and
 * data/statusCodes.ts) that explains what an integrator got back: a REST error body, a GraphQL error
 * or response, a Payment with its `statusCode`, or a bare code (`INVALID_STATUS`, `102`, `422`).
 * The MCP server's `explain_error` answers with it.
 */
import { apiErrorCodes, apiErrorTypes, errorCodeAnchor } from '../data/apiErrors';
import { declineKindLabels, statusCodeAnchor, statusCodes } from '../data/statusCodes';

export const errorsRoute = '/errors/';

export type ErrorsReferenceRow =
  | {
      kind: 'API error';
      code: string;
      type: string;
      httpStatus: number;
      meaning: string;
      whatToDo: string;
      route: string;
    }
  | { kind: 'API error type'; type: string; httpStatus: number; whatToDo: string; codes: string[]; route: string }
  | {
      kind: 'statusCode';
      code: string;
      meaning: string;
      statuses: string[];
      decline: string;
      retryable: boolean;
      advice: string;
      route: string;
    };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function errorCodeRow(code: string): ErrorsReferenceRow | undefined {
  const fact = apiErrorCodes.find((candidate) => candidate.code === code);
  const type = fact && apiErrorTypes.find((candidate) => candidate.type === fact.type);
  if (!fact || !type) return undefined;
  return {
    kind: 'API error',
    code,
    type: fact.type,
    httpStatus: type.status,
    meaning: fact.meaning,
    whatToDo: type.whatToDo,
    route: `${errorsRoute}#${errorCodeAnchor(code)}`,
  };
}

function errorTypeRow(match: (type: (typeof apiErrorTypes)[number]) => boolean): ErrorsReferenceRow[] {
  return apiErrorTypes.filter(match).map((type) => ({
    kind: 'API error type',
    type: type.type,
    httpStatus: type.status,
    whatToDo: type.whatToDo,
    codes: apiErrorCodes.filter((code) => code.type === type.type).map((code) => code.code),
    route: `${errorsRoute}#rest-errors`,
  }));
}

function statusCodeRow(code: string): ErrorsReferenceRow | undefined {
  const fact = statusCodes.find((candidate) => candidate.code === code);
  if (!fact) return undefined;
  return {
    kind: 'statusCode',
    code,
    meaning: fact.meaning,
    statuses: [...fact.statuses],
    decline: declineKindLabels[fact.kind],
    retryable: fact.retryable,
    advice: fact.advice,
    route: `${errorsRoute}#${statusCodeAnchor(code)}`,
  };
}

/** The codes a parsed body carries: REST `code`, GraphQL `extensions.code`, a Payment's `statusCode`. */
function codesIn(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(codesIn);
  if (!value || typeof value !== 'object') return [];
  const found: string[] = [];
  if (typeof value.code === 'string') found.push(value.code);
  if (typeof value.statusCode === 'string') found.push(value.statusCode);
  for (const key of ['extensions', 'errors', 'error', 'data', 'payment'])
    if (value[key] !== undefined) found.push(...codesIn(value[key]));
  return found;
}

/** Every row that explains the input; empty when nothing in it is a code Pagora documents. */
export function explainError(input: string): ErrorsReferenceRow[] {
  const text = input.trim();
  let codes: string[];
  try {
    const parsed = JSON.parse(text) as Json;
    // A bare `102` or `"INVALID_STATUS"` parses as JSON too: it is the code itself.
    codes = typeof parsed === 'object' && parsed !== null ? codesIn(parsed) : [String(parsed)];
  } catch {
    codes = [text.replace(/^["']|["']$/g, '')];
  }
  const rows: ErrorsReferenceRow[] = [];
  for (const code of new Set(codes)) {
    const upper = code.toUpperCase();
    const row = errorCodeRow(upper) ?? statusCodeRow(code);
    if (row) rows.push(row);
    else rows.push(...errorTypeRow((type) => type.type === upper));
    // A bare number can also be the HTTP status of a REST error (401 is both a statusCode and an HTTP status).
    if (/^\d{3}$/.test(code)) rows.push(...errorTypeRow((type) => String(type.status) === code));
  }
  return rows;
}

/** Every code and type the errors reference explains, for "did you mean" answers. */
export function knownErrorNames(): string[] {
  return [
    ...apiErrorCodes.map((code) => code.code),
    ...apiErrorTypes.map((type) => type.type),
    ...statusCodes.map((code) => code.code),
  ];
}
