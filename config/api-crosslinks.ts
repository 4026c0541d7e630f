/**
 * The objects and operations that exist in both APIs, as a declared mapping: REST names on the left
 * (components.schemas keys and operationIds in openapi/openapi.yaml), GraphQL names on the right
 * (graphql/schema.graphql). It drives the "Also in the … API" note on reference pages (src/components/ApiCrossLinks)
 * and the same links in the Markdown copies (scripts/llms). tests/unit/api-crosslinks.test.ts checks every name.
 */
import { docsInstances } from './site';

/** A REST schema and the GraphQL type with the same fields or values. */
export interface TypeCrossLink {
  /** Key under `components.schemas`. */
  rest: string;
  /** GraphQL type name. */
  graphql: string;
  /** Kind of the GraphQL type (its folder under apis/graphql/types/). */
  graphqlKind: 'objects' | 'enums';
}

/** A REST operation and the GraphQL field that does the same thing. */
export interface OperationCrossLink {
  /** `operationId`. */
  rest: string;
  /** Field of the GraphQL root type. */
  graphql: string;
  /** Root type of the field (its folder under apis/graphql/operations/). */
  graphqlKind: 'mutations' | 'queries';
}

/** Enums both APIs define with the same values (tests/unit/one-api.test.ts checks them). */
export const sharedEnums = [
  'PaymentStatus',
  'SubscriptionStatus',
  'Currency',
  'Interval',
  'RefundReason',
  'CancellationReason',
  'PaymentMethod',
  'CardBrand',
  'CardType',
  'TransactionType',
  'MessageChannel',
  'NextActionType',
] as const;

/** Objects embedded in payments and subscriptions, named alike in both APIs. */
const sharedObjects = [
  'Payment',
  'Customer',
  'Address',
  'BillingDetails',
  'ShippingDetails',
  'NextAction',
  'CardDetails',
  'PaymentMethodDetails',
  'TraceDetails',
  'ApplePayDomain',
  'BizumPhoneValidation',
] as const;

export const typeCrossLinks: readonly TypeCrossLink[] = [
  ...sharedObjects.map((name): TypeCrossLink => ({ rest: name, graphql: name, graphqlKind: 'objects' })),
  // GraphQL reserves `Subscription` for its root type of live updates.
  { rest: 'Subscription', graphql: 'PaymentSubscription', graphqlKind: 'objects' },
  ...sharedEnums.map((name): TypeCrossLink => ({ rest: name, graphql: name, graphqlKind: 'enums' })),
];

export const operationCrossLinks: readonly OperationCrossLink[] = [
  { rest: 'payments-create', graphql: 'createPayment', graphqlKind: 'mutations' },
  { rest: 'payments-get', graphql: 'payment', graphqlKind: 'queries' },
  { rest: 'payments-confirm', graphql: 'confirmPayment', graphqlKind: 'mutations' },
  { rest: 'payments-cancel', graphql: 'cancelPayment', graphqlKind: 'mutations' },
  { rest: 'payments-capture', graphql: 'capturePayment', graphqlKind: 'mutations' },
  { rest: 'payments-refund', graphql: 'refundPayment', graphqlKind: 'mutations' },
  { rest: 'payments-recurring', graphql: 'createRecurringPayment', graphqlKind: 'mutations' },
  { rest: 'payments-send-link', graphql: 'sendPaymentLink', graphqlKind: 'mutations' },
  { rest: 'payments-send-receipt', graphql: 'sendPaymentReceipt', graphqlKind: 'mutations' },
  { rest: 'payments-send-request', graphql: 'sendPaymentRequest', graphqlKind: 'mutations' },
  { rest: 'subscriptions-create', graphql: 'createSubscription', graphqlKind: 'mutations' },
  { rest: 'subscriptions-get', graphql: 'subscription', graphqlKind: 'queries' },
  { rest: 'subscriptions-update', graphql: 'updateSubscription', graphqlKind: 'mutations' },
  { rest: 'subscriptions-activate', graphql: 'activateSubscription', graphqlKind: 'mutations' },
  { rest: 'subscriptions-pause', graphql: 'pauseSubscription', graphqlKind: 'mutations' },
  { rest: 'subscriptions-resume', graphql: 'resumeSubscription', graphqlKind: 'mutations' },
  { rest: 'subscriptions-cancel', graphql: 'cancelSubscription', graphqlKind: 'mutations' },
  { rest: 'subscriptions-send-link', graphql: 'sendSubscriptionLink', graphqlKind: 'mutations' },
  { rest: 'subscriptions-send-status', graphql: 'sendSubscriptionStatus', graphqlKind: 'mutations' },
  { rest: 'payment-methods-get', graphql: 'availablePaymentMethods', graphqlKind: 'queries' },
  { rest: 'apple-pay-domain-register', graphql: 'registerApplePayDomain', graphqlKind: 'mutations' },
  { rest: 'bizum-validate-phone', graphql: 'bizumPhoneValidation', graphqlKind: 'queries' },
];

/** graphql-markdown's page slug for a name (its `slugify`): `PaymentSubscription` → `payment-subscription`. */
export function graphqlSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z]+|\d+)([A-Z])/g, '$1 $2')
    .replace(/([a-z]+)(\d)/g, '$1 $2')
    .replace(/(\d+)([a-z])/g, '$1 $2')
    .split(/[^0-9A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join('-');
}

const restBase = `/${docsInstances.rest.routeBasePath}`;
const graphqlBase = `/${docsInstances.graphql.routeBasePath}`;

/**
 * docusaurus-plugin-openapi-docs's page slug (lodash's `kebabCase`, here for the ASCII names OpenAPI
 * documents use, so the theme does not ship lodash): words split at case changes, digits and
 * punctuation, lower-cased, joined by `-`. `listResource001s` → `list-resource-001-s`.
 * tests/unit/rest-routes.test.ts holds it to lodash's own function.
 */
export const restSlug = (name: string): string =>
  (name.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+/g) ?? []).map((word) => word.toLowerCase()).join('-');

/** Doc id of a REST schema page: the generator lower-cases the schema's name before its slug. */
export const restSchemaId = (name: string): string => `schemas/${restSlug(name.replace(' ', '-').toLowerCase())}`;
export const restSchemaRoute = (name: string): string => `${restBase}/${restSchemaId(name)}/`;
/** Route of a REST operation page (its doc id is the operationId's slug). */
export const restOperationRoute = (operationId: string): string => `${restBase}/${restSlug(operationId)}/`;
/** Route of a REST tag page, by its slug (`RestModel.tagSlug`). */
export const restTagRoute = (slug: string): string => `${restBase}/${slug}/`;
/** The folder of a type's page in the GraphQL reference (graphql-markdown's). */
export type GraphqlTypeFolder = 'objects' | 'inputs' | 'enums' | 'scalars' | 'unions' | 'interfaces';
export const graphqlTypeRoute = (kind: GraphqlTypeFolder, name: string): string =>
  `${graphqlBase}/types/${kind}/${graphqlSlug(name)}/`;
export const graphqlOperationRoute = (kind: 'queries' | 'mutations' | 'subscriptions', name: string): string =>
  `${graphqlBase}/operations/${kind}/${graphqlSlug(name)}/`;

/** One link from a page to its counterpart in the other API. */
export interface CrossLinkTarget {
  api: 'REST API' | 'GraphQL API';
  label: string;
  route: string;
}

/** Every mapped route with the counterpart pages it links to. */
export function crossLinksByRoute(): ReadonlyMap<string, readonly CrossLinkTarget[]> {
  const map = new Map<string, CrossLinkTarget[]>();
  const add = (from: string, target: CrossLinkTarget): void => {
    map.set(from, [...(map.get(from) ?? []), target]);
  };
  for (const link of typeCrossLinks) {
    const rest = restSchemaRoute(link.rest);
    const graphql = graphqlTypeRoute(link.graphqlKind, link.graphql);
    add(rest, { api: 'GraphQL API', label: link.graphql, route: graphql });
    add(graphql, { api: 'REST API', label: link.rest, route: rest });
  }
  for (const link of operationCrossLinks) {
    const rest = restOperationRoute(link.rest);
    const graphql = graphqlOperationRoute(link.graphqlKind, link.graphql);
    add(rest, { api: 'GraphQL API', label: link.graphql, route: graphql });
    add(graphql, { api: 'REST API', label: link.rest, route: rest });
  }
  return map;
}
