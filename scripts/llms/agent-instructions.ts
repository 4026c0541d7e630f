/**
 * The "Instructions for coding agents" section of /llms.txt, generated from the sources so it never
 * drifts from them: which integration to choose (the table of the getting-started guide), the rules
 * an integration follows (idempotency keys, amounts, callback signatures, secret keys, test and live
 * keys, from openapi/), and what is deprecated with its replacement (OpenAPI `deprecated: true` with
 * `x-replaced-by`, GraphQL `@deprecated(reason:)`). A source it cannot read stops the build with the
 * file and location, as the reference generators do.
 */
import {
  getLocation,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';
import { site } from '../../config/site';
import { lineOfPointer } from '../lib/openapi-source';
import { SourceError, type SourceProblem } from '../lib/source-errors';
import { absoluteUrl, oneLine, rewriteLinks } from './markdown';
import type { Json, RestModel } from '../../shared/rest-model/model';
import { isObject } from '../../shared/openapi-document';

/** One row of the getting-started guide's "Choose how customers pay" table. */
export interface IntegrationChoice {
  name: string;
  how: string;
  when: string;
  guides: string;
}

export interface DeprecatedItem {
  api: 'REST' | 'GraphQL';
  /** What is deprecated: `payments-recurring`, `Payment.lastRefundReason`, `createPayment(input.x)`. */
  name: string;
  replacement: string;
}

export interface AgentFacts {
  integrations: IntegrationChoice[];
  /** The guide's advice after the table ("If you are unsure, …"), when it gives one. */
  integrationAdvice?: string;
  idempotentPosts: string[];
  idempotencyKeyRule: string;
  graphqlMutationsTakeIdempotencyKey: boolean;
  amountsRule: string;
  amountFields: string[];
  /** The headers Pagora signs its callbacks with, and what each one carries. */
  signatureHeaders: Array<{ name: string; description: string }>;
  keysRule: string;
  deprecated: DeprecatedItem[];
}

export interface AgentSources {
  openapi: RestModel;
  /** For error messages: the file as the writer knows it, and its text to find lines in. */
  openapiFile: string;
  openapiText: string;
  schema: GraphQLSchema;
  schemaFile: string;
  /** The Markdown copy of /getting-started/ and the MDX file it comes from (for error messages). */
  gettingStarted: { markdown: string; file: string };
}

const INTEGRATION_HEADING = '## Choose how customers pay';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What GraphQL says when `@deprecated` has no reason: not a replacement. */
const DEFAULT_DEPRECATION_REASON = 'No longer supported';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cellText) => cellText.trim());
}

/** The table under "## Choose how customers pay", by its column headings. */
export function integrationChoices(markdown: string, file: string): { rows: IntegrationChoice[]; advice?: string } {
  const start = markdown.split('\n').findIndex((line) => line.trim() === INTEGRATION_HEADING);
  const fail = (message: string): never => {
    throw new SourceError([{ file, message: `${message} (the agent instructions in llms.txt are built from it)` }]);
  };
  if (start < 0) fail(`no "${INTEGRATION_HEADING}" section`);
  const lines = markdown.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => /^#{1,2}\s/.test(line));
  const section = end < 0 ? lines : lines.slice(0, end);
  const tableStart = section.findIndex((line) => line.trim().startsWith('|'));
  if (tableStart < 0) fail(`no table under "${INTEGRATION_HEADING}"`);
  const table = section
    .slice(tableStart)
    .filter((line, index, all) => all.slice(0, index + 1).every((l) => l.trim().startsWith('|')));
  const headers = splitRow(table[0]!);
  const column = (name: string): number => {
    const index = headers.indexOf(name);
    if (index < 0) fail(`the table under "${INTEGRATION_HEADING}" has no "${name}" column`);
    return index;
  };
  const [name, how, when, guides] = ['Integration', 'How it works', 'Choose it when', 'Guide'].map(column) as [
    number,
    number,
    number,
    number,
  ];
  const rows = table.slice(2).map((line) => {
    const cells = splitRow(line);
    return { name: cells[name]!, how: cells[how]!, when: cells[when]!, guides: cells[guides]! };
  });
  if (rows.length === 0) fail(`the table under "${INTEGRATION_HEADING}" has no rows`);
  const after = section.slice(tableStart + table.length).find((line) => line.trim() !== '');
  return { rows, advice: after && !after.startsWith('#') ? after.trim() : undefined };
}

/** One bullet of `info.description` that starts with `- **<label>**`. */
function infoBullet(openapi: RestModel, label: string, file: string): string {
  const description = String((openapi.document.info as Json | undefined)?.description ?? '');
  const bullet = description.split('\n').find((line) => line.startsWith(`- **${label}**`));
  if (!bullet)
    throw new SourceError([
      {
        file,
        message: `info.description has no "- **${label}** …" bullet (read by the agent instructions in llms.txt)`,
      },
    ]);
  return bullet.replace(/^- /, '');
}

function parameters(openapi: RestModel, item: Json, operation: Json): Json[] {
  const list = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  return list.map((parameter) => openapi.deref(parameter));
}

function restDeprecations(
  openapi: RestModel,
  file: string,
  text: string,
): { items: DeprecatedItem[]; problems: SourceProblem[] } {
  const items: DeprecatedItem[] = [];
  const problems: SourceProblem[] = [];
  const visit = (node: Json, pointer: string[], name: string): void => {
    if (node.deprecated !== true) return;
    const replacement = node['x-replaced-by'];
    if (typeof replacement === 'string' && replacement.trim())
      items.push({ api: 'REST', name, replacement: replacement.trim() });
    else
      problems.push({
        file,
        line: lineOfPointer(text, pointer),
        message: `${name} is deprecated: add "x-replaced-by" saying what to use instead (the agent instructions in llms.txt list it)`,
      });
  };
  const paths = (openapi.document.paths as Record<string, Json> | undefined) ?? {};
  for (const [route, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const id = typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${route}`;
      visit(operation, ['paths', route, method], id);
      (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((parameter) => {
        if (isObject(parameter) && typeof parameter.name === 'string')
          visit(parameter, ['paths', route, method, 'parameters'], `${id} parameter ${parameter.name}`);
      });
    }
  }
  for (const [schemaName, schema] of Object.entries(openapi.schemas)) {
    visit(schema, ['components', 'schemas', schemaName], schemaName);
    const properties = isObject(schema.properties) ? (schema.properties as Record<string, Json>) : {};
    for (const [property, node] of Object.entries(properties))
      if (isObject(node))
        visit(node, ['components', 'schemas', schemaName, 'properties', property], `${schemaName}.${property}`);
  }
  const shared =
    ((openapi.document.components as Json | undefined)?.parameters as Record<string, Json> | undefined) ?? {};
  for (const [key, parameter] of Object.entries(shared))
    if (isObject(parameter))
      visit(parameter, ['components', 'parameters', key], `parameter ${String(parameter.name ?? key)}`);
  return { items, problems };
}

function graphqlDeprecations(
  schema: GraphQLSchema,
  file: string,
): { items: DeprecatedItem[]; problems: SourceProblem[] } {
  const items: DeprecatedItem[] = [];
  const problems: SourceProblem[] = [];
  const visit = (
    name: string,
    element: {
      deprecationReason?: string | null;
      astNode?: { loc?: { start: number; source: { body: string } } } | null;
    },
  ): void => {
    const reason = element.deprecationReason;
    if (reason === null || reason === undefined) return;
    if (reason.trim() && reason !== DEFAULT_DEPRECATION_REASON) {
      items.push({ api: 'GraphQL', name, replacement: oneLine(reason) });
      return;
    }
    const loc = element.astNode?.loc;
    const position = loc ? getLocation(loc.source as Parameters<typeof getLocation>[0], loc.start) : undefined;
    problems.push({
      file,
      line: position?.line,
      column: position?.column,
      message: `${name} is @deprecated without a reason: say what to use instead in @deprecated(reason: "…") (the agent instructions in llms.txt list it)`,
    });
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(`${type.name}.${field.name}`, field);
        field.args.forEach((arg) => visit(`${type.name}.${field.name}(${arg.name})`, arg));
      }
    } else if (isInputObjectType(type)) {
      Object.values(type.getFields()).forEach((field) => visit(`${type.name}.${field.name}`, field));
    } else if (isEnumType(type)) {
      type.getValues().forEach((value) => visit(`${type.name}.${value.name}`, value));
    }
  }
  return { items, problems };
}

export function collectAgentFacts(sources: AgentSources): AgentFacts {
  const { openapi, openapiFile, schema, schemaFile, gettingStarted } = sources;
  const { rows, advice } = integrationChoices(gettingStarted.markdown, gettingStarted.file);

  const idempotentPosts: string[] = [];
  let idempotencyKeyRule = '';
  const paths = (openapi.document.paths as Record<string, Json> | undefined) ?? {};
  for (const [route, item] of Object.entries(paths)) {
    const operation = item.post;
    if (!isObject(operation)) continue;
    const key = parameters(openapi, item, operation).find((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER);
    if (!key) continue;
    idempotentPosts.push(typeof operation.operationId === 'string' ? operation.operationId : `POST ${route}`);
    if (!idempotencyKeyRule && typeof key.description === 'string') idempotencyKeyRule = oneLine(key.description);
  }
  if (idempotentPosts.length === 0)
    throw new SourceError([
      {
        file: openapiFile,
        message: `no POST operation takes an ${IDEMPOTENCY_HEADER} header (the agent instructions in llms.txt state the rule)`,
      },
    ]);

  const amountFields = new Set<string>();
  for (const schemaNode of Object.values(openapi.schemas)) {
    for (const [property, node] of Object.entries(openapi.objectShape(schemaNode).properties)) {
      const resolved = openapi.deref(node);
      const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
      if (/(^a|A)mount$/.test(property) && types.includes('integer')) amountFields.add(property);
    }
  }

  const signatureHeaders = new Map<string, string>();
  for (const item of Object.values(paths))
    for (const method of METHODS) {
      const operation = item[method];
      const callbacks = isObject(operation) && isObject(operation.callbacks) ? Object.values(operation.callbacks) : [];
      for (const callback of callbacks.map((entry) => openapi.deref(entry)))
        for (const expression of Object.values(callback).filter(isObject))
          for (const callbackMethod of METHODS) {
            const call = expression[callbackMethod];
            if (isObject(call))
              parameters(openapi, expression, call)
                .filter((p) => p.in === 'header' && typeof p.name === 'string')
                .forEach((p) => signatureHeaders.set(p.name as string, oneLine(String(p.description ?? ''))));
          }
    }
  const securitySchemes =
    ((openapi.document.components as Json | undefined)?.securitySchemes as Record<string, Json> | undefined) ?? {};
  const keysRule = Object.values(securitySchemes)
    .map((scheme) => (typeof scheme.description === 'string' ? oneLine(scheme.description) : ''))
    .find((text) => /sk_test_/.test(text) && /sk_live_/.test(text));
  if (!keysRule)
    throw new SourceError([
      {
        file: openapiFile,
        message:
          'no security scheme description names the sk_test_ and sk_live_ keys (read by the agent instructions in llms.txt)',
      },
    ]);

  const rest = restDeprecations(openapi, openapiFile, sources.openapiText);
  const graphql = graphqlDeprecations(schema, schemaFile);
  const problems = [...rest.problems, ...graphql.problems];
  if (problems.length) throw new SourceError(problems);

  return {
    integrations: rows,
    integrationAdvice: advice,
    idempotentPosts,
    idempotencyKeyRule,
    graphqlMutationsTakeIdempotencyKey: (schema.getMutationType()?.description ?? '').includes(IDEMPOTENCY_HEADER),
    amountsRule: infoBullet(openapi, 'Amounts', openapiFile),
    amountFields: [...amountFields].sort(),
    signatureHeaders: [...signatureHeaders].map(([name, description]) => ({ name, description })),
    keysRule,
    deprecated: [...rest.items, ...graphql.items],
  };
}

const codeList = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');

/** The section, Markdown, links absolute (llms.txt is read away from the site). */
export function agentInstructionsMarkdown(facts: AgentFacts): string {
  const restPage = (id: string): string => absoluteUrl(`/apis/rest/${id}/`);
  const lines = [
    '## Instructions for coding agents',
    '',
    'Follow these when you write code that integrates Pagora. They are generated from the API references and guides listed below; where your memory of Pagora disagrees with them, they win. Take exact request and response shapes from the REST and GraphQL references, not from memory.',
    '',
    '### Choose the integration',
    '',
    ...facts.integrations.map(
      (row) =>
        `- **${row.name}**: choose it when ${row.when.replace(/^You(r?)\b/, 'you$1')} ${row.how} Guide: ${row.guides}`,
    ),
    ...(facts.integrationAdvice ? ['', facts.integrationAdvice] : []),
    '',
    '### Rules',
    '',
    `- **Idempotency keys.** Send an \`${IDEMPOTENCY_HEADER}\` header on every POST that takes one, a new key for each new request and the same key when you retry it. ${facts.idempotencyKeyRule}${facts.graphqlMutationsTakeIdempotencyKey ? ' GraphQL mutations take the same header.' : ''} The POST operations that take it: ${facts.idempotentPosts
      .map((id) => `[\`${id}\`](${restPage(id)})`)
      .join(', ')}.`,
    `- ${facts.amountsRule} Never send decimals or strings for ${codeList(facts.amountFields)}.`,
    `- **Callback signatures.** Verify every callback and webhook before you act on it, on the raw request body, as in [Verify callback signatures](${absoluteUrl('/guides/verify-signature/')}). Pagora signs each call with ${facts.signatureHeaders.length} headers:`,
    ...facts.signatureHeaders.map((header) => `  - \`${header.name}\`: ${header.description}`),
    `- **Secret keys.** Never log, print or commit a secret key, and never send one to a browser or an app; read it from the \`${site.secretKeyEnvVar}\` environment variable, as every sample does.`,
    `- **Test keys and live keys.** ${facts.keysRule} Build and test with \`sk_test_\` keys and the test data of [Test your integration](${absoluteUrl('/testing/')}); use \`sk_live_\` keys only in the production configuration.`,
    '',
    '### Deprecated',
    '',
    ...(facts.deprecated.length
      ? facts.deprecated.map((item) => `- ${item.api} \`${item.name}\`: ${item.replacement}`)
      : ['Nothing in the REST API or the GraphQL API is deprecated.']),
  ];
  return rewriteLinks(lines.join('\n'));
}
