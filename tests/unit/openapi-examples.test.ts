// Checks openapi/openapi.yaml against the shared API contract and validates every example in it.
//
// - every schema-level `example`, every property `example`, the object built from all property
//   examples of a schema, every media-type `example`/`examples` (requests, responses, callbacks),
//   every parameter and header example, validated with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses);
// - operations, methods, paths and tags exactly as in the contract;
// - named schemas present with `title` equal to their name, enums in contract order, request bodies
//   closed with `additionalProperties: false` and with the contract's required fields;
// - descriptions safe for MDX (no raw `<`, `>`, `{`, `}` outside backticks) and linking only to known routes;
// - no $ref cycles between schemas (the site generator hangs on them).
//
// Run: node --import tsx --test tests/unit/openapi-examples.test.ts
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { OpenApiDocument } from '../../shared/openapi-document';
import { contractEnums, restOnlyEnums } from './support/contract-enums';
import {
  createPaymentFields,
  createSubscriptionFields,
  nestedObjectFields,
  paymentFields,
  recurringPaymentFields,
  subscriptionFields,
} from './support/contract-fields';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const specPath = join(root, 'openapi', 'openapi.yaml');
const doc = yaml.load(readFileSync(specPath, 'utf8')) as Obj;

// ---------------------------------------------------------------------------
// The contract (openapi/API-CONTRACT.md), restated so that drift in either place fails here.
// ---------------------------------------------------------------------------

const CONTRACT_OPERATIONS: ReadonlyArray<[operationId: string, method: string, path: string, tag: string]> = [
  ['payments-create', 'post', '/payments', 'Payments'],
  ['payments-get', 'get', '/payments/{paymentId}', 'Payments'],
  ['payments-confirm', 'post', '/payments/{paymentId}/confirm', 'Payments'],
  ['payments-cancel', 'post', '/payments/{paymentId}/cancel', 'Payments'],
  ['payments-capture', 'post', '/payments/{paymentId}/capture', 'Payments'],
  ['payments-refund', 'post', '/payments/{paymentId}/refund', 'Payments'],
  ['payments-recurring', 'post', '/payments/recurring', 'Payments'],
  ['payments-send-link', 'post', '/payments/{paymentId}/send-link', 'Payments'],
  ['payments-send-receipt', 'post', '/payments/{paymentId}/send-receipt', 'Payments'],
  ['payments-send-request', 'post', '/payments/{paymentId}/send-request', 'Payments'],
  ['subscriptions-create', 'post', '/subscriptions', 'Subscriptions'],
  ['subscriptions-get', 'get', '/subscriptions/{subscriptionId}', 'Subscriptions'],
  ['subscriptions-update', 'patch', '/subscriptions/{subscriptionId}', 'Subscriptions'],
  ['subscriptions-activate', 'post', '/subscriptions/{subscriptionId}/activate', 'Subscriptions'],
  ['subscriptions-pause', 'post', '/subscriptions/{subscriptionId}/pause', 'Subscriptions'],
  ['subscriptions-resume', 'post', '/subscriptions/{subscriptionId}/resume', 'Subscriptions'],
  ['subscriptions-cancel', 'post', '/subscriptions/{subscriptionId}/cancel', 'Subscriptions'],
  ['subscriptions-send-link', 'post', '/subscriptions/{subscriptionId}/send-link', 'Subscriptions'],
  ['subscriptions-send-status', 'post', '/subscriptions/{subscriptionId}/send-status', 'Subscriptions'],
  ['payment-methods-get', 'get', '/payment-methods', 'Payment methods'],
  ['apple-pay-domain-register', 'post', '/apple-pay/domains', 'Apple Pay domain'],
  ['bizum-validate-phone', 'post', '/bizum/validate-phone', 'Bizum'],
];

const CONTRACT_TAGS = ['Payments', 'Subscriptions', 'Payment methods', 'Apple Pay domain', 'Bizum'];

const CONTRACT_ENUMS: Record<string, readonly string[]> = { ...contractEnums, ...restOnlyEnums };

const OBJECT_SCHEMAS = [
  'Payment',
  'Subscription',
  'PaymentMethods',
  'PaymentMethodDetails',
  'CardDetails',
  'Customer',
  'Address',
  'BrowserDetails',
  'DeviceDetails',
  'BillingDetails',
  'ShippingDetails',
  'Metadata',
  'TraceDetails',
  'NextAction',
  'Shop',
  'ApplePayDomain',
  'BizumPhoneValidation',
];

/** Request schemas with the fields the contract names (all must exist) and the contract's `required` list. */
const CONTRACT_REQUESTS: Record<string, { fields: string[]; required: string[] }> = {
  CreatePaymentRequest: {
    fields: [...createPaymentFields],
    required: ['amount', 'currency'],
  },
  ConfirmPaymentRequest: {
    fields: ['paymentMethod', 'paymentToken', 'browserDetails', 'customer', 'billingDetails'],
    required: ['paymentMethod', 'paymentToken'],
  },
  CapturePaymentRequest: { fields: ['amount'], required: [] },
  CancelPaymentRequest: { fields: ['cancellationReason'], required: [] },
  RefundPaymentRequest: { fields: ['amount', 'refundReason', 'description'], required: [] },
  RecurringPaymentRequest: {
    fields: [...recurringPaymentFields],
    required: ['amount', 'currency', 'paymentToken', 'sequenceId'],
  },
  SendPaymentLinkRequest: { fields: ['messageChannel', 'customer', 'messageLanguage'], required: ['messageChannel'] },
  SendPaymentReceiptRequest: { fields: ['customer', 'messageLanguage'], required: [] },
  SendPaymentRequestRequest: { fields: ['paymentMethod', 'customer', 'iban'], required: ['paymentMethod'] },
  CreateSubscriptionRequest: {
    fields: [...createSubscriptionFields],
    required: ['amount', 'currency', 'interval'],
  },
  UpdateSubscriptionRequest: {
    fields: ['amount', 'description', 'retrySchedule', 'callbackUrl', 'paymentCallbackUrl', 'metadata', 'customer'],
    required: [],
  },
  ActivateSubscriptionRequest: { fields: ['paymentToken'], required: [] },
  PauseSubscriptionRequest: { fields: ['pauseAtPeriodEnd', 'pauseIntervalCount'], required: [] },
  ResumeSubscriptionRequest: { fields: ['skipIntervalCount'], required: [] },
  CancelSubscriptionRequest: { fields: ['cancelAtPeriodEnd', 'cancellationReason'], required: [] },
  SendSubscriptionLinkRequest: {
    fields: ['messageChannel', 'customer', 'messageLanguage'],
    required: ['messageChannel'],
  },
  SendSubscriptionStatusRequest: {
    fields: ['messageChannel', 'customer', 'messageLanguage'],
    required: ['messageChannel'],
  },
  RegisterApplePayDomainRequest: { fields: ['domainName'], required: ['domainName'] },
  ValidateBizumPhoneRequest: { fields: ['phoneNumber'], required: ['phoneNumber'] },
};

const ERROR_SCHEMAS: Record<string, [status: number, type: string] | null> = {
  ApiException: null,
  BadRequestError: [400, 'BAD_REQUEST'],
  UnauthorizedError: [401, 'UNAUTHORIZED'],
  NotFoundError: [404, 'NOT_FOUND'],
  UnprocessableEntityError: [422, 'UNPROCESSABLE_ENTITY'],
  InternalServerError: [500, 'INTERNAL_SERVER_ERROR'],
  ServiceUnavailableError: [503, 'SERVICE_UNAVAILABLE'],
};

const CONTRACT_FIELDS: Record<string, readonly string[]> = {
  Payment: paymentFields,
  Subscription: subscriptionFields,
  Customer: nestedObjectFields.Customer,
  Address: nestedObjectFields.Address,
  BillingDetails: nestedObjectFields.BillingDetails,
  ShippingDetails: nestedObjectFields.ShippingDetails,
  BrowserDetails: nestedObjectFields.BrowserDetails,
  DeviceDetails: nestedObjectFields.DeviceDetails,
  CardDetails: nestedObjectFields.CardDetails,
  PaymentMethodDetails: ['type', 'card', 'bizum', 'mbway', 'paypal'],
  TraceDetails: nestedObjectFields.TraceDetails,
  NextAction: nestedObjectFields.NextAction,
  Shop: nestedObjectFields.Shop,
  ApplePayDomain: nestedObjectFields.ApplePayDomain,
  BizumPhoneValidation: nestedObjectFields.BizumPhoneValidation,
  ApiException: ['status', 'type', 'code', 'message', 'requestId', 'errors'],
};

const ALLOWED_SITE_LINKS = new Set([
  '/getting-started/',
  '/testing/',
  '/errors/',
  '/guides/verify-signature/',
  '/guides/save-payment-method/',
  '/guides/refunds/',
  '/subscriptions/integration/',
  '/payment-methods/apple-pay/',
  '/payment-methods/google-pay/',
  '/payment-methods/bizum/',
  '/payment-methods/sepa-request-to-pay/',
  '/integrations/build-custom-checkout/',
  '/pagora-connect/',
  '/apis/rest/webhooks/',
  ...CONTRACT_OPERATIONS.map(([id]) => `/apis/rest/${id}/`),
]);

const ALL_NAMED_SCHEMAS = [
  ...OBJECT_SCHEMAS,
  ...Object.keys(CONTRACT_ENUMS),
  ...Object.keys(CONTRACT_REQUESTS),
  ...Object.keys(ERROR_SCHEMAS),
];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const schemas = (doc.components?.schemas ?? {}) as Record<string, Obj>;

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Follows a local `$ref` (once, or repeatedly), returning the target and its JSON pointer: the
 * shared OpenAPI reader (shared/openapi-document.ts) resolves it, this only turns its errors into
 * assertion failures.
 */
function deref(node: Obj, pointer: string): { node: Obj; pointer: string } {
  try {
    return refs.resolveWithPointer(node, pointer);
  } catch (error) {
    return assert.fail((error as Error).message);
  }
}

interface OperationEntry {
  label: string;
  method: string;
  path: string;
  operation: Obj;
  pointer: string;
  callback: boolean;
}

/** Every operation in `paths`, plus the operations of their callbacks. */
function collectOperations(): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, Obj>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Obj | undefined;
      if (!operation) continue;
      const pointer = `/paths/${escapePointer(route)}/${method}`;
      out.push({ label: `${method.toUpperCase()} ${route}`, method, path: route, operation, pointer, callback: false });
      for (const [name, cb] of Object.entries((operation.callbacks ?? {}) as Record<string, Obj>)) {
        const resolved = deref(cb, `${pointer}/callbacks/${escapePointer(name)}`);
        for (const [expression, cbItem] of Object.entries(resolved.node as Record<string, Obj>)) {
          for (const cbMethod of HTTP_METHODS) {
            const cbOperation = cbItem[cbMethod] as Obj | undefined;
            if (!cbOperation) continue;
            out.push({
              label: `${method.toUpperCase()} ${route} callback ${name} ${cbMethod.toUpperCase()} ${expression}`,
              method: cbMethod,
              path: expression,
              operation: cbOperation,
              pointer: `${resolved.pointer}/${escapePointer(expression)}/${cbMethod}`,
              callback: true,
            });
          }
        }
      }
    }
  }
  return out;
}

// The reference index is built asynchronously; every test reads it through `before`.
let refs: OpenApiDocument;
let operations: OperationEntry[] = [];
let mainOperations: OperationEntry[] = [];
before(async () => {
  refs = await OpenApiDocument.of(doc);
  operations = collectOperations();
  mainOperations = operations.filter((entry) => !entry.callback);
});

/** Named examples of a media type or parameter, with `$ref`s to components/examples resolved. */
function namedExamples(holder: Obj, pointer: string): Array<{ name: string; value: unknown }> {
  const out: Array<{ name: string; value: unknown }> = [];
  if ('example' in holder) out.push({ name: `${pointer}/example`, value: holder.example });
  for (const [name, entry] of Object.entries((holder.examples ?? {}) as Record<string, Obj>)) {
    const resolved = deref(entry, `${pointer}/examples/${escapePointer(name)}`);
    assert.ok('value' in resolved.node, `example ${name} at ${pointer} has no value`);
    out.push({ name: `${pointer}/examples/${name}`, value: resolved.node.value });
  }
  return out;
}

/** Strips inline code spans, then reports characters MDX would treat as JSX or expressions. */
function unsafeMdx(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...new Set(withoutCode.match(/[<>{}]/g) ?? [])];
}

function walk(node: unknown, pointer: string, visit: (node: Obj, pointer: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${pointer}/${index}`, visit));
  } else if (node && typeof node === 'object') {
    visit(node as Obj, pointer);
    for (const [key, value] of Object.entries(node as Obj)) walk(value, `${pointer}/${escapePointer(key)}`, visit);
  }
}

/** Calls `visit` on every schema object inside a schema (properties, items, compositions...). */
function walkSchema(schema: unknown, pointer: string, visit: (schema: Obj, pointer: string) => void): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as Obj;
  visit(node, pointer);
  for (const [name, sub] of Object.entries((node.properties ?? {}) as Obj))
    walkSchema(sub, `${pointer}/properties/${escapePointer(name)}`, visit);
  for (const key of ['items', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains']) {
    if (node[key] && typeof node[key] === 'object') walkSchema(node[key], `${pointer}/${key}`, visit);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    if (Array.isArray(node[key]))
      (node[key] as unknown[]).forEach((sub, index) => walkSchema(sub, `${pointer}/${key}/${index}`, visit));
  }
}

/** The component name a property points to, directly or through a one-member `allOf` wrapper. */
function referencedComponent(schema: Obj): string | undefined {
  const ref =
    typeof schema.$ref === 'string'
      ? schema.$ref
      : Array.isArray(schema.allOf) && schema.allOf.length === 1
        ? schema.allOf[0]?.$ref
        : undefined;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? ref.slice('#/components/schemas/'.length)
    : undefined;
}

/**
 * Builds an example for a schema out of its property examples (falling back to the schema-level
 * example of referenced components), so that field examples are checked together as an object.
 */
function combinedExample(schema: Obj, seen: Set<string> = new Set()): unknown {
  if ('example' in schema && !schema.properties && !schema.allOf) return schema.example;
  const component = referencedComponent(schema);
  if (component && !schema.properties) {
    if ('example' in schema) return schema.example;
    const target = refs.target(`#/components/schemas/${escapePointer(component)}`) as Obj | undefined;
    if (!target || seen.has(component)) return undefined;
    return 'example' in target ? target.example : combinedExample(target, new Set([...seen, component]));
  }
  if (Array.isArray(schema.allOf) && !component) {
    const merged: Obj = {};
    for (const member of schema.allOf as Obj[]) {
      const part = combinedExample(member, seen);
      if (part && typeof part === 'object' && !Array.isArray(part)) Object.assign(merged, part);
      const own = member.properties ? (combinedFromProperties(member, seen) as Obj) : {};
      Object.assign(merged, own);
    }
    return merged;
  }
  if (schema.properties) return combinedFromProperties(schema, seen);
  if (schema.type === 'array' && schema.items) {
    const item = combinedExample(schema.items as Obj, seen);
    return item === undefined ? [] : [item];
  }
  return schema.example;
}

function combinedFromProperties(schema: Obj, seen: Set<string>): Obj {
  const out: Obj = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Obj>)) {
    const value = 'example' in property ? property.example : combinedExample(property, seen);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Ajv over the whole document, so `#/components/schemas/X` references resolve as they do in OpenAPI.
// ---------------------------------------------------------------------------

const DOC_ID = 'https://docs.pagora.com/openapi.json';
const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
addFormats(ajv);
// OpenAPI annotations that are not JSON Schema 2020-12 keywords. Strict mode rejects any other unknown keyword,
// which catches typos such as `desciption` or `exmaple`.
ajv.addKeyword({
  keyword: 'example',
  schemaType: ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'],
});
ajv.addKeyword({ keyword: 'x-enumDescriptions', schemaType: 'object' });
// The document is registered under DOC_ID with only `components` and `paths`, declared as annotation keywords:
// Ajv compiles that root when it resolves a JSON pointer into it, but never looks inside annotations.
ajv.addKeyword({ keyword: 'components' });
ajv.addKeyword({ keyword: 'paths' });
ajv.addSchema({ $id: DOC_ID, components: doc.components, paths: doc.paths });

const validators = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** Validator for a schema found at `pointer` (following it if it is a bare `$ref`). */
function validatorFor(schema: Obj, pointer: string): ValidateFunction {
  return typeof schema.$ref === 'string' ? validatorAt((schema.$ref as string).slice(1)) : validatorAt(pointer);
}

function check(failures: string[], validate: ValidateFunction, value: unknown, where: string): void {
  if (validate(value)) return;
  const details = (validate.errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String(error.params.additionalProperty)})`
        : error.keyword === 'enum'
          ? ` (${JSON.stringify(error.params.allowedValues)})`
          : '';
    return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
  });
  failures.push(`${where}: ${details.join('; ')}`);
}

// ---------------------------------------------------------------------------
// Tests: contract
// ---------------------------------------------------------------------------

test('document header, server and security follow the brief', () => {
  assert.equal(doc.openapi, '3.1.0');
  assert.equal(doc.info?.title, 'Pagora Payments API');
  assert.equal(doc.info?.version, '1.0.0');
  assert.ok(
    typeof doc.info?.description === 'string' && doc.info.description.length > 200,
    'info.description explains the API',
  );
  assert.deepEqual(doc.servers, [
    { url: 'https://api.pagora.com/v1', description: 'Live and test mode; the key decides' },
  ]);
  const apiKey = doc.components?.securitySchemes?.apiKey as Obj | undefined;
  assert.ok(apiKey, 'securitySchemes.apiKey exists');
  assert.equal(apiKey.type, 'http');
  assert.equal(apiKey.scheme, 'bearer');
  assert.match(apiKey.description as string, /sk_test_/);
  assert.match(apiKey.description as string, /sk_live_/);
  assert.deepEqual(doc.security, [{ apiKey: [] }]);
});

test('every contract operation exists with its method, path and tag, and nothing else', () => {
  const found = mainOperations.map((entry) => [
    entry.operation.operationId,
    entry.method,
    entry.path,
    (entry.operation.tags ?? []).join(','),
  ]);
  assert.deepEqual(
    [...found].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    CONTRACT_OPERATIONS.map((row) => [...row]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
  );
  assert.equal(mainOperations.length, 22);
});

test('tags are exactly the contract tags, each with a description', () => {
  assert.deepEqual(
    (doc.tags as Obj[]).map((tag) => tag.name),
    CONTRACT_TAGS,
  );
  for (const tag of doc.tags as Obj[])
    assert.ok(typeof tag.description === 'string' && tag.description.length > 20, `tag ${tag.name} has a description`);
});

test('every named schema exists with a matching title and a description', () => {
  for (const name of ALL_NAMED_SCHEMAS) {
    const schema = schemas[name];
    assert.ok(schema, `components.schemas.${name} exists`);
    assert.equal(schema.title, name, `${name}.title`);
    assert.ok(typeof schema.description === 'string' && schema.description.length > 10, `${name} has a description`);
  }
  // Extra schemas (if any are added later) follow the same rule, since the page slug comes from the title.
  for (const [name, schema] of Object.entries(schemas)) {
    assert.equal(schema.title, name, `${name}.title`);
    assert.ok(schema.description, `${name} has a description`);
    assert.ok('example' in schema, `${name} has a schema-level example`);
  }
});

test('Payment, Subscription and the shared objects carry every contract field', () => {
  for (const [name, fields] of Object.entries(CONTRACT_FIELDS)) {
    const properties = Object.keys(schemas[name]?.properties ?? {});
    const missing = fields.filter((field) => !properties.includes(field));
    assert.deepEqual(missing, [], `${name} lacks contract fields`);
  }
});

/** Rows of the description's tables headed `| Value |` (a transitions table is headed `| From |`). */
function valueTableRows(description: string): string[] {
  const rows: string[] = [];
  let inValueTable = false;
  for (const line of description.split('\n')) {
    if (!line.startsWith('|')) inValueTable = false;
    else if (/^\|\s*Value\s*\|/.test(line)) inValueTable = true;
    else if (inValueTable) rows.push(line);
  }
  return rows;
}

test('enums list the contract values in contract order and describe every value', () => {
  for (const [name, values] of Object.entries(CONTRACT_ENUMS)) {
    assert.deepEqual(schemas[name]?.enum, values, `${name} values and order`);
    assert.equal(schemas[name]?.type, 'string', `${name} is a string enum`);
  }
  // Any enum anywhere (named or inline) describes each of its values once, in x-enumDescriptions: the
  // reference renders that as the enum's table (and the Markdown copies as its Values), so a table of
  // the same values in the description would show readers every value twice.
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    walkSchema(schema, `#/components/schemas/${name}`, (node, pointer) => {
      if (!Array.isArray(node.enum)) return;
      const descriptions = (node['x-enumDescriptions'] ?? {}) as Record<string, string>;
      // Compared as sets: JavaScript orders integer-like keys ("101") first, so map order is not meaningful.
      if (JSON.stringify(Object.keys(descriptions).sort()) !== JSON.stringify([...(node.enum as string[])].sort())) {
        problems.push(`${pointer}: x-enumDescriptions keys differ from enum`);
      }
      const tableRows = valueTableRows(String(node.description ?? ''));
      for (const value of node.enum as string[]) {
        if (!descriptions[value]?.trim()) problems.push(`${pointer}: no meaning for ${value}`);
        if (tableRows.some((line) => line.startsWith(`| \`${value}\` |`)))
          problems.push(`${pointer}: the description has a table row for ${value}; x-enumDescriptions already says it`);
      }
    });
  }
  assert.deepEqual(problems, []);
});

test('request schemas are closed and require what the contract requires', () => {
  for (const [name, { fields, required }] of Object.entries(CONTRACT_REQUESTS)) {
    const schema = schemas[name];
    assert.ok(schema, `${name} exists`);
    assert.equal(schema.additionalProperties, false, `${name}.additionalProperties`);
    assert.deepEqual([...(schema.required ?? [])].sort(), [...required].sort(), `${name}.required`);
    const missing = fields.filter((field) => !(field in (schema.properties ?? {})));
    assert.deepEqual(missing, [], `${name} lacks contract fields`);
  }
});

test('error schemas extend ApiException with a fixed status and type', () => {
  for (const [name, fixed] of Object.entries(ERROR_SCHEMAS)) {
    if (!fixed) continue;
    const schema = schemas[name]!;
    assert.equal(schema.allOf?.[0]?.$ref, '#/components/schemas/ApiException', `${name} extends ApiException`);
    const own = schema.allOf?.[1]?.properties as Obj;
    assert.equal(own?.status?.const, fixed[0], `${name}.status`);
    assert.equal(own?.type?.const, fixed[1], `${name}.type`);
  }
});

test('every property has a type, a description and an example', () => {
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    walkSchema(schema, `#/components/schemas/${name}`, (node, pointer) => {
      for (const [field, property] of Object.entries((node.properties ?? {}) as Record<string, Obj>)) {
        const where = `${pointer}/properties/${field}`;
        const component = referencedComponent(property);
        if (!property.type && !component) problems.push(`${where}: no type`);
        if (!property.description) problems.push(`${where}: no description`);
        const exampleFromComponent = component && schemas[component] && 'example' in schemas[component]!;
        if (!('example' in property) && !exampleFromComponent) problems.push(`${where}: no example`);
      }
    });
  }
  assert.deepEqual(problems, []);
});

test('operations: summary, description, parameters, request examples, success and error responses', () => {
  const problems: string[] = [];
  for (const { label, method, operation, pointer } of mainOperations) {
    if (!operation.summary) problems.push(`${label}: no summary`);
    if (!operation.description || operation.description.length < 60) problems.push(`${label}: description too short`);
    const params = ((operation.parameters ?? []) as Obj[]).map(
      (param, index) => deref(param, `${pointer}/parameters/${index}`).node,
    );
    for (const param of params) {
      if (!param.description) problems.push(`${label}: parameter ${param.name} has no description`);
      if (!('example' in param) && !param.examples) problems.push(`${label}: parameter ${param.name} has no example`);
    }
    const names = params.map((param) => `${param.in}:${param.name}`);
    if (!names.includes('header:Pagora-Account')) problems.push(`${label}: no Pagora-Account header`);
    const writes = method === 'post' || method === 'patch';
    if (writes && !names.includes('header:Idempotency-Key')) problems.push(`${label}: no Idempotency-Key header`);
    if (writes) {
      const content = operation.requestBody?.content?.['application/json'] as Obj | undefined;
      if (!content) problems.push(`${label}: no JSON request body`);
      else {
        if (!String(content.schema?.$ref ?? '').startsWith('#/components/schemas/'))
          problems.push(`${label}: request body is not a named schema`);
        if (namedExamples(content, pointer).length === 0) problems.push(`${label}: request body has no example`);
      }
    }
    const responses = (operation.responses ?? {}) as Record<string, Obj>;
    const codes = Object.keys(responses);
    const successCodes = codes.filter((code) => /^2/.test(code));
    if (successCodes.length === 0) problems.push(`${label}: no success response`);
    for (const code of successCodes) {
      const resolved = deref(responses[code]!, `${pointer}/responses/${code}`);
      const content = resolved.node.content?.['application/json'] as Obj | undefined;
      if (!content || namedExamples(content, resolved.pointer).length === 0)
        problems.push(`${label}: ${code} has no example`);
    }
    if (!codes.some((code) => /^4/.test(code))) problems.push(`${label}: no 4xx response`);
    for (const code of ['401', '429', '500', '503', ...(writes ? ['400', '409', '422'] : [])]) {
      if (!codes.includes(code)) problems.push(`${label}: no ${code} response`);
    }
    for (const code of codes.filter((c) => /^[45]/.test(c))) {
      const resolved = deref(responses[code]!, `${pointer}/responses/${code}`);
      const content = resolved.node.content?.['application/json'] as Obj | undefined;
      const ref = String(content?.schema?.$ref ?? '');
      const schemaName = ref.replace('#/components/schemas/', '');
      if (!(schemaName in ERROR_SCHEMAS)) problems.push(`${label}: ${code} does not use an error schema`);
      const fixed = ERROR_SCHEMAS[schemaName];
      if (fixed && String(fixed[0]) !== code) problems.push(`${label}: ${code} uses ${schemaName}`);
      if (!content || namedExamples(content, resolved.pointer).length === 0)
        problems.push(`${label}: ${code} has no example`);
      for (const { name, value } of content ? namedExamples(content, resolved.pointer) : []) {
        if ((value as Obj)?.status !== Number(code)) problems.push(`${name}: status is not ${code}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('payments-create and subscriptions-create document signed callbacks', () => {
  const byId = new Map(mainOperations.map((entry) => [entry.operation.operationId as string, entry]));
  const expectations: Array<[string, string, string, string]> = [
    ['payments-create', 'paymentStatusChanged', '{$request.body#/callbackUrl}', 'Payment'],
    ['subscriptions-create', 'subscriptionStatusChanged', '{$request.body#/callbackUrl}', 'Subscription'],
    ['subscriptions-create', 'subscriptionPaymentStatusChanged', '{$request.body#/paymentCallbackUrl}', 'Payment'],
  ];
  for (const [operationId, callbackName, expression, schemaName] of expectations) {
    const entry = byId.get(operationId)!;
    const callback = entry.operation.callbacks?.[callbackName] as Obj | undefined;
    assert.ok(callback, `${operationId} has callback ${callbackName}`);
    const resolved = deref(callback, `${entry.pointer}/callbacks/${callbackName}`).node;
    const post = resolved[expression]?.post as Obj | undefined;
    assert.ok(post, `${callbackName} is a POST on ${expression}`);
    assert.equal(post.requestBody?.content?.['application/json']?.schema?.$ref, `#/components/schemas/${schemaName}`);
    const headers = ((post.parameters ?? []) as Obj[])
      .map((param) => deref(param, '').node)
      .filter((param) => param.in === 'header')
      .map((param) => param.name);
    assert.deepEqual([...headers].sort(), ['Pagora-Signature', 'Pagora-Timestamp']);
  }
});

test('descriptions are MDX-safe and link only to known site routes', () => {
  const problems: string[] = [];
  walk(doc, '#', (node, pointer) => {
    for (const key of ['description', 'summary']) {
      const text = node[key];
      if (typeof text !== 'string') continue;
      // `summary` inside an Example Object or `description` of a schema are both rendered, so check both.
      const bad = unsafeMdx(text);
      if (bad.length) problems.push(`${pointer}/${key}: raw ${bad.join(' ')} outside backticks`);
      for (const match of text.matchAll(/\]\(([^)]+)\)/g)) {
        const target = match[1]!;
        if (target.startsWith('https://')) continue;
        if (!ALLOWED_SITE_LINKS.has(target)) problems.push(`${pointer}/${key}: link to unknown route ${target}`);
      }
    }
    const enumDescriptions = node['x-enumDescriptions'];
    if (enumDescriptions && typeof enumDescriptions === 'object') {
      for (const [value, text] of Object.entries(enumDescriptions as Record<string, string>)) {
        const bad = unsafeMdx(text);
        if (bad.length) problems.push(`${pointer}/x-enumDescriptions/${value}: raw ${bad.join(' ')}`);
      }
    }
  });
  assert.deepEqual(problems, []);
});

test('schema $refs form no cycles and Payment never reaches Subscription', () => {
  const edges = new Map<string, Set<string>>();
  for (const [name, schema] of Object.entries(schemas)) {
    const targets = new Set<string>();
    walk(schema, '', (node) => {
      if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/'))
        targets.add(node.$ref.slice('#/components/schemas/'.length));
    });
    edges.set(name, targets);
  }
  const reach = (from: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...(edges.get(from) ?? [])];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(edges.get(next) ?? []));
    }
    return seen;
  };
  for (const name of edges.keys()) assert.ok(!reach(name).has(name), `${name} reaches itself through $refs`);
  assert.ok(!reach('Payment').has('Subscription'), 'Payment must not reference Subscription');
  assert.ok(reach('Subscription').has('Payment'), 'Subscription.lastPayment references Payment');
});

// ---------------------------------------------------------------------------
// Tests: examples
// ---------------------------------------------------------------------------

test('every component schema is a valid JSON Schema 2020-12 schema', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    assert.ok(ajv.validateSchema(schema), `${name}: ${ajv.errorsText(ajv.errors)}`);
    // Compiling in strict mode rejects unknown keywords (typos) and ill-formed constraints.
    assert.doesNotThrow(() => validatorAt(`/components/schemas/${name}`), `${name} compiles in strict mode`);
  }
});

test('schema-level and property examples validate against their schemas', (t) => {
  const failures: string[] = [];
  let checked = 0;
  for (const [name, schema] of Object.entries(schemas)) {
    walkSchema(schema, `/components/schemas/${escapePointer(name)}`, (node, pointer) => {
      if (!('example' in node)) return;
      check(failures, validatorAt(pointer), node.example, `#${pointer}/example`);
      checked += 1;
    });
  }
  assert.deepEqual(failures, []);
  assert.ok(checked > 250, `expected hundreds of schema examples, checked ${checked}`);
  t.diagnostic(`${checked} schema and property examples validated`);
});

test('property examples combined into one object validate against each schema', (t) => {
  const failures: string[] = [];
  let checked = 0;
  for (const [name, schema] of Object.entries(schemas)) {
    if (!schema.properties && !schema.allOf) continue;
    const combined = combinedExample(schema);
    assert.ok(combined && typeof combined === 'object', `${name}: could not combine property examples`);
    check(
      failures,
      validatorAt(`/components/schemas/${escapePointer(name)}`),
      combined,
      `${name} (combined property examples)`,
    );
    checked += 1;
  }
  assert.deepEqual(failures, []);
  assert.ok(checked >= OBJECT_SCHEMAS.length + Object.keys(CONTRACT_REQUESTS).length);
  t.diagnostic(`${checked} object schemas validated against their combined property examples`);
});

test('request, response, callback, parameter and header examples validate', (t) => {
  const failures: string[] = [];
  let checked = 0;
  const seen = new Set<string>(); // shared components (responses, callbacks) are checked once
  const checkContent = (content: Obj | undefined, pointer: string): void => {
    for (const [mediaType, media] of Object.entries((content ?? {}) as Record<string, Obj>)) {
      const mediaPointer = `${pointer}/content/${escapePointer(mediaType)}`;
      if (!media.schema || seen.has(mediaPointer)) continue;
      seen.add(mediaPointer);
      const validate = validatorFor(media.schema as Obj, `${mediaPointer}/schema`);
      for (const { name, value } of namedExamples(media, mediaPointer)) {
        check(failures, validate, value, `#${name}`);
        checked += 1;
      }
    }
  };
  const checkParameterLike = (param: Obj, pointer: string): void => {
    if (!param.schema || seen.has(pointer)) return;
    seen.add(pointer);
    const validate = validatorFor(param.schema as Obj, `${pointer}/schema`);
    for (const { name, value } of namedExamples(param, pointer)) {
      check(failures, validate, value, `#${name}`);
      checked += 1;
    }
  };
  for (const { operation, pointer } of operations) {
    ((operation.parameters ?? []) as Obj[]).forEach((param, index) => {
      const resolved = deref(param, `${pointer}/parameters/${index}`);
      checkParameterLike(resolved.node, resolved.pointer);
    });
    if (operation.requestBody) {
      const resolved = deref(operation.requestBody as Obj, `${pointer}/requestBody`);
      checkContent(resolved.node.content as Obj, resolved.pointer);
    }
    for (const [code, response] of Object.entries((operation.responses ?? {}) as Record<string, Obj>)) {
      const resolved = deref(response, `${pointer}/responses/${code}`);
      checkContent(resolved.node.content as Obj, resolved.pointer);
      for (const [headerName, header] of Object.entries((resolved.node.headers ?? {}) as Record<string, Obj>)) {
        const h = deref(header, `${resolved.pointer}/headers/${escapePointer(headerName)}`);
        checkParameterLike(h.node, h.pointer);
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(checked > 100, `expected over 100 operation examples, checked ${checked}`);
  t.diagnostic(`${checked} media-type, parameter and header examples validated`);
});
