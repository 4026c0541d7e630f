/**
 * The payments facts in data/ against both API descriptions: every status, code, currency,
 * limit and capability the data names exists with the same value in openapi/openapi.yaml and
 * graphql/schema.graphql, and every statusCode has test data that produces it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GraphQLEnumType, GraphQLObjectType, assertEnumType, assertInputObjectType, getNamedType } from 'graphql';
import { graphqlSchema, openapi, type SchemaObject } from './support/sources';
import { statusCodes, authenticationRequiredCodes, declineKindMeanings } from '../../data/statusCodes';
import { accessLevelNames, accessLevels, levelsThatMay } from '../../data/accessLevels';
import {
  paymentActions,
  paymentStatusNames,
  paymentStatuses,
  subscriptionActions,
  subscriptionEvents,
  subscriptionNextStatuses,
  subscriptionTransitions,
  subscriptionStatusNames,
  subscriptionStatuses,
} from '../../data/paymentStatuses';
import { operationCrossLinks } from '../../config/api-crosslinks';
import {
  capabilityFields,
  currencies,
  methodCapabilities,
  paymentExpiry,
  paymentMethodNames,
  scalarCapabilityFields,
  unavailableMethodError,
} from '../../data/methodCapabilities';
import { apiErrorCodes, apiErrorTypes, idempotency } from '../../data/apiErrors';
import { cardBrands } from '../../data/cardBrands';
import { webhookDelivery } from '../../data/webhook-delivery';
import { bizumTestPhones, mbwayTestPhones, sepaTestIbans, statusCodeTriggers, testCards } from '../../data/testData';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

const schemas = (): Record<string, SchemaObject> => openapi().components.schemas;
const gqlEnumValues = (name: string): string[] => {
  const type = graphqlSchema().getType(name);
  assert.ok(type instanceof GraphQLEnumType, `graphql/schema.graphql has no enum ${name}`);
  return type.getValues().map((value) => value.name);
};
const gqlObjectFields = (name: string) => {
  const type = graphqlSchema().getType(name);
  assert.ok(type instanceof GraphQLObjectType, `graphql/schema.graphql has no type ${name}`);
  return type.getFields();
};

/** Rows of the Markdown table in a description that follows a bold heading (`**Transitions**`). */
function tableAfter(description: string, heading: string): string[][] {
  const start = description.indexOf(heading);
  assert.ok(start >= 0, `description has no ${heading}`);
  const lines = description.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines
    .slice(first, end === -1 ? undefined : end)
    .filter((line) => !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}
/** The `VALUES` of a table cell, leaving out any remark in parentheses. */
const backticked = (cell: string): string[] =>
  [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);

test('payment and subscription statuses are the enums of both APIs', () => {
  assert.deepEqual(schemas().PaymentStatus?.enum, [...paymentStatusNames]);
  assert.deepEqual(gqlEnumValues('PaymentStatus'), [...paymentStatusNames]);
  assert.deepEqual(schemas().SubscriptionStatus?.enum, [...subscriptionStatusNames]);
  assert.deepEqual(gqlEnumValues('SubscriptionStatus'), [...subscriptionStatusNames]);
});

test('payment and subscription status meanings are the OpenAPI descriptions', () => {
  const payment = (schemas().PaymentStatus as Obj)['x-enumDescriptions'] as Record<string, string>;
  for (const fact of paymentStatuses) assert.equal(fact.meaning, payment[fact.status], fact.status);
  const subscription = (schemas().SubscriptionStatus as Obj)['x-enumDescriptions'] as Record<string, string>;
  assert.deepEqual(
    subscriptionStatuses.map((fact) => fact.status),
    [...subscriptionStatusNames],
  );
  for (const fact of subscriptionStatuses) assert.equal(fact.meaning, subscription[fact.status], fact.status);
});

test('every subscription status change is announced by a SUBSCRIPTION_ event both APIs define, with its description', () => {
  // A merchant who relies on account webhooks alone must hear of every change, a recovery included:
  // one who removes access on SUBSCRIPTION_PAST_DUE must be told when to give it back.
  const rest = schemas().WebhookEventType as Obj;
  const restEvents = (rest.enum as string[]).filter((type) => type.startsWith('SUBSCRIPTION_'));
  const graphqlEvents = assertEnumType(graphqlSchema().getType('WebhookEventType'))
    .getValues()
    .filter((value) => value.name.startsWith('SUBSCRIPTION_'));
  const types = subscriptionEvents.map((event) => event.type);
  assert.deepEqual(restEvents, types, 'openapi/openapi.yaml WebhookEventType');
  assert.deepEqual(
    graphqlEvents.map((value) => value.name),
    types,
    'graphql/schema.graphql WebhookEventType',
  );
  for (const event of subscriptionEvents) {
    assert.equal((rest['x-enumDescriptions'] as Record<string, string>)[event.type], event.meaning, event.type);
    assert.equal(graphqlEvents.find((value) => value.name === event.type)?.description, event.meaning, event.type);
  }
  const webhooks = (openapi() as Obj).webhooks as Obj;
  for (const transition of subscriptionTransitions) {
    const where = `${transition.from.join(', ')} → ${transition.to}`;
    assert.ok(types.includes(transition.event), `${where}: ${transition.event} is no SUBSCRIPTION_ event`);
  }
  // Each event's example shows the subscription as one of the changes it announces leaves it.
  for (const type of types.filter((type) => type !== 'SUBSCRIPTION_CREATED')) {
    const into = subscriptionTransitions.filter((t) => t.event === type).map((t) => t.to);
    assert.ok(into.length > 0, `${type} announces no status change`);
    const examples = Object.values(webhooks[type].post.requestBody.content['application/json'].examples);
    assert.ok(
      examples.every((example) => into.includes((example as Obj).value.data.status)),
      `${type}: an example shows a subscription in none of ${into.join(', ')}`,
    );
  }
});

test('payment transitions are those of the OpenAPI PaymentStatus table', () => {
  const description = String(schemas().PaymentStatus?.description);
  const fromTable = new Map<string, string[]>();
  for (const [from = '', to = ''] of tableAfter(description, '**Transitions**')) {
    if (to.startsWith('final')) for (const status of backticked(from)) fromTable.set(status, []);
    else fromTable.set(backticked(from)[0]!, backticked(to));
  }
  const fromData = new Map(paymentStatuses.map((fact) => [fact.status, [...fact.next]]));
  assert.deepEqual(Object.fromEntries(fromData), Object.fromEntries(fromTable));
});

test('the Dashboard access levels are the GraphQL AuthorizedUserAccessLevel values, in order, with their descriptions', () => {
  const values = assertEnumType(graphqlSchema().getType('AuthorizedUserAccessLevel')).getValues();
  assert.deepEqual(
    values.map((value) => value.name),
    [...accessLevelNames],
  );
  for (const fact of accessLevels)
    assert.equal(fact.meaning, values.find((value) => value.name === fact.level)?.description, fact.level);
});

test('the mutations whose descriptions name Dashboard access levels name those of data/accessLevels.ts', () => {
  // A guide says who may create a payout or change the bank account with <Fact name="payoutLevels" />;
  // the reference page of the mutation says it in its description. Both must name the same levels.
  const mutations = graphqlSchema().getMutationType()!.getFields();
  const stated = (name: string): string[] =>
    backticked(mutations[name]?.description ?? '').filter((word) =>
      (accessLevelNames as readonly string[]).includes(word),
    );
  assert.deepEqual(stated('createPayout'), [...levelsThatMay.createPayouts]);
  assert.deepEqual(stated('setDefaultBankAccount'), [...levelsThatMay.changeBankAccount]);
  // Every task's levels are in the enum's order, most powerful first, and include OWNER.
  for (const [task, levels] of Object.entries(levelsThatMay)) {
    assert.deepEqual(
      [...levels],
      accessLevelNames.filter((level) => (levels as readonly string[]).includes(level)),
      task,
    );
    assert.equal(levels[0], 'OWNER', task);
  }
});

test("rollWebhookSigningSecret's default and range are the signing-secret rollover of data/webhook-delivery.ts", () => {
  const field = assertInputObjectType(graphqlSchema().getType('RollWebhookSigningSecretInput')).getFields()
    .expirePreviousInHours!;
  const { rolloverHours } = webhookDelivery.signature;
  assert.equal(field.defaultValue, rolloverHours.default);
  assert.match(field.description ?? '', new RegExp(`\\bfrom 0 to ${rolloverHours.max}\\b`));
});

test('subscription transitions are those of the OpenAPI SubscriptionStatus table and the GraphQL enum', () => {
  const statusesIn = (text: string): string[] =>
    backticked(text).filter((name) => (subscriptionStatusNames as readonly string[]).includes(name));
  const fromData = Object.fromEntries(
    subscriptionStatusNames.map((status) => [status, subscriptionNextStatuses(status)] as const),
  );
  const fromTable: Record<string, string[]> = {};
  for (const [from = '', to = ''] of tableAfter(String(schemas().SubscriptionStatus?.description), '**Transitions**'))
    fromTable[statusesIn(from)[0]!] = to.startsWith('final') ? [] : statusesIn(to);
  assert.deepEqual(fromTable, fromData, 'OpenAPI SubscriptionStatus **Transitions**');

  const sentence = /How statuses change: ([^\n]*)\n/.exec(
    String(graphqlSchema().getType('SubscriptionStatus')?.description),
  );
  assert.ok(sentence, 'GraphQL SubscriptionStatus does not say how statuses change');
  const fromGraphql: Record<string, string[]> = {};
  for (const part of sentence[1]!.replace(/\.$/, '').split('; ')) {
    const [from, ...to] = statusesIn(part);
    fromGraphql[from!] = part.includes('is final') ? [] : to;
  }
  assert.deepEqual(fromGraphql, fromData, 'GraphQL SubscriptionStatus');
});

test('a subscription transition you cause starts in every status its action allows, and CANCELED is final', () => {
  const actionOf = (when: string): string | undefined => /\(\/apis\/rest\/(subscriptions-[a-z-]+)\/\)/.exec(when)?.[1];
  const caused = subscriptionTransitions.filter((transition) => actionOf(transition.when));
  assert.ok(caused.length >= 4, 'the activate, pause, resume and cancel transitions link their action');
  for (const transition of caused)
    assert.deepEqual([...transition.from], [...subscriptionActions[actionOf(transition.when)!]!], transition.when);
  assert.deepEqual(subscriptionNextStatuses('CANCELED'), []);
  for (const status of subscriptionStatusNames.filter((name) => name !== 'CANCELED'))
    assert.ok(subscriptionNextStatuses(status).includes('CANCELED'), `${status} can be canceled`);
});

test('the actions each status allows are those the OpenAPI status descriptions list', () => {
  const actionNames: Record<string, string> = {
    Confirm: 'payments-confirm',
    Cancel: 'payments-cancel',
    Capture: 'payments-capture',
    Refund: 'payments-refund',
    'Send receipt': 'payments-send-receipt',
  };
  const rows = tableAfter(String(schemas().PaymentStatus?.description), '**Which actions each status allows**');
  for (const [action = '', allowed = ''] of rows) {
    if (action === 'Send link, send request') {
      assert.deepEqual(backticked(allowed), [...paymentActions['payments-send-link']!]);
      assert.deepEqual(backticked(allowed), [...paymentActions['payments-send-request']!]);
      continue;
    }
    const operationId = actionNames[action];
    assert.ok(operationId, `unknown action ${action} in the PaymentStatus description`);
    assert.deepEqual(backticked(allowed), [...paymentActions[operationId]!], action);
  }
  const subscriptionRows = tableAfter(
    String(schemas().SubscriptionStatus?.description),
    '**Which actions each status allows**',
  );
  const listed: string[] = [];
  for (const [action = '', allowed = ''] of subscriptionRows) {
    const operationId = `subscriptions-${action.toLowerCase().replace(/ /g, '-')}`;
    listed.push(operationId);
    assert.ok(subscriptionActions[operationId], `unknown action ${action} in the SubscriptionStatus description`);
    assert.deepEqual([...subscriptionActions[operationId]!], statusesSaid(allowed, subscriptionStatusNames), action);
  }
  assert.deepEqual(listed.sort(), Object.keys(subscriptionActions).sort(), 'every subscription action has a row');
});

/** The statuses a cell or phrase allows: backticked names, "every status" or "every status except `X`". */
function statusesSaid(text: string, all: readonly string[]): string[] {
  if (text.startsWith('every status except')) return all.filter((status) => !backticked(text).includes(status));
  if (text.startsWith('every status')) return [...all];
  return backticked(text);
}

test('the GraphQL status enums allow each mutation in the statuses the data allows its REST twin', () => {
  const cases = [
    { enumName: 'PaymentStatus', actions: paymentActions, all: paymentStatusNames },
    { enumName: 'SubscriptionStatus', actions: subscriptionActions, all: subscriptionStatusNames },
  ];
  for (const { enumName, actions, all } of cases) {
    const description = String(graphqlSchema().getType(enumName)?.description);
    const sentence = /Which mutations each status allows: ([^.]*(?:\.[^ ][^.]*)*)\./.exec(description)?.[1];
    assert.ok(sentence, `GraphQL ${enumName} does not say which mutations each status allows`);
    const said = new Map(
      sentence.split('; ').map((part) => {
        const match = /^`(\w+)` in (.*)$/.exec(part);
        assert.ok(match, `GraphQL ${enumName}: cannot read "${part}"`);
        return [match[1]!, statusesSaid(match[2]!.replace(/, up to .*$/, ''), all)] as const;
      }),
    );
    for (const [operationId, allowed] of Object.entries(actions)) {
      const mutation = operationCrossLinks.find((link) => link.rest === operationId)?.graphql;
      assert.ok(mutation, `${operationId} has no GraphQL twin in config/api-crosslinks.ts`);
      assert.deepEqual(said.get(mutation), [...allowed], `GraphQL ${enumName}: ${mutation}`);
    }
    assert.equal(said.size, Object.keys(actions).length, `GraphQL ${enumName} names only the mutations of the data`);
  }
});

test('every statusCode is in the OpenAPI enum, in order, described with the same meaning and status', () => {
  const statusCode = schemas().StatusCode as Obj;
  assert.deepEqual(
    statusCode.enum,
    statusCodes.map((fact) => fact.code),
  );
  for (const fact of statusCodes) {
    const described = String(statusCode['x-enumDescriptions'][fact.code]);
    assert.ok(
      described.startsWith(fact.meaning.replace(/\.$/, '')),
      `${fact.code}: OpenAPI says "${described}", data/statusCodes.ts says "${fact.meaning}"`,
    );
    if (fact.kind !== 'approved') {
      for (const status of fact.statuses) assert.match(described, new RegExp(`Status \`${status}\``), fact.code);
    }
  }
});

test('hard and soft declines, retry and authentication-required are consistent', () => {
  for (const fact of statusCodes) {
    if (fact.kind === 'hard') assert.equal(fact.retryable, false, `${fact.code} is a hard decline`);
    if (fact.kind === 'soft') assert.equal(fact.retryable, true, `${fact.code} is a soft decline`);
  }
  // Every 3-D Secure outcome needs the customer back, and rules out a charge without them, not the card:
  // a soft decline, never retried by subscriptions (which charge without the customer).
  const threeDSecure = statusCodes.filter((fact) => /3-D Secure/.test(fact.meaning)).map((fact) => fact.code);
  assert.ok(threeDSecure.length >= 3, `3-D Secure codes: ${threeDSecure.join(', ')}`);
  assert.deepEqual(authenticationRequiredCodes, threeDSecure, 'the codes that need the customer to authenticate');
  for (const fact of statusCodes.filter((each) => each.needsCustomerAuthentication)) {
    assert.equal(fact.kind, 'soft', `${fact.code} needs the customer, so the card is not ruled out`);
    assert.equal(fact.retriedBySubscriptions, false, `${fact.code} is never retried without the customer`);
  }
  // GraphQL StatusCode carries the same classification.
  const fields = gqlObjectFields('StatusCode');
  for (const field of ['code', 'message', 'status', 'retryable', 'kind', 'requiresAuthentication']) {
    assert.ok(field in fields, `GraphQL StatusCode has no field ${field}`);
  }
  assert.deepEqual(gqlEnumValues('StatusCodeKind'), ['APPROVED', 'HARD_DECLINE', 'SOFT_DECLINE']);
  const kinds = assertEnumType(graphqlSchema().getType('StatusCodeKind')).getValues();
  for (const [kind, value] of [
    ['approved', 'APPROVED'],
    ['hard', 'HARD_DECLINE'],
    ['soft', 'SOFT_DECLINE'],
  ] as const)
    assert.equal(kinds.find((each) => each.name === value)?.description, declineKindMeanings[kind], value);
  // `kind` says it in the same words: final for these details, not "never succeeds".
  assert.match(String(fields.kind!.description), /hard decline \(final for these details/);
  for (const code of authenticationRequiredCodes) {
    assert.match(String(fields.requiresAuthentication!.description), new RegExp(`\`${code}\``));
  }
});

test('every statusCode has test data that produces it', () => {
  const produced = new Set([
    ...testCards.map((card) => card.statusCode),
    ...[...bizumTestPhones, ...mbwayTestPhones, ...sepaTestIbans].flatMap((row) => row.statusCode ?? []),
    ...Object.keys(statusCodeTriggers),
  ]);
  const missing = statusCodes.map((fact) => fact.code).filter((code) => !produced.has(code));
  assert.deepEqual(missing, [], 'statusCodes with no test card, phone, IBAN or recipe in data/testData.ts');
  const unknown = [...produced].filter((code) => !statusCodes.some((fact) => fact.code === code));
  assert.deepEqual(unknown, [], 'test data produces codes data/statusCodes.ts does not define');
});

test('test cards are valid card numbers of their brand, each listed once', () => {
  const luhn = (digits: string): boolean =>
    [...digits]
      .reverse()
      .map(Number)
      .reduce((sum, digit, index) => sum + (index % 2 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0) %
      10 ===
    0;
  const prefixes = { VISA: /^4/, MASTERCARD: /^5[1-5]/, AMEX: /^3[47]/ };
  const seen = new Set<string>();
  for (const card of testCards) {
    const digits = card.number.replace(/ /g, '');
    assert.ok(luhn(digits), `${card.number} fails the Luhn check`);
    assert.match(digits, prefixes[card.brand], `${card.number} is not a ${card.brand} number`);
    assert.equal(digits.length, card.brand === 'AMEX' ? 15 : 16, card.number);
    assert.ok(!seen.has(digits), `${card.number} is listed twice`);
    seen.add(digits);
  }
  // Brands and card types are values of both APIs' enums.
  for (const card of testCards) {
    assert.ok(schemas().CardBrand?.enum?.includes(card.brand), card.brand);
    assert.ok(gqlEnumValues('CardBrand').includes(card.brand), card.brand);
    assert.ok(schemas().CardType?.enum?.includes(card.cardType), card.cardType);
  }
});

test('the card brands are the CardBrand enum of both APIs, named as its descriptions name them', () => {
  const values = cardBrands.map((entry) => entry.brand);
  assert.deepEqual(schemas().CardBrand?.enum, values);
  assert.deepEqual(gqlEnumValues('CardBrand'), values);
  const described = (schemas().CardBrand as Obj)['x-enumDescriptions'] as Record<string, string>;
  for (const { brand, name } of cardBrands) assert.equal(described[brand], name, brand);
});

test('currencies and payment methods are the enums of both APIs', () => {
  assert.deepEqual(schemas().Currency?.enum, [...currencies]);
  assert.deepEqual(gqlEnumValues('Currency'), [...currencies]);
  assert.deepEqual(schemas().PaymentMethod?.enum, [...paymentMethodNames]);
  assert.deepEqual(gqlEnumValues('PaymentMethod'), [...paymentMethodNames]);
  assert.deepEqual(
    methodCapabilities.map((capability) => capability.paymentMethod),
    [...paymentMethodNames],
    'data/methodCapabilities.ts covers every method, in enum order',
  );
});

test('REST and GraphQL use the same capability field names', () => {
  const restItem = (schemas().PaymentMethods as Obj).properties.items.items as Obj;
  const gqlFields = gqlObjectFields('AvailablePaymentMethod');
  for (const field of capabilityFields) {
    assert.ok(field in restItem.properties, `REST PaymentMethods.items has no ${field}`);
    assert.ok(field in gqlFields, `GraphQL AvailablePaymentMethod has no ${field}`);
  }
  for (const field of ['supportsRefunds', 'supportsRecurring', 'supportsTokenization']) {
    assert.equal(restItem.properties[field].type, 'boolean', field);
    assert.equal(String(gqlFields[field]!.type), 'Boolean!', field);
  }
  assert.equal(getNamedType(gqlFields.paymentMethod!.type).name, 'PaymentMethod');
  // A limit the data leaves null (Pagora sets none of its own) must be nullable in both APIs.
  for (const field of ['minAmount', 'maxAmount'] as const) {
    if (!methodCapabilities.some((capability) => capability[field] === null)) continue;
    const restType = [restItem.properties[field].type].flat();
    assert.ok(restType.includes('null'), `REST PaymentMethods.items.${field} cannot be null, but the data has null`);
    assert.ok(!String(gqlFields[field]!.type).endsWith('!'), `GraphQL AvailablePaymentMethod.${field} is non-null`);
  }
});

test('every OpenAPI example of a payment method list agrees with data/methodCapabilities.ts', () => {
  const paths = openapi().paths as Obj;
  const examples: Obj[] = [
    (schemas().PaymentMethods as Obj).example,
    ...Object.values(paths['/payment-methods'].get.responses['200'].content['application/json'].examples).map(
      (example) => (example as Obj).value,
    ),
  ];
  for (const example of examples) {
    for (const item of example.items as Obj[]) {
      const data = methodCapabilities.find((capability) => capability.paymentMethod === item.paymentMethod);
      assert.ok(data, `example lists unknown method ${item.paymentMethod}`);
      for (const field of scalarCapabilityFields) {
        assert.deepEqual(item[field], data[field], `${item.paymentMethod}.${field}`);
      }
      assert.deepEqual(item.currencies, [...data.currencies], `${item.paymentMethod}.currencies`);
    }
  }
});

test('expireAt bounds and the unavailable-method answer are those of the OpenAPI document', () => {
  const expireAt = String((schemas().CreatePaymentRequest as Obj).properties.expireAt.description);
  assert.match(expireAt, new RegExp(`Between ${paymentExpiry.minMinutes} minutes and ${paymentExpiry.maxDays} days`));
  assert.match(expireAt, new RegExp(`default ${paymentExpiry.defaultHours} hours`));
  const create = (openapi().paths as Obj)['/payments'].post.responses[String(unavailableMethodError.status)];
  const codes = Object.values(create.content['application/json'].examples).map(
    (example) => (example as Obj).value.code,
  );
  assert.ok(codes.includes(unavailableMethodError.code), `payments-create ${unavailableMethodError.status} example`);
});

test('error types and codes are the ones of the REST error schema, and every example uses a known code', () => {
  const apiException = schemas().ApiException as Obj;
  assert.deepEqual(
    apiException.properties.type.enum,
    apiErrorTypes.map((errorType) => errorType.type),
  );
  assert.deepEqual(
    apiException.properties.code.enum,
    apiErrorCodes.map((errorCode) => errorCode.code),
  );
  for (const errorCode of apiErrorCodes) {
    assert.ok(
      apiErrorTypes.some((errorType) => errorType.type === errorCode.type),
      `${errorCode.code} has unknown type ${errorCode.type}`,
    );
    assert.equal(apiException.properties.code['x-enumDescriptions'][errorCode.code], errorCode.meaning, errorCode.code);
  }
  // Every error example in the document carries a code of its own type.
  const problems: string[] = [];
  const visit = (node: unknown, where: string): void => {
    if (!node || typeof node !== 'object') return;
    const value = node as Obj;
    if (typeof value.type === 'string' && typeof value.requestId === 'string' && typeof value.status === 'number') {
      const known = apiErrorCodes.find((errorCode) => errorCode.code === value.code);
      if (!known) problems.push(`${where}: code ${String(value.code)} is not in data/apiErrors.ts`);
      else if (known.type !== value.type) problems.push(`${where}: code ${known.code} belongs to ${known.type}`);
      const errorType = apiErrorTypes.find((candidate) => candidate.type === value.type);
      if (errorType && errorType.status !== value.status)
        problems.push(`${where}: ${value.type} is ${errorType.status}`);
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${where}/${key}`);
  };
  visit(openapi(), '#');
  assert.deepEqual(problems, []);
});

test('GraphQL errors carry the same type and code, and idempotency rules match', () => {
  const mutation = String(graphqlSchema().getMutationType()?.description);
  assert.match(mutation, /`extensions` carry `type` and `code`/);
  assert.match(mutation, /\/errors\//);
  assert.match(mutation, new RegExp(`up to ${idempotency.maxKeyLength} characters`));
  assert.match(mutation, new RegExp(`kept for ${idempotency.retentionHours} hours`));
  const conflict = (openapi() as Obj).components.responses.IdempotencyConflict;
  assert.match(String(conflict.description), new RegExp(`last ${idempotency.retentionHours} hours`));
  const key = (openapi() as Obj).components.parameters.IdempotencyKey;
  assert.equal(key.schema.maxLength, idempotency.maxKeyLength);
});
