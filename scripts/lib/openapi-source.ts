import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { OpenApiDocument as OpenApiRefs } from '../../shared/openapi-document';
import { httpMethods, RestModel, type Json } from '../../shared/rest-model/model';
import { SourceError, type SourceProblem } from './source-errors';
import { siteLinks } from './description-links';

export type OpenApiDocument = Record<string, unknown> & {
  openapi?: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Parses the OpenAPI YAML, turning parser errors into located problems. */
function parseOpenApiFile(file: string, text: string): OpenApiDocument {
  let parsed: unknown;
  try {
    parsed = yaml.load(text, { filename: file });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      throw new SourceError([
        {
          file,
          line: error.mark.line + 1,
          column: error.mark.column + 1,
          message: `YAML does not parse: ${error.reason}`,
        },
      ]);
    }
    throw error;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SourceError([{ file, line: 1, message: 'expected an OpenAPI document (a YAML mapping)' }]);
  }
  return parsed as OpenApiDocument;
}

// On `globalThis`, not in this module: Docusaurus loads each plugin with its own fresh copy of the
// modules it imports (`loadFreshModule` in @docusaurus/utils), so a module variable is per plugin.
const shared = globalThis as {
  pagoraOpenApi?: { key: string; text: string; document: OpenApiDocument; model?: Promise<RestModel> };
};

/**
 * An OpenAPI file parsed, and its REST model built, once per process while its content stays the same:
 * generation, the guide checks, the changelog, the search index and the llms artefacts share them
 * (read-only), its links to pages the site does not have resolved by `siteLinks()`. Not per build: a hand-over to the second process of scripts/build.ts would save only
 * tens of milliseconds. Only the last file is kept (`npm start` rebuilds after an edit).
 */
export function openApiOfFile(file: string): OpenApiDocument {
  const text = readFileSync(file, 'utf8');
  const key = path.resolve(file);
  const last = shared.pagoraOpenApi;
  if (last?.key === key && last.text === text) return last.document;
  shared.pagoraOpenApi = { key, text, document: parseOpenApiFile(file, text) };
  return shared.pagoraOpenApi.document;
}

export function restModelOfFile(file: string): Promise<RestModel> {
  const document = openApiOfFile(file);
  return (shared.pagoraOpenApi!.model ??= RestModel.of(document as Json, siteLinks()));
}

/** Finds the 1-based line of a JSON pointer in the YAML text (good enough for the shallow keys we report). */
export function lineOfPointer(text: string, pointer: string[]): number | undefined {
  const lines = text.split('\n');
  let from = 0;
  let indent = -1;
  for (const key of pointer) {
    const pattern = new RegExp(`^(\\s*)(['"]?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\s*:`);
    let found = -1;
    for (let index = from; index < lines.length; index += 1) {
      const match = pattern.exec(lines[index] ?? '');
      if (match && (match[1] ?? '').length > indent) {
        found = index;
        indent = (match[1] ?? '').length;
        break;
      }
    }
    if (found < 0) return undefined;
    from = found + 1;
  }
  return from;
}

/**
 * Checks the generator would otherwise trip over with an unhelpful stack trace, or the build only
 * report on the built page: every operation has responses (in OpenAPI 3.0), every local $ref
 * resolves, and no description links relatively (./description-links.ts). An operation without an
 * operationId is named by its method and path (shared/rest-model `operationIdOf`).
 */
export async function checkOpenApiStructure(file: string, document: OpenApiDocument): Promise<SourceProblem[]> {
  const text = readFileSync(file, 'utf8');
  const problems: SourceProblem[] = [];
  if (typeof document.openapi !== 'string' || !/^3\.[01]\./.test(document.openapi)) {
    problems.push({
      file,
      line: lineOfPointer(text, ['openapi']) ?? 1,
      message:
        typeof document.swagger === 'string'
          ? `Swagger ${document.swagger} is not read: convert it to OpenAPI 3 first (for example \`npx swagger2openapi ${file} --yaml --outfile ${file}\`)`
          : 'expected `openapi: 3.0.x` or `3.1.x`',
    });
  }
  const responsesRequired = !/^3\.1\./.test(String(document.openapi));
  for (const [route, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = pathItem?.[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      // Required by OpenAPI 3.0 (at least one), optional from 3.1: the page then lists none.
      if (responsesRequired && (!operation.responses || Object.keys(operation.responses).length === 0)) {
        // Found only for a problem: it reads the file from the top, once per operation otherwise.
        const line = lineOfPointer(text, ['paths', route, method]);
        problems.push({ file, line, message: `${method.toUpperCase()} ${route} has no responses` });
      }
    }
  }
  for (const ref of new Set((await OpenApiRefs.of(document)).unresolvedRefs())) {
    const index = text.indexOf(ref);
    const line = index >= 0 ? text.slice(0, index).split('\n').length : undefined;
    problems.push({ file, line, message: `$ref "${ref}" points to nothing` });
  }
  return problems;
}
