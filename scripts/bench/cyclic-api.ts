/**
 * A large OpenAPI 3.1 description whose schemas reference each other in cycles, generated (issues
 * 46 and 75): the size and shape of the big public payments APIs that broke generation and the
 * build (about 450 operations, 775 schemas, "expandable" fields that hold either an id or the whole
 * related object), written here from scratch for Pagora's tests and benchmark, copied from no
 * provider's document. The same size and seed give the same document, byte for byte.
 *
 * Each resource kind `i` of `resources` has five operations (list, create, retrieve, update, delete)
 * and nine schemas. Its object points at two other kinds through expandable fields (`anyOf` of an
 * id string and the other object), at its own list, and at its events, whose `subject` points back:
 * self, mutual and long cycles through the whole graph, so the number of paths through the schemas
 * grows exponentially with their depth while the number of schemas grows linearly. What real
 * descriptions repeat is repeated: fields shared by many objects (a seeded pick from `SHARED_FIELDS`),
 * one `oneOf` of shared payment-method variants per kind, `allOf` over shared bases, long
 * descriptions with Markdown and HTML links (to the provider's own site, root-relative, and to an
 * anchor no page has), and a third of the create requests form-encoded with `deepObject` encoding.
 */
import { prng } from './scale/vary-text';

export interface CyclicApiSize {
  resources: number;
  /** Seeds the pick of shared fields and description sentences. */
  seed?: number;
}

/** 90 kinds: 450 operations and 818 schemas. */
export const defaultCyclicApiSize: CyclicApiSize = { resources: 90, seed: 75 };

/** Schemas that do not grow with `resources`. */
const FIXED_SCHEMAS = 8;
const SCHEMAS_PER_KIND = 9;
/** Schemas of a document of this size (components.schemas). */
export const cyclicApiSchemaCount = ({ resources }: CyclicApiSize): number => FIXED_SCHEMAS + SCHEMAS_PER_KIND * resources;

const kindName = (index: number): string => `Resource${String(index + 1).padStart(3, '0')}`;
const slugOf = (index: number): string => `resource-${String(index + 1).padStart(3, '0')}`;
const pathName = (index: number): string => `/v1/${slugOf(index)}s`;
const ref = (schema: string): { $ref: string } => ({ $ref: `#/components/schemas/${schema}` });
const expandable = (schema: string, what: string) => ({
  description: `The ${what}: its id, or the whole object when the request expands it.`,
  anyOf: [{ type: 'string', maxLength: 40 }, ref(schema)],
});

/** Fields many objects carry, word for word, as real descriptions repeat them. */
const SHARED_FIELDS: Record<string, object> = {
  livemode: { type: 'boolean', description: 'Whether the object exists in live mode (`true`) or in test mode (`false`).' },
  description: { type: ['string', 'null'], maxLength: 1000, description: 'An arbitrary string attached to the object, often shown to the customer.' },
  statement_descriptor: {
    type: ['string', 'null'],
    maxLength: 22,
    description: 'The text on the customer’s statement. At most 22 characters, at least one letter, none of `<`, `>`, `\\`, `\'` or `"`.',
  },
  receipt_email: { type: ['string', 'null'], format: 'email', description: 'Where the receipt is sent. <em>No receipt</em> is sent in test mode.' },
  cancellation_reason: {
    type: ['string', 'null'],
    enum: ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned', 'expired', 'failed_invoice', 'void_invoice', 'automatic', null],
    description: 'Why the object was canceled, when it was.',
  },
  failure_code: { type: ['string', 'null'], description: 'The error code of the last failure. See <a href="https://example.test/docs/error-codes">error codes</a>.' },
  failure_message: { type: ['string', 'null'], description: 'A message for the last failure, for people to read.' },
  url: { type: 'string', format: 'uri', maxLength: 5000, description: 'The URL to reach the object.' },
  expires_at: { type: ['integer', 'null'], format: 'int64', description: 'When the object expires, in seconds since the Unix epoch.' },
  canceled_at: { type: ['integer', 'null'], format: 'int64', description: 'When the object was canceled, in seconds since the Unix epoch.' },
  amount_refunded: { type: 'integer', minimum: 0, description: 'Amount refunded, in minor units; can be less than `amount` for a partial refund.' },
  application_fee_amount: { type: ['integer', 'null'], minimum: 0, description: 'The fee the platform takes, in minor units. See [Connect fees](/docs/connect/fees).' },
  payment_method_types: {
    type: 'array',
    items: { type: 'string', enum: ['card', 'sepa_debit', 'ideal', 'bancontact', 'giropay', 'sofort', 'wallet'] },
    description: 'The kinds of payment method the object may use.',
  },
  capture_method: { type: 'string', enum: ['automatic', 'automatic_async', 'manual'], description: 'When the funds are captured.' },
  tax_rates: { type: 'array', items: { type: 'string', maxLength: 40 }, description: 'Ids of the tax rates that apply, in order.' },
  on_behalf_of: { type: ['string', 'null'], description: 'The account on whose behalf the object was made, for platforms. See [accounts](#connected-accounts).' },
};

const SENTENCES = [
  'It is created by a request to this API or by the dashboard, and updated as it moves through its lifecycle.',
  'Objects in test mode never touch real money and are removed after ninety days.',
  'Each change sends an event; subscribe to events rather than polling this object.',
  'The fields below are returned in every response unless marked expandable, in which case only the id is returned until the request asks for the whole object.',
  'See [the lifecycle guide](/docs/objects/lifecycle) for the statuses it goes through and when each change happens.',
  '<p>Read <a href="https://example.test/docs/api/expanding">expanding responses</a> to fetch related objects in one request.</p>',
  'Amounts are integers in the currency’s smallest unit, such as cents; a zero-decimal currency has none.',
  'Requests that change it accept an <code>Idempotency-Key</code> header, so that a retried request is not carried out twice.',
  'Limits and rules of each country are listed in [the coverage table](https://example.test/docs/coverage#limits).',
  'Metadata you attach is returned unchanged and is never shown to customers.',
];

function describe(name: string, next: () => number, count: number): string {
  // `count` different sentences, in a seeded order.
  const picked = SENTENCES.map((sentence) => ({ sentence, key: next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count);
  return [`A ${name} object.`, ...picked.map(({ sentence }) => sentence)].join(' ');
}

function schemasOf(index: number, resources: number, next: () => number): Record<string, object> {
  const name = kindName(index);
  const owner = kindName((index + 1) % resources);
  const source = kindName((index * 7 + 3) % resources);
  const shared = Object.entries(SHARED_FIELDS).filter(() => next() < 0.45);
  return {
    [name]: {
      type: 'object',
      description: describe(name, next, 3 + Math.floor(next() * 4)),
      required: ['id', 'object', 'created'],
      properties: {
        id: { type: 'string', description: 'Unique identifier.', example: `r${index}_8f2a` },
        object: { type: 'string', enum: [name.toLowerCase()] },
        created: { type: 'integer', format: 'int64', description: 'Creation time, in seconds since the Unix epoch.' },
        amount: { type: 'integer', description: 'Amount in minor units.', minimum: 0 },
        currency: { type: 'string', description: 'ISO 4217 code, lower case.', pattern: '^[a-z]{3}$' },
        status: ref(`${name}Status`),
        metadata: ref('ObjectMetadata'),
        details: ref(`${name}Details`),
        payment_method: ref(`${name}PaymentMethod`),
        owner: expandable(owner, 'owning object'),
        source: expandable(source, 'object this one was created from'),
        children: ref(`${name}List`),
        events: { type: 'array', items: ref(`${name}Event`) },
        summary: ref(`${name}Summary`),
        ...Object.fromEntries(shared),
      },
    },
    [`${name}Status`]: { type: 'string', enum: ['pending', 'active', 'suspended', 'closed'], description: `The status of a ${name}.` },
    [`${name}List`]: {
      allOf: [
        ref('ListMeta'),
        { type: 'object', required: ['data'], properties: { data: { type: 'array', items: ref(name) } } },
      ],
    },
    [`${name}Event`]: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        type: { type: 'string', enum: [`${name.toLowerCase()}.created`, `${name.toLowerCase()}.updated`] },
        subject: ref(name),
        previous: { description: 'The object before the change.', anyOf: [ref(name), { type: 'null' }] },
      },
    },
    [`${name}Details`]: {
      allOf: [
        ref('Timestamps'),
        {
          type: 'object',
          properties: {
            label: { type: 'string', maxLength: 120 },
            address: ref('PostalAddress'),
            parent: expandable(name, 'parent object of the same kind'),
          },
        },
      ],
    },
    [`${name}Summary`]: {
      type: 'object',
      properties: {
        count: { type: 'integer' },
        latest: ref(name),
        related: { type: 'array', items: ref(owner) },
      },
    },
    [`${name}PaymentMethod`]: {
      description: `How a ${name} is paid: one of the payment method kinds, told apart by \`type\`.`,
      oneOf: [ref('Card'), ref('BankAccount'), ref('Wallet')],
      discriminator: { propertyName: 'type' },
    },
    [`${name}CreateRequest`]: {
      type: 'object',
      required: ['amount', 'currency'],
      properties: {
        amount: { type: 'integer', minimum: 0 },
        currency: { type: 'string', pattern: '^[a-z]{3}$' },
        details: ref(`${name}Details`),
        owner: { type: 'string', description: `Id of the owning ${owner}.` },
        metadata: ref('ObjectMetadata'),
        ...Object.fromEntries(shared.slice(0, 3)),
      },
    },
    [`${name}UpdateRequest`]: {
      type: 'object',
      properties: {
        details: ref(`${name}Details`),
        status: ref(`${name}Status`),
        metadata: ref('ObjectMetadata'),
      },
    },
  };
}

function operationsOf(index: number): Record<string, object> {
  const name = kindName(index);
  const tag = name;
  const json = (schema: string) => ({ 'application/json': { schema: ref(schema) } });
  // A third of the create requests are form-encoded, nested objects as `details[label]=…`.
  const createBody =
    index % 3 === 0
      ? {
          'application/x-www-form-urlencoded': {
            schema: ref(`${name}CreateRequest`),
            encoding: { details: { style: 'deepObject', explode: true }, metadata: { style: 'deepObject', explode: true } },
          },
        }
      : json(`${name}CreateRequest`);
  const errors = {
    '400': { description: 'The request is invalid.', content: json('Error') },
    '404': { description: 'No such object.', content: json('Error') },
  };
  const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const expand = {
    name: 'expand',
    in: 'query',
    description: 'Expandable fields to return as whole objects.',
    schema: { type: 'array', items: { type: 'string' } },
  };
  return {
    [pathName(index)]: {
      get: {
        operationId: `list${name}s`,
        tags: [tag],
        summary: `List ${name} objects`,
        description: `<p>Returns a page of ${name} objects, newest first. See <a href="/docs/pagination">pagination</a>.</p>`,
        parameters: [expand, { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } }],
        responses: { '200': { description: 'A page of objects.', content: json(`${name}List`) }, ...errors },
      },
      post: {
        operationId: `create${name}`,
        tags: [tag],
        summary: `Create a ${name}`,
        requestBody: { required: true, content: createBody },
        responses: { '201': { description: 'Created.', content: json(name) }, ...errors },
      },
    },
    [`${pathName(index)}/{id}`]: {
      get: {
        operationId: `get${name}`,
        tags: [tag],
        summary: `Retrieve a ${name}`,
        parameters: [idParameter, expand],
        responses: { '200': { description: 'The object.', content: json(name) }, ...errors },
      },
      patch: {
        operationId: `update${name}`,
        tags: [tag],
        summary: `Update a ${name}`,
        parameters: [idParameter],
        requestBody: { required: true, content: json(`${name}UpdateRequest`) },
        responses: { '200': { description: 'Updated.', content: json(name) }, ...errors },
      },
      delete: {
        operationId: `delete${name}`,
        tags: [tag],
        summary: `Delete a ${name}`,
        parameters: [idParameter],
        responses: { '204': { description: 'Deleted.' }, ...errors },
      },
    },
  };
}

const variant = (type: string, properties: Record<string, object>) => ({
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', const: type }, ...properties },
});

/** The OpenAPI 3.1 document, as a plain object (write it as YAML or JSON). */
export function cyclicApi({ resources, seed = defaultCyclicApiSize.seed! }: CyclicApiSize = defaultCyclicApiSize): Record<string, unknown> {
  const kinds = Array.from({ length: resources }, (_, index) => index);
  const next = prng(seed);
  const schemas = Object.assign({}, ...kinds.map((index) => schemasOf(index, resources, next))) as Record<string, object>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cyclic expandable objects',
      version: '1.0.0',
      description: 'A generated description whose objects expand into each other.',
      license: { name: 'Proprietary', url: 'https://docs.pagora.com/legal/' },
    },
    servers: [{ url: 'https://api.example.test' }],
    security: [{ bearer: [] }],
    tags: kinds.map((index) => ({ name: kindName(index), description: `Operations on ${kindName(index)} objects.` })),
    paths: Object.assign({}, ...kinds.map(operationsOf)),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['type', 'message'],
          properties: { type: { type: 'string' }, message: { type: 'string' }, param: { type: 'string' } },
        },
        ObjectMetadata: {
          type: 'object',
          description: 'Up to 50 keys of your own, each at most 40 characters, with values of at most 500.',
          additionalProperties: { type: 'string', maxLength: 500 },
        },
        PostalAddress: {
          type: 'object',
          properties: { line1: { type: 'string' }, city: { type: 'string' }, country: { type: 'string' } },
        },
        Timestamps: {
          type: 'object',
          properties: {
            updated: { type: 'integer', format: 'int64', description: 'Last change, in seconds since the Unix epoch.' },
            archived: { type: ['integer', 'null'], format: 'int64', description: 'When the object was archived, if it was.' },
          },
        },
        ListMeta: {
          type: 'object',
          required: ['has_more'],
          properties: {
            object: { type: 'string', enum: ['list'] },
            has_more: { type: 'boolean', description: 'Whether another page follows this one.' },
            next_page: { type: ['string', 'null'], description: 'The cursor of the next page.' },
          },
        },
        Card: variant('card', {
          brand: { type: 'string', enum: ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay'] },
          last4: { type: 'string', pattern: '^[0-9]{4}$' },
          exp_month: { type: 'integer', minimum: 1, maximum: 12 },
          exp_year: { type: 'integer' },
        }),
        BankAccount: variant('bank_account', { iban_last4: { type: 'string' }, bank_name: { type: ['string', 'null'] }, country: { type: 'string' } }),
        Wallet: variant('wallet', { provider: { type: 'string', enum: ['apple_pay', 'google_pay', 'click_to_pay'] }, card: ref('Card') }),
        ...schemas,
      },
    },
  };
}
