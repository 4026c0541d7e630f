/**
 * get_rest_operation: one operation of the published OpenAPI document (`/api/v1/openapi.json`), read
 * through the site's one REST model (shared/rest-model: the operations and their ids, the request
 * sample the reference page shows), with every `$ref` of the operation resolved.
 */
import { restOperationRoute } from '../../config/api-crosslinks';
import { sampleOptions } from '../../config/site';
import { RestModel, type Json } from '../../shared/rest-model/model';
import { buildRequestSamples, sampleLanguages, type SampleLanguage } from '../../shared/rest-samples';
import { closestNames } from './closest';
import { artefactPaths, type PublishedSite } from './published-site';
import { ToolError } from './tool-error';

export { sampleLanguages, type SampleLanguage };

export interface RestOperationEntry {
  operationId?: string;
  /** Its reference page, by the site's route rule (an operation without an operationId has one too). */
  route: string;
  method: string;
  path: string;
  /** The operation object, `$ref`s resolved, path-level parameters merged in. */
  operation: Json;
  /** Its request sample in each language, as the reference page shows it. */
  samples: ReturnType<typeof buildRequestSamples>;
}

export interface RestOperationAnswer {
  operationId?: string;
  method: string;
  path: string;
  summary?: string;
  deprecated: boolean;
  /** The reference page of the operation, when the site has one. */
  url?: string;
  operation: Json;
  sample: { language: SampleLanguage; exampleSummary?: string; code: string };
}

function loadOperations(site: PublishedSite): Promise<{ servers: string[]; operations: RestOperationEntry[] }> {
  return site.cached('openapi', async () => {
    const raw = await site.json<Json>(
      artefactPaths.openapi,
      (where) => `This site publishes no OpenAPI document at ${where}.`,
    );
    let model: RestModel;
    let resolved: Json;
    try {
      // References inside the document only, so the server fetches nothing but the site.
      model = await RestModel.of(raw);
      resolved = await model.refs.dereferenced();
    } catch (error) {
      throw new ToolError(
        `${site.locate(artefactPaths.openapi)}: cannot resolve its $refs: ${(error as Error).message}`,
      );
    }
    const servers = ((raw.servers ?? []) as Array<{ url: string }>).map((server) => server.url.replace(/\/$/, ''));
    const resolvedPaths = (resolved.paths ?? {}) as Record<string, Json>;
    const operations = model.operations().map((entry): RestOperationEntry => {
      const item = resolvedPaths[entry.path] ?? {};
      const operation = item[entry.method.toLowerCase()] as Json;
      const key = (parameter: Json): string => `${String(parameter.in)}:${String(parameter.name)}`;
      const own = (operation.parameters ?? []) as Json[];
      const shared = ((item.parameters ?? []) as Json[]).filter(
        (parameter) => !own.some((o) => key(o) === key(parameter)),
      );
      const parameters = [...shared, ...own];
      return {
        ...(typeof entry.operation.operationId === 'string' ? { operationId: entry.operation.operationId } : {}),
        route: restOperationRoute(String(entry.operation.operationId)),
        method: entry.method,
        path: entry.path,
        operation: parameters.length ? { ...operation, parameters } : operation,
        samples: buildRequestSamples(model.sampleOperation(entry), {
          ...sampleOptions,
          baseUrl: servers[0] ?? sampleOptions.baseUrl,
        }),
      };
    });
    return { servers, operations };
  });
}

/** The path template matches a concrete path: `/payments/{paymentId}` matches `/payments/pay_123`. */
function templateMatches(template: string, path: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(path);
}

function find(operations: RestOperationEntry[], wanted: string, servers: string[]): RestOperationEntry | undefined {
  const byId = operations.find((entry) => entry.operationId?.toLowerCase() === wanted.toLowerCase());
  if (byId) return byId;
  const match = /^([A-Za-z]+)\s+(\S+)$/.exec(wanted);
  if (!match) return undefined;
  const method = match[1]!.toUpperCase();
  let path = match[2]!.replace(/[?#].*$/, '');
  for (const server of servers) if (server && path.startsWith(server)) path = path.slice(server.length) || '/';
  const candidates = operations.filter((entry) => entry.method === method);
  return (
    candidates.find((entry) => entry.path === path) ?? candidates.find((entry) => templateMatches(entry.path, path))
  );
}

export async function getRestOperation(
  site: PublishedSite,
  { operation: wanted, language }: { operation: string; language: SampleLanguage },
): Promise<RestOperationAnswer> {
  const { servers, operations } = await loadOperations(site);
  const entry = find(operations, wanted.trim(), servers);
  if (!entry) {
    const names = operations.flatMap((candidate) => [
      ...(candidate.operationId ? [candidate.operationId] : []),
      `${candidate.method} ${candidate.path}`,
    ]);
    throw new ToolError(
      `No REST operation "${wanted}" in ${site.locate(artefactPaths.openapi)}. Closest: ${closestNames(wanted, names).join(', ')}. ` +
        'Give an operationId (payments-create) or a method and path (POST /payments).',
    );
  }
  const routes = await site.routes();
  const samples = entry.samples;
  return {
    ...(entry.operationId ? { operationId: entry.operationId } : {}),
    method: entry.method,
    path: entry.path,
    ...(typeof entry.operation.summary === 'string' ? { summary: entry.operation.summary } : {}),
    deprecated: entry.operation.deprecated === true,
    ...(routes.includes(entry.route) ? { url: site.url(entry.route) } : {}),
    operation: entry.operation,
    sample: {
      language,
      ...(samples.exampleSummary ? { exampleSummary: samples.exampleSummary } : {}),
      code: samples.code[language],
    },
  };
}
