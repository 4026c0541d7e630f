/**
 * Request samples for a REST operation (curl, JavaScript, Python, PHP), built from what the one REST
 * model reads of the operation (`RestModel.sampleOperation`). Pure and synchronous: the generator
 * writes them into each page as code blocks, so no code generator ships to the browser.
 */

export const sampleLanguages = ['curl', 'javascript', 'python', 'php'] as const;
export type SampleLanguage = (typeof sampleLanguages)[number];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: Json;
  examples?: Record<string, { value?: Json }>;
  schema?: { example?: Json; default?: Json; enum?: Json[] };
}

interface MediaType {
  example?: Json;
  examples?: Record<string, { summary?: string; value?: Json }>;
}

/** An OpenAPI security scheme, as far as a sample needs it. */
export interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
}

/** The fields of the generator's operation object that samples read. */
export interface SampleOperation {
  method: string;
  path: string;
  servers?: { url: string }[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  jsonRequestBodyExample?: Json;
  /** The operation's security requirements (the document's when the operation has none). */
  security?: Record<string, string[]>[];
  /** The document's `components.securitySchemes`. */
  securitySchemes?: Record<string, SecurityScheme>;
}

/** How a sample presents the key: the credential of one security scheme. */
export type Credential =
  | { kind: 'bearer' }
  | { kind: 'basic' }
  | { kind: 'header'; name: string }
  | { kind: 'query'; name: string }
  | { kind: 'cookie'; name: string };

function credentialOf(scheme: SecurityScheme | undefined): Credential | undefined {
  if (!scheme) return undefined;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return { kind: 'basic' };
  // A bearer token: HTTP bearer, and the access token OAuth 2 or OpenID Connect hand out.
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { kind: 'bearer' };
  if (
    scheme.type === 'apiKey' &&
    scheme.name &&
    (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')
  )
    return { kind: scheme.in, name: scheme.name };
  return undefined;
}

/**
 * The credentials a request needs, from the operation's security requirements: the first requirement
 * whose schemes the document defines (every scheme of it: a requirement may combine two), none for an
 * empty requirement (`security: []` or `{}`: the operation is public) or when nothing is declared.
 */
export function credentialsOf(operation: Pick<SampleOperation, 'security' | 'securitySchemes'>): Credential[] {
  for (const requirement of operation.security ?? []) {
    const names = Object.keys(requirement);
    if (names.length === 0) return [];
    const credentials = names.map((name) => credentialOf(operation.securitySchemes?.[name]));
    if (credentials.every((credential) => credential !== undefined)) return credentials as Credential[];
  }
  return [];
}

export interface SampleOptions {
  /** Server URL used when the operation declares none. */
  baseUrl: string;
  /** Key written literally in the curl sample (a test key). */
  secretKey: string;
  /** Environment variable the JavaScript, Python and PHP samples read the key from. */
  secretKeyEnvVar: string;
}

export interface RequestSamples {
  /** Summary of the request body example used, when the operation names its examples. */
  exampleSummary?: string;
  code: Record<SampleLanguage, string>;
}

/** Optional headers worth showing anyway: retrying a POST safely needs one. */
const recommendedHeaders = new Set(['idempotency-key']);

interface Request {
  method: string;
  url: string;
  headers: [string, string][];
  body?: Json;
  credentials: Credential[];
}

function parameterValue(parameter: Parameter): Json | undefined {
  const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  return (
    parameter.example ?? named ?? parameter.schema?.example ?? parameter.schema?.default ?? parameter.schema?.enum?.[0]
  );
}

function scalar(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function requestBody(operation: SampleOperation): { body?: Json; summary?: string } {
  const media = operation.requestBody?.content?.['application/json'];
  const first = media?.examples ? Object.values(media.examples)[0] : undefined;
  if (first?.value !== undefined) return { body: first.value, summary: first.summary };
  if (media?.example !== undefined) return { body: media.example };
  if (media) return { body: operation.jsonRequestBodyExample };
  return {};
}

function buildRequest(operation: SampleOperation, options: SampleOptions): { request: Request; summary?: string } {
  const parameters = operation.parameters ?? [];
  const valueOf = (parameter: Parameter) => parameterValue(parameter);
  let path = operation.path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const value = valueOf(parameter);
    path = path.replace(
      `{${parameter.name}}`,
      encodeURIComponent(value === undefined ? parameter.name : scalar(value)),
    );
  }
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const value = valueOf(parameter);
    if (value !== undefined && (parameter.required || parameter.example !== undefined || parameter.examples))
      query.append(parameter.name, scalar(value));
  }
  const server = (operation.servers?.[0]?.url ?? options.baseUrl).replace(/\/$/, '');
  const search = query.toString();
  const headers: [string, string][] = [];
  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    const value = valueOf(parameter);
    if (value !== undefined && (parameter.required || recommendedHeaders.has(parameter.name.toLowerCase())))
      headers.push([parameter.name, scalar(value)]);
  }
  const { body, summary } = requestBody(operation);
  if (body !== undefined) headers.push(['Content-Type', 'application/json']);
  return {
    request: {
      method: operation.method.toUpperCase(),
      url: `${server}${path}${search ? `?${search}` : ''}`,
      headers,
      body,
      credentials: credentialsOf(operation),
    },
    summary,
  };
}

const indent = (text: string, spaces: number): string =>
  text
    .split('\n')
    .map((line, index) => (index === 0 ? line : ' '.repeat(spaces) + line))
    .join('\n');

/** A single-quoted JavaScript string (JSON escapes, quotes swapped). */
const jsString = (text: string): string =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

interface LiteralStyle {
  indent: string;
  null: string;
  true: string;
  false: string;
  string: (text: string) => string;
  key: (name: string) => string;
}

/** A JSON value as a source-code literal, one entry per line with trailing commas. */
function literal(value: Json, style: LiteralStyle, depth = 0): string {
  const pad = style.indent.repeat(depth + 1);
  const end = style.indent.repeat(depth);
  if (value === null) return style.null;
  if (value === true) return style.true;
  if (value === false) return style.false;
  if (typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return style.string(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${literal(item, style, depth + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${pad}${style.key(key)}: ${literal(item, style, depth + 1)},`);
  return `{\n${lines.join('\n')}\n${end}}`;
}

const pythonStyle: LiteralStyle = {
  indent: '    ',
  null: 'None',
  true: 'True',
  false: 'False',
  string: JSON.stringify,
  key: JSON.stringify,
};
const javascriptStyle: LiteralStyle = {
  indent: '  ',
  null: 'null',
  true: 'true',
  false: 'false',
  string: jsString,
  key: (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name)),
};

/** A single-quoted shell word: safe for any content. */
const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** The URL with the key added as a query parameter, for an API key sent in the query. */
const withQueryKey = (url: string, name: string, value: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${value}`;

function curlSample(request: Request, options: SampleOptions): string {
  const key = options.secretKey;
  let url = request.url;
  const auth: string[] = [];
  for (const credential of request.credentials) {
    if (credential.kind === 'bearer') auth.push(`-H ${shellQuote(`Authorization: Bearer ${key}`)}`);
    if (credential.kind === 'basic') auth.push(`-u ${shellQuote(`${key}:`)}`);
    if (credential.kind === 'header') auth.push(`-H ${shellQuote(`${credential.name}: ${key}`)}`);
    if (credential.kind === 'cookie') auth.push(`-H ${shellQuote(`Cookie: ${credential.name}=${key}`)}`);
    if (credential.kind === 'query') url = withQueryKey(url, credential.name, encodeURIComponent(key));
  }
  const lines = [`curl -X ${request.method} ${shellQuote(url)}`, ...auth.map((line) => `  ${line}`)];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  -d ${shellQuote(indent(JSON.stringify(request.body, null, 2), 2))}`);
  return lines.join(' \\\n');
}

function javascriptSample(request: Request, options: SampleOptions): string {
  const key = `process.env.${options.secretKeyEnvVar}`;
  let url = jsString(request.url);
  const auth: string[] = [];
  for (const credential of request.credentials) {
    if (credential.kind === 'bearer') auth.push(`Authorization: \`Bearer \${${key}}\``);
    if (credential.kind === 'basic') auth.push(`Authorization: \`Basic \${btoa(\`\${${key}}:\`)}\``);
    if (credential.kind === 'header') auth.push(`${javascriptStyle.key(credential.name)}: ${key}`);
    if (credential.kind === 'cookie') auth.push(`Cookie: \`${credential.name}=\${${key}}\``);
    if (credential.kind === 'query')
      url = `\`${withQueryKey(request.url, credential.name, `\${encodeURIComponent(${key})}`).replace(/`/g, '\\`')}\``;
  }
  const headers = [
    ...auth.map((line) => `    ${line},`),
    ...request.headers.map(([name, value]) => `    ${javascriptStyle.key(name)}: ${jsString(value)},`),
  ];
  const init = [`  method: '${request.method}',`, '  headers: {', ...headers, '  },'];
  if (request.body !== undefined) init.push(`  body: JSON.stringify(${literal(request.body, javascriptStyle, 1)}),`);
  return [
    `const response = await fetch(${url}, {`,
    ...init,
    '});',
    'const data = await response.json();',
    'console.log(response.status, data);',
  ].join('\n');
}

function pythonSample(request: Request, options: SampleOptions): string {
  const key = `os.environ['${options.secretKeyEnvVar}']`;
  const auth: string[] = [];
  const extraArgs: string[] = [];
  for (const credential of request.credentials) {
    if (credential.kind === 'bearer') auth.push(`"Authorization": f"Bearer {${key}}"`);
    if (credential.kind === 'basic') extraArgs.push(`    auth=(${key}, ""),`);
    if (credential.kind === 'header') auth.push(`${JSON.stringify(credential.name)}: ${key}`);
    if (credential.kind === 'cookie') auth.push(`"Cookie": f"${credential.name}={${key}}"`);
    if (credential.kind === 'query') extraArgs.push(`    params={${JSON.stringify(credential.name)}: ${key}},`);
  }
  const headers = [
    ...auth.map((line) => `        ${line},`),
    ...request.headers
      .filter(([name]) => name !== 'Content-Type') // requests sets it for json=
      .map(([name, value]) => `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  const args = [`    ${JSON.stringify(request.url)},`, '    headers={', ...headers, '    },', ...extraArgs];
  if (request.body !== undefined) args.push(`    json=${literal(request.body, pythonStyle, 1)},`);
  args.push('    timeout=30,');
  return [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.request(`,
    `    ${JSON.stringify(request.method)},`,
    ...args,
    ')',
    'print(response.status_code, response.json())',
  ].join('\n');
}

const phpString = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function phpSample(request: Request, options: SampleOptions): string {
  const key = `getenv('${options.secretKeyEnvVar}')`;
  let url = phpString(request.url);
  const auth: string[] = [];
  const extraOptions: string[] = [];
  for (const credential of request.credentials) {
    if (credential.kind === 'bearer') auth.push(`'Authorization: Bearer ' . ${key}`);
    if (credential.kind === 'basic') extraOptions.push(`    CURLOPT_USERPWD => ${key} . ':',`);
    if (credential.kind === 'header') auth.push(`${phpString(`${credential.name}: `)} . ${key}`);
    if (credential.kind === 'cookie') auth.push(`${phpString(`Cookie: ${credential.name}=`)} . ${key}`);
    if (credential.kind === 'query')
      url = `${url} . ${phpString(request.url.includes('?') ? '&' : '?')} . http_build_query([${phpString(credential.name)} => ${key}])`;
  }
  const lines = ['<?php', ''];
  if (request.body !== undefined) lines.push(`$body = <<<'JSON'`, JSON.stringify(request.body, null, 2), 'JSON;', '');
  lines.push(
    `$ch = curl_init(${url});`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => '${request.method}',`,
    '    CURLOPT_RETURNTRANSFER => true,',
    ...extraOptions,
    '    CURLOPT_HTTPHEADER => [',
    ...auth.map((line) => `        ${line},`),
    ...request.headers.map(([name, value]) => `        ${phpString(`${name}: ${value}`)},`),
    '    ],',
  );
  if (request.body !== undefined) lines.push('    CURLOPT_POSTFIELDS => $body,');
  lines.push(
    ']);',
    '$response = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);',
    'curl_close($ch);',
    '',
    'echo $status, PHP_EOL;',
    'print_r(json_decode($response, true));',
  );
  return lines.join('\n');
}

/** The four samples of one operation, and the name of the body example they send. */
export function buildRequestSamples(operation: SampleOperation, options: SampleOptions): RequestSamples {
  const { request, summary } = buildRequest(operation, options);
  return {
    exampleSummary: summary,
    code: {
      curl: curlSample(request, options),
      javascript: javascriptSample(request, options),
      python: pythonSample(request, options),
      php: phpSample(request, options),
    },
  };
}
