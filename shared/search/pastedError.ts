/**
 * A pasted error reads as the value that names it. Readers paste an error body
 * (`{"status":422,"type":"UNPROCESSABLE_ENTITY","code":"AMOUNT_EXCEEDS_REFUNDABLE"}`) or type a
 * field with its value (`statusCode 105`, `code: INVALID_STATUS`); searched as typed, the field names
 * and the other values matched every schema and operation that lists them, and the row that says what
 * the error means came after them. Each field below is one of the error body's (REST `ApiException`,
 * GraphQL `extensions`) or a payment's `statusCode`, most specific first; a value is a code as the API
 * writes it: three digits or UPPER_SNAKE_CASE.
 */
const ERROR_FIELDS = ['code', 'statuscode', 'type', 'status'] as const;

const PAIR = /"?\b(code|status\s?code|type|status)"?\s*[:=]?\s*"?(\d{3}|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})"?/gi;

/** A value only an error or a decline names: an HTTP status or decline code, or an UPPER_SNAKE_CASE code. */
const SPECIFIC = /^(?:\d{3}|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$/;

/** Whether a value is a code only an error or a decline names (`105`, `AMOUNT_EXCEEDS_REFUNDABLE`). */
export const isErrorCode = (value: string): boolean => SPECIFIC.test(value);

/** One field with its value and nothing else (`statusCode 105`). Compiled once: it runs on every keystroke. */
const ONLY_PAIR = new RegExp(`^\\s*${PAIR.source}\\s*$`, 'i');

/**
 * The query is pasted: a JSON object or part of one (`extensions {"type": …}`), one field with its
 * value and nothing else, or a field with a value only an error names among other words (`bizum
 * payment FAILED statusCode 401`, `statusCode 112 statusMessage authentication required`). A field
 * with a plain value among words is a question (`what does status FAILED mean`), searched as typed.
 */
const isPasted = (query: string, pairs: RegExpMatchArray[]): boolean =>
  /^\s*\{|\{\s*"/.test(query) || ONLY_PAIR.test(query) || pairs.some((match) => isErrorCode(match[2]!));

/**
 * An HTTP status line as a client logs it (`HTTP/1.1 429 Too Many Requests`, `HTTP 409`): searched
 * without its protocol, which no page says next to a status.
 */
const STATUS_LINE = /^\s*HTTP(?:\/\d(?:\.\d)?)?\s+(\d{3}\b.*)$/i;

/** The values of each error field a pasted error names, in the order written; undefined when not pasted. */
function pastedFields(query: string): Map<string, string[]> | undefined {
  const pairs = [...query.matchAll(PAIR)];
  if (!isPasted(query, pairs)) return undefined;
  const found = new Map<string, string[]>();
  for (const match of pairs) {
    const field = match[1]!.toLowerCase().replace(/\s/, '');
    const value = match[2]!;
    // A value in lower case is a word, not a code ("status failed", "type of card").
    if (!/^\d{3}$/.test(value) && value !== value.toUpperCase()) continue;
    found.set(field, [...(found.get(field) ?? []), value]);
  }
  return found;
}

/**
 * What to search for when the query is a pasted error or a field with its value (the code that
 * names the error), or an HTTP status line (its status and reason); otherwise undefined.
 */
export function pastedErrorValue(query: string): string | undefined {
  const statusLine = STATUS_LINE.exec(query);
  if (statusLine) return statusLine[1]!.trim();
  const found = pastedFields(query);
  const field = ERROR_FIELDS.find((name) => found?.has(name));
  return field ? found!.get(field)![0] : undefined;
}

/**
 * Every code a pasted error names, for the MCP server's `explain_error` (shared/errors-reference.ts),
 * read by the same rules as the search: the error codes and payment statusCodes (a GraphQL response
 * can carry several), else its type, else its HTTP status; an HTTP status line gives its status.
 * Empty when the text is not a pasted error.
 */
export function pastedErrorCodes(query: string): string[] {
  const statusLine = STATUS_LINE.exec(query);
  if (statusLine) return [statusLine[1]!.slice(0, 3)];
  const found = pastedFields(query);
  if (!found) return [];
  const groups = [['code', 'statuscode'], ['type'], ['status']];
  const codes = groups.map((group) => group.flatMap((field) => found.get(field) ?? [])).find((values) => values.length);
  return [...new Set(codes ?? [])];
}
