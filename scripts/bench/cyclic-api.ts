/**
 * A large OpenAPI 3.0 description whose schemas reference each other in cycles, generated (issue 46):
 * the shape of the big public payments APIs that broke generation (about 450 operations, 775
 * schemas, "expandable" fields that hold either an id or the whole related object), written here
 * from scratch for Pagora's tests and benchmark, copied from no provider's document.
 *
 * Each resource kind `i` of `resources` has five operations (list, create, retrieve, update, delete)
 * and eight schemas. Its object points at two other kinds through expandable fields (`anyOf` of an
 * id string and the other object), at its own list, and at its events, whose `subject` points back:
 * self, mutual and long cycles through the whole graph, so the number of paths through the schemas
 * grows exponentially with their depth while the number of schemas grows linearly.
 */

export interface CyclicApiSize {
  resources: number;
}

/** 90 kinds: 450 operations and 723 schemas, the size issue 46 asks for. */
export const defaultCyclicApiSize: CyclicApiSize = { resources: 90 };

const kindName = (index: number): string => `Resource${String(index + 1).padStart(3, '0')}`;
const pathName = (index: number): string => `/v1/resource-${String(index + 1).padStart(3, '0')}s`;
const ref = (schema: string): { $ref: string } => ({ $ref: `#/components/schemas/${schema}` });
const expandable = (schema: string, what: string) => ({
  description: `The ${what}: its id, or the whole object when the request expands it.`,
  anyOf: [{ type: 'string', maxLength: 40 }, ref(schema)],
});

function schemasOf(index: number, resources: number): Record<string, object> {
  const name = kindName(index);
  const owner = kindName((index + 1) % resources);
  const source = kindName((index * 7 + 3) % resources);
  return {
    [name]: {
      type: 'object',
      description: `A ${name} object.`,
      required: ['id', 'object', 'created'],
      properties: {
        id: { type: 'string', description: 'Unique identifier.', example: `r${index}_8f2a` },
        object: { type: 'string', enum: [name.toLowerCase()] },
        created: { type: 'integer', format: 'int64', description: 'Creation time, in seconds since the Unix epoch.' },
        amount: { type: 'integer', description: 'Amount in minor units.', minimum: 0 },
        currency: { type: 'string', description: 'ISO 4217 code, lower case.', pattern: '^[a-z]{3}$' },
        status: ref(`${name}Status`),
        metadata: ref('Metadata'),
        details: ref(`${name}Details`),
        owner: expandable(owner, 'owning object'),
        source: expandable(source, 'object this one was created from'),
        children: ref(`${name}List`),
        events: { type: 'array', items: ref(`${name}Event`) },
        summary: ref(`${name}Summary`),
      },
    },
    [`${name}Status`]: { type: 'string', enum: ['pending', 'active', 'suspended', 'closed'] },
    [`${name}List`]: {
      type: 'object',
      required: ['data', 'has_more'],
      properties: {
        object: { type: 'string', enum: ['list'] },
        data: { type: 'array', items: ref(name) },
        has_more: { type: 'boolean' },
        next_page: { type: 'string', nullable: true },
      },
    },
    [`${name}Event`]: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        type: { type: 'string', enum: [`${name.toLowerCase()}.created`, `${name.toLowerCase()}.updated`] },
        subject: ref(name),
        previous: { type: 'object', allOf: [ref(name)], nullable: true },
      },
    },
    [`${name}Details`]: {
      type: 'object',
      properties: {
        label: { type: 'string', maxLength: 120 },
        address: ref('Address'),
        parent: expandable(name, 'parent object of the same kind'),
      },
    },
    [`${name}Summary`]: {
      type: 'object',
      properties: {
        count: { type: 'integer' },
        latest: ref(name),
        related: { type: 'array', items: ref(owner) },
      },
    },
    [`${name}CreateRequest`]: {
      type: 'object',
      required: ['amount', 'currency'],
      properties: {
        amount: { type: 'integer', minimum: 0 },
        currency: { type: 'string', pattern: '^[a-z]{3}$' },
        details: ref(`${name}Details`),
        owner: { type: 'string', description: `Id of the owning ${owner}.` },
        metadata: ref('Metadata'),
      },
    },
    [`${name}UpdateRequest`]: {
      type: 'object',
      properties: {
        details: ref(`${name}Details`),
        status: ref(`${name}Status`),
        metadata: ref('Metadata'),
      },
    },
  };
}

function operationsOf(index: number): Record<string, object> {
  const name = kindName(index);
  const tag = name;
  const json = (schema: string) => ({ 'application/json': { schema: ref(schema) } });
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
        parameters: [expand, { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } }],
        responses: { '200': { description: 'A page of objects.', content: json(`${name}List`) }, ...errors },
      },
      post: {
        operationId: `create${name}`,
        tags: [tag],
        summary: `Create a ${name}`,
        requestBody: { required: true, content: json(`${name}CreateRequest`) },
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

/** The OpenAPI 3.0 document, as a plain object (write it as YAML or JSON). */
export function cyclicApi({ resources }: CyclicApiSize = defaultCyclicApiSize): Record<string, unknown> {
  const kinds = Array.from({ length: resources }, (_, index) => index);
  return {
    openapi: '3.0.3',
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
        Metadata: { type: 'object', additionalProperties: { type: 'string', maxLength: 500 } },
        Address: {
          type: 'object',
          properties: { line1: { type: 'string' }, city: { type: 'string' }, country: { type: 'string' } },
        },
        ...Object.assign({}, ...kinds.map((index) => schemasOf(index, resources))),
      },
    },
  };
}
