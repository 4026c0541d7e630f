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
  /** How a form's fields are spelled: `style: deepObject` sends an object as `a[b]=c`. */
  encoding?: Record<string, { style?: string }>;
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
  /** The body a sample sends when its media type gives no example: one made from the schema. */
  requestBodyExample?: Json;
  /** The top-level fields of a `multipart/form-data` body that are files, and the local file each sample uploads. */
  uploads?: Record<string, string>;
  /** The operation's security requirements (the document's when the operation has none). */
  security?: Record<string, string[]>[];
  /** The document's `components.securitySchemes`. */
  securitySchemes?: Record<string, SecurityScheme>;
  /** Whether a successful answer has a JSON body to print (not a `204`, a `HEAD` or a file); true when unset. */
  answersJson?: boolean;
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

/**
 * How a sample sends its body: JSON, or a form (`application/x-www-form-urlencoded`) or
 * `multipart/form-data`, as public APIs take uploads and, some, every request.
 */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** Each encoding's media type, in the order a sample prefers them. */
export const bodyMediaType: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** The first of JSON, form and multipart an operation takes, or undefined. */
export function bodyEncodingOf(content: Record<string, unknown> | undefined): BodyEncoding | undefined {
  return (Object.keys(bodyMediaType) as BodyEncoding[]).find(
    (encoding) => content?.[bodyMediaType[encoding]] !== undefined,
  );
}

interface Request {
  method: string;
  url: string;
  headers: [string, string][];
  body?: Json;
  encoding: BodyEncoding;
  /** Multipart fields sent as a file, and the file each uploads (`document.pdf`). */
  files: Map<string, string>;
  /** A form's fields whose `encoding` is `style: deepObject`. */
  deepObject: ReadonlySet<string>;
  credentials: Credential[];
  /** The sample prints the answer's JSON (SampleOperation.answersJson), else only its status. */
  answersJson: boolean;
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

function requestBody(operation: SampleOperation, encoding: BodyEncoding): { body?: Json; summary?: string } {
  const media = operation.requestBody?.content?.[bodyMediaType[encoding]];
  const first = media?.examples ? Object.values(media.examples)[0] : undefined;
  if (first?.value !== undefined) return { body: first.value, summary: first.summary };
  if (media?.example !== undefined) return { body: media.example };
  if (media) return { body: operation.requestBodyExample };
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
  // Required cookies travel in one Cookie header (RFC 6265: `name=value` pairs joined by "; ").
  const cookies = parameters
    .filter((p) => p.in === 'cookie' && p.required)
    .flatMap((parameter) => {
      const value = valueOf(parameter);
      return value === undefined ? [] : [`${parameter.name}=${encodeURIComponent(scalar(value))}`];
    });
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  const encoding = bodyEncodingOf(operation.requestBody?.content) ?? 'json';
  const { body, summary } = requestBody(operation, encoding);
  const fieldEncodings = Object.entries(operation.requestBody?.content?.[bodyMediaType[encoding]]?.encoding ?? {});
  // A form's Content-Type (and multipart's boundary) is set by each client from the body it is given.
  if (body !== undefined && encoding === 'json') headers.push(['Content-Type', 'application/json']);
  return {
    request: {
      method: operation.method.toUpperCase(),
      url: `${server}${path}${search ? `?${search}` : ''}`,
      headers,
      body,
      encoding,
      files: new Map(encoding === 'multipart' ? Object.entries(operation.uploads ?? {}) : []),
      deepObject: new Set(
        encoding === 'form'
          ? fieldEncodings.filter(([, field]) => field?.style === 'deepObject').map(([name]) => name)
          : [],
      ),
      credentials: credentialsOf(operation),
      answersJson: operation.answersJson !== false && operation.method.toLowerCase() !== 'head',
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
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** `a[b][c]=v`: a value sent as a `deepObject`, each leaf under its keys (list items under their index). */
function deepFields(name: string, value: Json): [string, string][] {
  if (value === null || typeof value !== 'object') return [[name, scalar(value)]];
  return Object.entries(value).flatMap(([key, item]) => deepFields(`${name}[${key}]`, item));
}

/**
 * A form's fields as sent: each top-level field by name; in a form, a list as repeated fields
 * (OpenAPI's default for forms, `style: form, explode: true`) and an object its `encoding` says is a
 * `deepObject` as `a[b]=c`; any other list or object as its JSON (forms have no one spelling for nesting).
 */
function formFields({ body, encoding, deepObject }: Request): [string, string][] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body).flatMap(([name, value]): [string, string][] => {
    if (deepObject.has(name)) return deepFields(name, value);
    return (Array.isArray(value) && encoding === 'form' ? value : [value]).map((item) => [name, scalar(item)]);
  });
}

/** A form's fields as one object, files left out: a repeated field's values in a list. */
function formObject(request: Request): { [key: string]: string | string[] } {
  const object: { [key: string]: string | string[] } = {};
  for (const [name, value] of formFields(request)) {
    if (request.files.has(name)) continue;
    const previous = object[name];
    object[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return object;
}

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
  if (request.body !== undefined && request.encoding === 'json')
    lines.push(`  -d ${shellQuote(indent(JSON.stringify(request.body, null, 2), 2))}`);
  for (const [name, value] of request.encoding === 'json' ? [] : formFields(request)) {
    const file = request.files.get(name);
    if (request.encoding === 'form') lines.push(`  --data-urlencode ${shellQuote(`${name}=${value}`)}`);
    else lines.push(`  -F ${shellQuote(file ? `${name}=@${file}` : `${name}=${value}`)}`);
  }
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
  const before: string[] = [];
  if (request.body !== undefined && request.encoding === 'json')
    init.push(`  body: JSON.stringify(${literal(request.body, javascriptStyle, 1)}),`);
  if (request.body !== undefined && request.encoding === 'form') {
    const pairs = formFields(request).map(([name, value]) => `    [${jsString(name)}, ${jsString(value)}],`);
    init.push('  body: new URLSearchParams([', ...pairs, '  ]),');
  }
  if (request.body !== undefined && request.encoding === 'multipart') {
    if (request.files.size > 0) before.push("import { openAsBlob } from 'node:fs';", '');
    before.push('const form = new FormData();');
    for (const [name, value] of formFields(request)) {
      const file = request.files.get(name);
      before.push(
        file
          ? `form.append(${jsString(name)}, await openAsBlob(${jsString(file)}), ${jsString(file)});`
          : `form.append(${jsString(name)}, ${jsString(value)});`,
      );
    }
    before.push('');
    init.push('  body: form,');
  }
  return [
    ...before,
    `const response = await fetch(${url}, {`,
    ...init,
    '});',
    ...(request.answersJson
      ? ['const data = await response.json();', 'console.log(response.status, data);']
      : ['console.log(response.status);']),
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
  if (request.body !== undefined && request.encoding === 'json')
    args.push(`    json=${literal(request.body, pythonStyle, 1)},`);
  if (request.body !== undefined && request.encoding !== 'json')
    args.push(`    data=${literal(formObject(request), pythonStyle, 1)},`);
  if (request.files.size > 0) {
    const files = [...request.files].map(
      ([name, file]) => `        ${JSON.stringify(name)}: open(${JSON.stringify(file)}, "rb"),`,
    );
    args.push('    files={', ...files, '    },');
  }
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
    request.answersJson ? 'print(response.status_code, response.json())' : 'print(response.status_code)',
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
  if (request.body !== undefined && request.encoding === 'json')
    lines.push(`$body = <<<'JSON'`, JSON.stringify(request.body, null, 2), 'JSON;', '');
  if (request.body !== undefined && request.encoding !== 'json') {
    const fields = formFields(request);
    const entries = fields.map(([name, value]) => {
      const file = request.files.get(name);
      return `    ${phpString(name)} => ${file ? `new CURLFile(${phpString(file)})` : phpString(value)},`;
    });
    const repeated = new Set(fields.map(([name]) => name)).size < fields.length;
    // An array is sent as multipart/form-data, a string as a form; http_build_query would write a
    // repeated field as `name[0]=`, so a form with one is written out encoded.
    const body =
      request.encoding === 'form' && repeated
        ? phpString(new URLSearchParams(fields).toString())
        : `[\n${entries.join('\n')}\n]`;
    lines.push(`$body = ${request.encoding === 'form' && !repeated ? `http_build_query(${body})` : body};`, '');
  }
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
    ...(request.answersJson ? ['print_r(json_decode($response, true));'] : []),
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
