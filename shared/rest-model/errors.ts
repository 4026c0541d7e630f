/**
 * The errors one REST operation can return, read from its own responses: each 4xx/5xx status with
 * the error `type` and the `code`s its examples show, and the anchor of each in /errors/.
 */

import { apiErrorCodes, apiErrorTypes } from '../../data/apiErrors';

export interface OperationError {
  status: number;
  type: string;
  codes: string[];
}

interface ResponseLike {
  content?: Record<string, unknown>;
}

interface MediaLike {
  examples?: Record<string, { value?: unknown }>;
  example?: unknown;
}

export function operationErrors(responses: Record<string, ResponseLike> | undefined): OperationError[] {
  return Object.entries(responses ?? {})
    .filter(([status]) => /^[45]\d\d$/.test(status))
    .flatMap(([status, response]) => {
      const errorType = apiErrorTypes.find((candidate) => candidate.status === Number(status));
      if (!errorType) return [];
      const shown = Object.values(response.content ?? {}).flatMap((entry) => {
        const media = (entry ?? {}) as MediaLike;
        return [...Object.values(media.examples ?? {}).map((example) => example.value), media.example];
      });
      const codes = shown
        .map((value) => (value as { code?: unknown } | undefined)?.code)
        .filter((code): code is string => apiErrorCodes.some((known) => known.code === code));
      // Examples show typical cases; a status with a single code can only return that one.
      const ofType = apiErrorCodes.filter((errorCode) => errorCode.type === errorType.type).map((e) => e.code);
      const listed = codes.length > 0 ? codes : ofType;
      return [{ status: Number(status), type: errorType.type, codes: [...new Set(listed)] }];
    });
}
