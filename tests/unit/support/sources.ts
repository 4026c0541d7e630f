/** Shared readers for the unit tests: the API sources of truth and the guides' code samples. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { buildSchema, type GraphQLSchema } from 'graphql';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OpenApiDocument } from '../../../shared/openapi-document';
import { RestModel, type Json } from '../../../shared/rest-model/model';

export const root = path.resolve(__dirname, '..', '..', '..');

/**
 * Runs a TypeScript script of ours, as `tsx script.ts` would: Node with tsx's CommonJS hook. The tsx
 * command starts a second Node process with an ES-module loader thread as well: 0.85 CPU-s a run
 * here, against 0.2 (the reference generator runs about 20 times in these tests).
 */
export function typescriptCommand(script: string, ...args: string[]): [string, string[]] {
  return [process.execPath, ['--require', require.resolve('tsx/cjs'), script, ...args]];
}

export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject>; parameters?: Record<string, unknown> };
};
export type SchemaObject = { enum?: string[]; properties?: Record<string, unknown>; [key: string]: unknown };
export type Operation = {
  operationId: string;
  parameters?: Array<{ name?: string; in?: string; $ref?: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
};

let openapiCache: OpenApi | undefined;
export function openapi(): OpenApi {
  openapiCache ??= yaml.load(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as OpenApi;
  return openapiCache;
}

let documentCache: Promise<OpenApiDocument> | undefined;
/** openapi() with its references indexed by the shared reader, for tests that follow a `$ref`. */
export function openapiDocument(): Promise<OpenApiDocument> {
  documentCache ??= OpenApiDocument.of(openapi() as unknown as Record<string, unknown>);
  return documentCache;
}

let schemaCache: GraphQLSchema | undefined;
/** The one REST model of openapi/openapi.yaml (shared/rest-model), as the pages are generated from it. */
export function restModel(): Promise<RestModel> {
  return RestModel.of(openapi() as unknown as Json);
}

export function graphqlSchema(): GraphQLSchema {
  schemaCache ??= buildSchema(readFileSync(path.join(root, 'graphql/schema.graphql'), 'utf8'));
  return schemaCache;
}

/** An Ajv that knows every component schema, as `pagora#/components/schemas/X`. */
export function openapiValidator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addKeyword({ keyword: 'x-enumDescriptions' });
  ajv.addSchema({ ...(openapi() as unknown as Record<string, unknown>), $id: 'pagora' });
  return ajv;
}

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  meta: string;
  code: string;
}

export function guideFiles(dir = path.join(root, 'docs')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return guideFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Fenced code blocks of a Markdown/MDX file, with their 1-based start line. */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  let open: { fence: string; lang: string; meta: string; line: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (!open) {
      const match = /^(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(trimmed);
      if (match) open = { fence: match[1]!, lang: match[2] ?? '', meta: match[3] ?? '', line: index + 1, body: [] };
      return;
    }
    if (trimmed.startsWith(open.fence) && trimmed.replace(/[`~]/g, '') === '') {
      blocks.push({
        file: path.relative(root, file),
        line: open.line,
        lang: open.lang,
        meta: open.meta,
        code: open.body.join('\n'),
      });
      open = undefined;
      return;
    }
    open.body.push(line);
  });
  return blocks;
}
