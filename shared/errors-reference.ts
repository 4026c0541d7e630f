/**
 * The row of the errors reference (/errors/, docs/errors.mdx, drawn from data/apiErrors.ts and
 * data/statusCodes.ts) that explains what an integrator got back: a REST error body, a GraphQL error
 * or response, a Payment with its `statusCode`, a field with its value (`statusCode 105`), or a bare code
 * (`INVALID_STATUS`, `102`, `422`), read by the search's parser of a pasted error (shared/search/pastedError.ts).
 * The MCP server's `explain_error` answers with it.
 */
import { apiErrorCodes, apiErrorTypes, errorCodeAnchor } from '../data/apiErrors';
import { declineKindLabels, statusCodeAnchor, statusCodes } from '../data/statusCodes';
import { pastedErrorCodes } from './search/pastedError';

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

/** Every row that explains the input; empty when nothing in it is a code Pagora documents. */
export function explainError(input: string): ErrorsReferenceRow[] {
  const text = input.trim();
  // Read as the site's search reads a pasted error; anything else is a bare code (`102`, `"INVALID_STATUS"`).
  const pasted = pastedErrorCodes(text);
  const codes = pasted.length ? pasted : [text.replace(/^["']|["']$/g, '')];
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
