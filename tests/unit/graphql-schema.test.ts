// Checks graphql/schema.graphql against the shared API contract (openapi/API-CONTRACT.md).
//
// - the SDL builds and validates with graphql-js (as scripts/lib/graphql-source.ts does for `npm run gen`);
// - minimum size: 45 queries, 75 mutations, the 18 live subscriptions, 80 object types, 50 input types, 40 enums;
// - every type, field, argument, input field, enum value and directive has a description, and descriptions
//   are safe for the MDX pages generated from them (no raw `<`, `>`, `{`, `}` outside backticks);
// - the operation names the contract lists exist, the shared enums have exactly the contract's values in
//   order, `Payment` and `PaymentSubscription` have exactly the contract's fields, payment and subscription
//   mutation inputs have the fields of the REST request bodies, and list queries follow the
//   `limit`/`nextToken` → `XConnection { items, nextToken }` convention.
//
// The contract lists are restated here on purpose: drift in either place fails this test.
//
// Run: node --import tsx --test tests/unit/graphql-schema.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractEnums } from './support/contract-enums';
import {
  createPaymentFields,
  createSubscriptionFields,
  nestedObjectFields,
  paymentFields,
  recurringPaymentFields,
  subscriptionFields,
} from './support/contract-fields';
import {
  DirectiveLocation,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  validateSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const schemaPath = join(root, 'graphql', 'schema.graphql');

let cached: GraphQLSchema | undefined;
function schema(): GraphQLSchema {
  cached ??= buildSchema(readFileSync(schemaPath, 'utf8'));
  return cached;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function userTypes(): GraphQLNamedType[] {
  return Object.values(schema().getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !(isScalarType(type) && isSpecifiedScalarType(type)),
  );
}

function rootFields(kind: 'Query' | 'Mutation' | 'Subscription'): Record<string, GraphQLField<unknown, unknown>> {
  const type =
    kind === 'Query'
      ? schema().getQueryType()
      : kind === 'Mutation'
        ? schema().getMutationType()
        : schema().getSubscriptionType();
  assert.ok(type, `schema has no ${kind} root type`);
  return type.getFields();
}

function objectType(name: string): GraphQLObjectType {
  const type = schema().getType(name);
  assert.ok(type && isObjectType(type), `object type ${name} is missing`);
  return type;
}

function inputFieldsOf(name: string): Record<string, GraphQLInputField> {
  const type = schema().getType(name);
  assert.ok(type && isInputObjectType(type), `input type ${name} is missing`);
  return type.getFields();
}

/** `[Payment!]!`-style rendering of a type reference. */
function typeString(type: GraphQLInputType | GraphQLOutputType): string {
  return String(type);
}

/** Type of a field or input field in SDL notation, or `missing`. */
function typeOf(fields: Record<string, { type: GraphQLInputType | GraphQLOutputType }>, name: string): string {
  const field = fields[name];
  return field ? typeString(field.type) : 'missing';
}

// ---------------------------------------------------------------------------
// The contract, restated.
// ---------------------------------------------------------------------------

const CONTRACT_QUERIES = [
  'account',
  'balances',
  'invoices',
  'settlements',
  'charge',
  'charges',
  'chargesKpi',
  'chargeEvents',
  'chargesExport',
  'codes',
  'countries',
  'banks',
  'documents',
  'events',
  'availablePaymentMethods',
  'availableProcessors',
  'paymentEmailPreview',
  'subscriptionEmailPreview',
  'paymentRules',
  'pointOfSale',
  'pointsOfSale',
  'providers',
  'store',
  'stores',
  'subscription',
  'subscriptions',
  'subscriptionEvents',
  'userAccounts',
  'userEvents',
  'webhooks',
  'webReport',
  'authTokens',
  'payment',
  'payments',
] as const;

/** Single-item and list forms the issue asks for on top of the contract's list. */
const ISSUE_QUERIES = ['webhook', 'document', 'invoice', 'settlement', 'code', 'provider', 'paymentRule'] as const;

const CONTRACT_MUTATIONS = [
  'createPayment',
  'cancelPayment',
  'capturePayment',
  'refundPayment',
  'sendPaymentLink',
  'sendPaymentReceipt',
  'sendPaymentRequest',
  'createSubscription',
  'activateSubscription',
  'pauseSubscription',
  'resumeSubscription',
  'cancelSubscription',
  'sendSubscriptionLink',
  'sendSubscriptionStatus',
  'setupAccount',
  'updateAccount',
  'createAccountReviewRequest',
  'createApiKey',
  'deleteApiKey',
  'createStore',
  'updateStore',
  'deleteStore',
  'createPointOfSale',
  'updatePointOfSale',
  'deletePointOfSale',
  'createWebhook',
  'updateWebhook',
  'deleteWebhook',
  'enableTokenizationMethod',
  'disableTokenizationMethod',
  'createChargesExport',
  'lookupCompany',
  'validateWebsite',
  'verifyBusiness',
] as const;

const CONTRACT_SUBSCRIPTIONS = [
  'onUpdateAccount',
  'onUpdateAccountV2',
  'onUpdateAnalytics',
  'onUpdateAnalyticsV2',
  'onUpdateCharges',
  'onUpdateChargesV2',
  'onUpdateChargeEvents',
  'onUpdateChargeEventsV2',
  'onUpdateDocuments',
  'onUpdateDocumentsV2',
  'onUpdateEvents',
  'onUpdateEventsV2',
  'onUpdateSubscriptions',
  'onUpdateSubscriptionsV2',
  'onUpdateSubscriptionEvents',
  'onUpdateSubscriptionEventsV2',
  'onUpdateWebReport',
  'onUpdateWebReportV2',
] as const;

const SHARED_ENUMS: Record<string, readonly string[]> = {
  ...contractEnums,
  WebhookEventType: [
    'PAYMENT_CREATED',
    'PAYMENT_AUTHORIZED',
    'PAYMENT_SUCCEEDED',
    'PAYMENT_FAILED',
    'PAYMENT_CANCELED',
    'PAYMENT_EXPIRED',
    'PAYMENT_REFUNDED',
    'PAYMENT_PARTIALLY_REFUNDED',
    'SUBSCRIPTION_CREATED',
    'SUBSCRIPTION_ACTIVATED',
    'SUBSCRIPTION_PAST_DUE',
    'SUBSCRIPTION_RECOVERED',
    'SUBSCRIPTION_PAUSED',
    'SUBSCRIPTION_RESUMED',
    'SUBSCRIPTION_CANCELED',
    'CHARGEBACK_ALERT_RECEIVED',
    'PAYOUT_PAID',
    'PAYOUT_FAILED',
    'SETTLEMENT_CREATED',
    'ACCOUNT_UPDATED',
  ],
  PointOfSaleType: ['ONLINE', 'PHYSICAL', 'MOBILE', 'MOTO'],
  // Inline enums of the contract's Payment object (traceDetails.source, shop.platform) and ApplePayDomain.status.
  TraceSource: ['API', 'DASHBOARD', 'PAGORA_JS', 'PLUGIN'],
  ShopPlatform: ['SHOPIFY', 'WOOCOMMERCE', 'PRESTASHOP', 'ADOBE_COMMERCE', 'SALESFORCE', 'WIX', 'ODOO', 'CUSTOM'],
  ApplePayDomainStatus: ['VERIFIED', 'FAILED'],
  // Access levels named in the issue.
  AuthorizedUserAccessLevel: ['OWNER', 'ADMIN', 'DEVELOPER', 'ACCOUNTANT', 'SUPPORT', 'VIEWER'],
};

/** Every enum the issue names (values are free where the contract is silent). */
const REQUIRED_ENUMS = [
  'AccountStatus',
  'BusinessStatus',
  'ChargeStatus',
  'PaymentStatus',
  'SubscriptionStatus',
  'DocumentStatus',
  'DocumentType',
  'SettlementStatus',
  'ExportStatus',
  'CustomDomainStatus',
  'AuthorizedUserStatus',
  'AuthorizedUserAccessLevel',
  'ContractStatus',
  'WebReportStatus',
  'CallbackStatus',
  'BankAccountStatus',
  'IdentityVerificationStatus',
  'AccountInvoiceStatus',
  'Interval',
  'Currency',
  'PaymentMethod',
  'Processor',
  'CardBrand',
  'CardType',
  'RefundReason',
  'CancellationReason',
  'WebhookEventType',
  'PointOfSaleType',
  'BlacklistItemType',
] as const;

/** Object types the issue names. */
const REQUIRED_OBJECTS = [
  'Charge',
  'Payment',
  'PaymentSubscription',
  'Account',
  'Store',
  'PointOfSale',
  'Provider',
  'Webhook',
  'AuthorizedUser',
  'Document',
  'BlacklistItem',
  'PaymentRule',
  'ApplePayCertificate',
  'Settlement',
  'Invoice',
  'Code',
] as const;

const CUSTOM_SCALARS = ['DateTime', 'Long', 'Email', 'Phone', 'IPAddress', 'URL', 'JSON'] as const;

/** Nested objects of Payment, as the contract spells them (GraphQL type name → fields). */
const NESTED_OBJECTS: Record<string, readonly string[]> = {
  Customer: nestedObjectFields.Customer,
  Address: nestedObjectFields.Address,
  BillingDetails: nestedObjectFields.BillingDetails,
  ShippingDetails: nestedObjectFields.ShippingDetails,
  CardDetails: nestedObjectFields.CardDetails,
  TraceDetails: nestedObjectFields.TraceDetails,
  NextAction: nestedObjectFields.NextAction,
  ShopDetails: nestedObjectFields.Shop,
  ApplePayDomain: nestedObjectFields.ApplePayDomain,
  BizumPhoneValidation: nestedObjectFields.BizumPhoneValidation,
  CustomerInput: nestedObjectFields.Customer,
  AddressInput: nestedObjectFields.Address,
  BillingDetailsInput: nestedObjectFields.BillingDetails,
  ShippingDetailsInput: nestedObjectFields.ShippingDetails,
  ShopInput: nestedObjectFields.Shop,
  BrowserDetailsInput: nestedObjectFields.BrowserDetails,
  DeviceDetailsInput: nestedObjectFields.DeviceDetails,
};

/**
 * Mutation → [input type, fields in order, required fields, return type]. Fields are the REST request body's
 * (contract "Request bodies (REST)"), preceded by the path id (`paymentId`, `subscriptionId`) where REST has one.
 */
const REST_MIRRORS: Record<
  string,
  [input: string, fields: readonly string[], required: readonly string[], returns: string]
> = {
  createPayment: ['CreatePaymentInput', createPaymentFields, ['amount', 'currency'], 'Payment!'],
  // deviceDetails: the contract's DeviceDetails ("for apps"), accepted by REST ConfirmPaymentRequest as well.
  confirmPayment: [
    'ConfirmPaymentInput',
    ['paymentId', 'paymentMethod', 'paymentToken', 'browserDetails', 'deviceDetails', 'customer', 'billingDetails'],
    ['paymentId', 'paymentMethod', 'paymentToken'],
    'Payment!',
  ],
  cancelPayment: ['CancelPaymentInput', ['paymentId', 'cancellationReason'], ['paymentId'], 'Payment!'],
  capturePayment: ['CapturePaymentInput', ['paymentId', 'amount'], ['paymentId'], 'Payment!'],
  refundPayment: [
    'RefundPaymentInput',
    ['paymentId', 'amount', 'refundReason', 'description'],
    ['paymentId'],
    'Payment!',
  ],
  createRecurringPayment: [
    'CreateRecurringPaymentInput',
    recurringPaymentFields,
    ['amount', 'currency', 'paymentToken', 'sequenceId'],
    'Payment!',
  ],
  sendPaymentLink: [
    'SendPaymentLinkInput',
    ['paymentId', 'messageChannel', 'customer', 'messageLanguage'],
    ['paymentId', 'messageChannel'],
    'Payment!',
  ],
  sendPaymentReceipt: [
    'SendPaymentReceiptInput',
    ['paymentId', 'customer', 'messageLanguage'],
    ['paymentId'],
    'Payment!',
  ],
  sendPaymentRequest: [
    'SendPaymentRequestInput',
    ['paymentId', 'paymentMethod', 'customer', 'iban'],
    ['paymentId', 'paymentMethod'],
    'Payment!',
  ],
  createSubscription: [
    'CreateSubscriptionInput',
    createSubscriptionFields,
    ['amount', 'currency', 'interval'],
    'PaymentSubscription!',
  ],
  updateSubscription: [
    'UpdateSubscriptionInput',
    [
      'subscriptionId',
      'amount',
      'description',
      'retrySchedule',
      'callbackUrl',
      'paymentCallbackUrl',
      'metadata',
      'customer',
    ],
    ['subscriptionId'],
    'PaymentSubscription!',
  ],
  activateSubscription: [
    'ActivateSubscriptionInput',
    ['subscriptionId', 'paymentToken'],
    ['subscriptionId'],
    'PaymentSubscription!',
  ],
  pauseSubscription: [
    'PauseSubscriptionInput',
    ['subscriptionId', 'pauseAtPeriodEnd', 'pauseIntervalCount'],
    ['subscriptionId'],
    'PaymentSubscription!',
  ],
  resumeSubscription: [
    'ResumeSubscriptionInput',
    ['subscriptionId', 'skipIntervalCount'],
    ['subscriptionId'],
    'PaymentSubscription!',
  ],
  cancelSubscription: [
    'CancelSubscriptionInput',
    ['subscriptionId', 'cancelAtPeriodEnd', 'cancellationReason'],
    ['subscriptionId'],
    'PaymentSubscription!',
  ],
  sendSubscriptionLink: [
    'SendSubscriptionLinkInput',
    ['subscriptionId', 'messageChannel', 'customer', 'messageLanguage'],
    ['subscriptionId', 'messageChannel'],
    'PaymentSubscription!',
  ],
  sendSubscriptionStatus: [
    'SendSubscriptionStatusInput',
    ['subscriptionId', 'messageChannel', 'customer', 'messageLanguage'],
    ['subscriptionId', 'messageChannel'],
    'PaymentSubscription!',
  ],
  registerApplePayDomain: ['RegisterApplePayDomainInput', ['domainName'], ['domainName'], 'ApplePayDomain!'],
};

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

test('schema builds and validates with zero errors', () => {
  const errors = validateSchema(schema());
  assert.deepEqual(
    errors.map((error) => error.message),
    [],
  );
  assert.equal(schema().getQueryType()?.name, 'Query');
  assert.equal(schema().getMutationType()?.name, 'Mutation');
  assert.equal(schema().getSubscriptionType()?.name, 'Subscription');
});

test('schema has the minimum number of operations and types', () => {
  const types = userTypes();
  const counts = {
    queries: Object.keys(rootFields('Query')).length,
    mutations: Object.keys(rootFields('Mutation')).length,
    subscriptions: Object.keys(rootFields('Subscription')).length,
    objectTypes: types.filter((type) => isObjectType(type) && !ROOT_TYPES.has(type.name)).length,
    inputTypes: types.filter((type) => isInputObjectType(type)).length,
    enums: types.filter((type) => isEnumType(type)).length,
  };
  const minimum = { queries: 45, mutations: 75, subscriptions: 18, objectTypes: 80, inputTypes: 50, enums: 40 };
  for (const [kind, min] of Object.entries(minimum)) {
    const count = counts[kind as keyof typeof counts];
    assert.ok(count >= min, `${kind}: ${count}, expected at least ${min}`);
  }
});

test('every type, field, argument, input field, enum value and directive has a description', () => {
  const missing: string[] = [];
  const need = (where: string, description: string | null | undefined): void => {
    if (!description || description.trim() === '') missing.push(where);
  };
  const needArgs = (where: string, args: readonly GraphQLArgument[]): void => {
    for (const arg of args) need(`${where}(${arg.name})`, arg.description);
  };
  for (const type of userTypes()) {
    need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        needArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema().getDirectives()) {
    need(`@${directive.name}`, directive.description);
    needArgs(`@${directive.name}`, directive.args);
  }
  assert.deepEqual(missing, [], `missing descriptions: ${missing.join(', ')}`);
});

test('descriptions are safe for the generated MDX pages (no raw <, >, { or } outside backticks)', () => {
  const unsafe: string[] = [];
  const check = (where: string, description: string | null | undefined): void => {
    if (!description) return;
    const prose = description.replace(/`[^`]*`/g, '');
    if (/[<>{}]/.test(prose) || (prose.match(/`/g) ?? []).length > 0) unsafe.push(`${where}: ${description}`);
  };
  for (const type of userTypes()) {
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema().getDirectives()) {
    check(`@${directive.name}`, directive.description);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg.description);
  }
  assert.deepEqual(unsafe, []);
});

test('the contract operation names exist', () => {
  const queries = rootFields('Query');
  const mutations = rootFields('Mutation');
  for (const name of [...CONTRACT_QUERIES, ...ISSUE_QUERIES]) assert.ok(queries[name], `query ${name} is missing`);
  for (const name of CONTRACT_MUTATIONS) assert.ok(mutations[name], `mutation ${name} is missing`);
  for (const name of Object.keys(REST_MIRRORS)) assert.ok(mutations[name], `mutation ${name} is missing`);
});

test('live subscriptions are exactly the 18 of the contract; V2 take accountId, V1 do not', () => {
  const subscriptions = rootFields('Subscription');
  assert.deepEqual(Object.keys(subscriptions).sort(), [...CONTRACT_SUBSCRIPTIONS].sort());
  for (const [name, field] of Object.entries(subscriptions)) {
    const accountId = field.args.find((arg) => arg.name === 'accountId');
    if (name.endsWith('V2')) {
      assert.ok(accountId, `${name} must take accountId`);
      assert.equal(typeString(accountId.type), 'ID!', `${name}(accountId) must be ID!`);
      // V2 sends the full object, V1 a lighter payload: never the same type.
      const v1 = subscriptions[name.slice(0, -2)];
      assert.ok(v1, `${name} has no V1 counterpart`);
      assert.notEqual(getNamedType(field.type).name, getNamedType(v1.type).name, `${name} returns the same type as V1`);
    } else {
      assert.equal(accountId, undefined, `${name} is keyed on the signed-in account and takes no accountId`);
    }
  }
});

test('shared enums have exactly the contract values, in order', () => {
  for (const [name, values] of Object.entries(SHARED_ENUMS)) {
    const type = schema().getType(name);
    assert.ok(type && isEnumType(type), `enum ${name} is missing`);
    assert.deepEqual(
      type.getValues().map((value) => value.name),
      [...values],
      `enum ${name}`,
    );
  }
});

test('every enum, object type and scalar the issue names exists', () => {
  for (const name of REQUIRED_ENUMS) {
    const type = schema().getType(name);
    assert.ok(type && isEnumType(type), `enum ${name} is missing`);
    assert.ok(type.getValues().length >= 2, `enum ${name} has fewer than 2 values`);
  }
  for (const name of REQUIRED_OBJECTS) objectType(name);
  for (const name of CUSTOM_SCALARS) {
    const type = schema().getType(name);
    assert.ok(type && isScalarType(type), `scalar ${name} is missing`);
  }
});

test('Payment and PaymentSubscription have exactly the contract fields, in order', () => {
  assert.deepEqual(Object.keys(objectType('Payment').getFields()), [...paymentFields]);
  assert.deepEqual(Object.keys(objectType('PaymentSubscription').getFields()), [...subscriptionFields]);

  const payment = objectType('Payment').getFields();
  const expectTypes: Record<string, string> = {
    id: 'ID!',
    amount: 'Int!',
    currency: 'Currency!',
    status: 'PaymentStatus!',
    transactionType: 'TransactionType!',
    refundedAmount: 'Int!',
    lastRefundReason: 'RefundReason',
    cancellationReason: 'CancellationReason',
    paymentMethod: 'PaymentMethodDetails',
    messageChannel: 'MessageChannel',
    nextAction: 'NextAction',
    createdAt: 'DateTime!',
  };
  for (const [field, type] of Object.entries(expectTypes)) {
    assert.equal(typeOf(payment, field), type, `Payment.${field}`);
  }
  const subscription = objectType('PaymentSubscription').getFields();
  assert.equal(typeOf(subscription, 'status'), 'SubscriptionStatus!');
  assert.equal(typeOf(subscription, 'interval'), 'Interval!');
  assert.equal(typeOf(subscription, 'lastPayment'), 'Payment');
  assert.equal(typeOf(subscription, 'retrySchedule'), '[Int!]!');
});

test('nested payment objects have the contract fields, in order', () => {
  for (const [name, fields] of Object.entries(NESTED_OBJECTS)) {
    const type = schema().getType(name);
    assert.ok(type && (isObjectType(type) || isInputObjectType(type)), `type ${name} is missing`);
    assert.deepEqual(Object.keys(type.getFields()), [...fields], name);
  }
  const details = objectType('PaymentMethodDetails').getFields();
  assert.equal(typeOf(details, 'type'), 'PaymentMethod!');
  for (const key of ['card', 'bizum', 'mbway', 'paypal']) assert.ok(details[key], `PaymentMethodDetails.${key}`);
});

test('payment and subscription mutations mirror the REST request bodies', () => {
  const mutations = rootFields('Mutation');
  for (const [name, [input, fields, required, returns]] of Object.entries(REST_MIRRORS)) {
    const mutation = mutations[name];
    assert.ok(mutation, `mutation ${name} is missing`);
    assert.deepEqual(
      mutation.args.map((arg) => `${arg.name}: ${typeString(arg.type)}`),
      [`input: ${input}!`],
      `${name} arguments`,
    );
    assert.equal(typeString(mutation.type), returns, `${name} return type`);
    const inputFields = inputFieldsOf(input);
    assert.deepEqual(Object.keys(inputFields), [...fields], `${input} fields`);
    const nonNull = Object.values(inputFields)
      .filter((field) => isNonNullType(field.type))
      .map((field) => field.name);
    assert.deepEqual(nonNull, [...required], `${input} required fields`);
  }
  const refund = inputFieldsOf('RefundPaymentInput');
  assert.equal(typeOf(refund, 'refundReason'), 'RefundReason');
  assert.equal(refund.refundReason?.defaultValue, 'REQUESTED_BY_CUSTOMER');
  const create = inputFieldsOf('CreatePaymentInput');
  assert.equal(typeOf(create, 'paymentMethods'), '[PaymentMethod!]');
  assert.equal(typeOf(create, 'amount'), 'Int!');
});

test('every mutation takes arguments, and `input` arguments are named after the mutation', () => {
  for (const [name, mutation] of Object.entries(rootFields('Mutation'))) {
    assert.ok(mutation.args.length > 0, `mutation ${name} takes no arguments`);
    for (const arg of mutation.args) {
      if (arg.name !== 'input') continue;
      const expected = `${name.charAt(0).toUpperCase()}${name.slice(1)}Input!`;
      assert.equal(typeString(arg.type), expected, `${name}(input)`);
    }
  }
});

test('list queries follow the limit/nextToken → XConnection { items, nextToken } convention', () => {
  const connections = userTypes().filter((type) => type.name.endsWith('Connection'));
  assert.ok(connections.length > 0);
  for (const type of connections) {
    assert.ok(isObjectType(type), `${type.name} must be an object type`);
    const fields = type.getFields();
    assert.deepEqual(Object.keys(fields), ['items', 'nextToken'], `${type.name} fields`);
    const item = type.name.slice(0, -'Connection'.length);
    assert.equal(typeOf(fields, 'items'), `[${item}!]!`, `${type.name}.items`);
    assert.equal(typeOf(fields, 'nextToken'), 'String', `${type.name}.nextToken`);
  }
  let listQueries = 0;
  for (const [name, query] of Object.entries(rootFields('Query'))) {
    const returned = getNamedType(query.type);
    if (!returned.name.endsWith('Connection')) continue;
    listQueries += 1;
    assert.ok(isNonNullType(query.type), `${name} must return ${returned.name}!`);
    const limit = query.args.find((arg) => arg.name === 'limit');
    const nextToken = query.args.find((arg) => arg.name === 'nextToken');
    assert.ok(limit && typeString(limit.type) === 'Int' && limit.defaultValue === 20, `${name}(limit: Int = 20)`);
    assert.ok(nextToken && typeString(nextToken.type) === 'String', `${name}(nextToken: String)`);
  }
  assert.ok(listQueries >= 20, `only ${listQueries} connection queries`);
  const queries = rootFields('Query');
  for (const name of [
    'payments',
    'charges',
    'subscriptions',
    'stores',
    'pointsOfSale',
    'webhooks',
    'documents',
    'invoices',
    'settlements',
  ]) {
    assert.match(typeOf(queries, name), /^\w+Connection!$/, `${name} returns a connection`);
  }
});

test('stores, points of sale and charges have the contract fields', () => {
  const store = objectType('Store').getFields();
  for (const field of ['id', 'name', 'url', 'status', 'createdAt']) assert.ok(store[field], `Store.${field}`);
  const pos = objectType('PointOfSale').getFields();
  for (const field of ['id', 'storeId', 'name', 'type']) assert.ok(pos[field], `PointOfSale.${field}`);
  assert.equal(typeOf(pos, 'type'), 'PointOfSaleType!');
  const charge = objectType('Charge').getFields();
  for (const field of [
    'id',
    'paymentId',
    'amount',
    'currency',
    'status',
    'paymentMethod',
    'statusCode',
    'statusMessage',
    'createdAt',
  ]) {
    assert.ok(charge[field], `Charge.${field}`);
  }
  assert.equal(typeOf(charge, 'status'), 'ChargeStatus!');
});

test('amounts are integers in the smallest currency unit (Int, or Long for aggregates), never Float', () => {
  const wrong: string[] = [];
  const checkAmount = (where: string, name: string, type: GraphQLInputType | GraphQLOutputType): void => {
    if (!/amount$/i.test(name) && name !== 'subtotal' && name !== 'total' && name !== 'fee') return;
    const named = getNamedType(type).name;
    if (named !== 'Int' && named !== 'Long') wrong.push(`${where}: ${named}`);
  };
  for (const type of userTypes()) {
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        checkAmount(`${type.name}.${field.name}`, field.name, field.type);
        for (const arg of field.args) checkAmount(`${type.name}.${field.name}(${arg.name})`, arg.name, arg.type);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        checkAmount(`${type.name}.${field.name}`, field.name, field.type);
    }
  }
  assert.deepEqual(wrong, []);
});

test('@defer is declared as specified; @include and @skip are documented', () => {
  const defer = schema().getDirective('defer');
  assert.ok(defer, '@defer is missing');
  assert.deepEqual(
    defer.args.map((arg) => `${arg.name}: ${typeString(arg.type)}`),
    ['label: String', 'if: Boolean!'],
  );
  assert.equal(defer.args.find((arg) => arg.name === 'if')?.defaultValue, true);
  assert.deepEqual(
    [...defer.locations].sort(),
    [DirectiveLocation.FRAGMENT_SPREAD, DirectiveLocation.INLINE_FRAGMENT].sort(),
  );
  for (const name of ['include', 'skip']) {
    const directive = schema().getDirective(name);
    assert.ok(directive, `@${name} is missing`);
    assert.deepEqual(
      directive.args.map((arg) => `${arg.name}: ${typeString(arg.type)}`),
      ['if: Boolean!'],
    );
    assert.ok(directive.description && directive.description.length > 40, `@${name} has no Pagora description`);
  }
});

test('authorized-user access levels say what each level may do', () => {
  const type = schema().getType('AuthorizedUserAccessLevel');
  assert.ok(type && isEnumType(type));
  for (const value of type.getValues()) {
    assert.ok(
      (value.description ?? '').length >= 60,
      `AuthorizedUserAccessLevel.${value.name} description is too short`,
    );
  }
});
