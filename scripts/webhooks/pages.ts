/**
 * MDX of the webhook reference: an index page (the envelope, the headers, answers and retries, one
 * row per event) and one page per event. Text comes from openapi/openapi.yaml and
 * data/webhook-delivery.ts; the retry schedule is the `<RetrySchedule />` component, so it is
 * stated once. Spec text is escaped for MDX the way the REST generator's copy is.
 */
import { restSchemaRoute } from '../../config/api-crosslinks';
import { maxDeliveryAttempts, webhookDelivery } from '../../data/webhook-delivery';
import { escapeMarkupForMdx } from '../lib/openapi-text';
import type { RestModel } from '../../shared/rest-model/model';
import { fieldTree } from '../../shared/rest-model/fields';
import { schemaRefName } from '../../shared/openapi-document';
import { schemaRoot } from '../../shared/rest-model/field-ids';
import { fieldsMdx, PageRows } from '../rest-pages/fields';
import { attribute, blocks, frontMatter } from '../rest-pages/mdx';
import { PageImports, type SharedRows } from '../rest-pages/shared-rows';
import type { EnvelopeEvent, PlainEvent, WebhookEvent } from './model';
import { exampleBody, exampleFileName, receiverSamples } from './samples';

const graphql = {
  enumPage: '/apis/graphql/types/enums/webhook-event-type/',
  eventType: '/apis/graphql/types/objects/event/',
  events: '/apis/graphql/operations/queries/events/',
  deliveries: '/apis/graphql/operations/queries/webhook-deliveries/',
  retryDelivery: '/apis/graphql/operations/mutations/retry-webhook-delivery/',
  createWebhook: '/apis/graphql/operations/mutations/create-webhook/',
  testWebhook: '/apis/graphql/operations/mutations/test-webhook/',
} as const;
const verifySignature = '/guides/verify-signature/';

const cell = (text: string): string => escapeMarkupForMdx(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const firstSentence = (text: string): string => /^.*?\.(\s|$)/.exec(text)?.[0].trim() ?? text;

function headersTable(event: WebhookEvent): string {
  return [
    '| Header | Example | Meaning |',
    '| --- | --- | --- |',
    ...event.headers.map(
      (header) =>
        `| \`${header.name}\` | ${header.example ? `\`${header.example}\`` : ''} | ${cell(header.description)} |`,
    ),
  ].join('\n');
}

function answerSection(event: EnvelopeEvent, retriesLink: string): string {
  const success = Object.entries(event.responses).find(([code]) => code.startsWith('2'));
  return [
    `Answer with any 2xx status within ${webhookDelivery.responseTimeoutSeconds} seconds, before you do slow work. ${success ? cell(success[1]) : ''}`,
    '',
    `Any other status, or no answer in time, is a failed delivery: Pagora tries again <RetrySchedule />. Every attempt carries the same event \`id\` and a new \`${webhookDelivery.signature.timestampHeader}\` and signature; \`${webhookDelivery.signature.attemptHeader}\` counts the attempts. After the last one the delivery is \`FAILED\`; send it again with [\`retryWebhookDelivery\`](${graphql.retryDelivery}). See [Retries](${retriesLink}).`,
  ].join('\n');
}

const orderingAdvice = [
  'Deliveries can repeat and can arrive out of order: a retry may land after a newer event about the same object.',
  '',
  '- Store the event `id` (`evt_...`) once you have processed it, and skip an event whose `id` you already have.',
  '- Decide from the state in `data`, not from the order of arrival: keep the newest `createdAt` of the event (or `updatedAt` of `data`) you have applied and ignore older ones.',
  `- To catch up after downtime, list what you missed with the [\`events\`](${graphql.events}) query instead of waiting for retries.`,
].join('\n');

function samplesTabs(event: EnvelopeEvent): string {
  return [
    '<Tabs groupId="code-samples">',
    ...receiverSamples(event).flatMap((sample) => [
      `<TabItem value="${sample.language}" label="${sample.label}">`,
      '',
      `\`\`\`${sample.fence} title="${sample.fileName}"`,
      sample.code,
      '```',
      '',
      '</TabItem>',
    ]),
    '</Tabs>',
  ].join('\n');
}

/**
 * The payload's fields as on every REST page (scripts/rest-pages/fields.ts), from the one REST model,
 * with the ids a schema page gives its rows (`schema.data.amount`): for Pagora's events, the
 * envelope's rows with `data` expanded; an object several events carry in `data` (a Payment) through
 * its shared rows (`shared`: scripts/rest-pages/shared-rows.ts), described on its schema's page.
 */
export function payloadMdx(model: RestModel, event: WebhookEvent, shared?: SharedRows): string {
  if (!event.payload) return '';
  const imports = new PageImports();
  const rows = new PageRows((field) => {
    const partial =
      field.id !== undefined && field.schemaName !== undefined && event.dataSchema === field.schemaName
        ? shared?.fits(field.schemaName, field.id, field.children, field.variants)
        : undefined;
    return partial && `<${imports.name(partial)}${attribute('at', field.id)} />`;
  });
  const fields = fieldsMdx(fieldTree(model, event.payload, schemaRoot).fields, [], rows);
  return blocks(...imports.lines(), fields);
}

/**
 * The event page. `payload` is what stands under "Payload": the field rows on the site; the Markdown
 * copy (scripts/llms/webhook-pages.ts) passes a field table instead, since a copy cannot run JSX.
 */
export function eventPage(event: WebhookEvent, payload: string): string {
  if (event.envelopeSchema === undefined) return plainEventPage(event, payload);
  const when = firstSentence(event.description);
  return `${frontMatter({
    id: event.slug,
    title: event.type,
    sidebar_label: event.type,
    description: `${when.replace(/\.$/, '')}: the ${event.type} webhook event, its payload, headers, retries and a receiver that verifies its signature.`,
  })}
import { Field } from '@site/src/components/RestReference';

${escapeMarkupForMdx(event.description)}

The body is a [\`${event.envelopeSchema}\`](${restSchemaRoute(event.envelopeSchema)}): the [event envelope](/apis/rest/webhooks/#the-event-envelope) with the [\`${event.dataSchema}\`](${restSchemaRoute(event.dataSchema)}) in \`data\`.

## Headers

${headersTable(event)}

## Payload

${escapeMarkupForMdx(event.bodyDescription)}

${payload}

## Example

${cell(event.exampleSummary)}:

\`\`\`json title="${exampleFileName(event)}"
${exampleBody(event)}
\`\`\`

## Answer and retries

${answerSection(event, '/apis/rest/webhooks/#retries')}

## Duplicates and order

${orderingAdvice}

## Receive and verify it

Each endpoint below verifies the signature as [Verify callback signatures](${verifySignature}) explains, answers, then acts once per event \`id\`. The curl tab replays the example above to your endpoint, signed with your test-mode secret, so you can try the endpoint before real events arrive (or send a signed test event with [\`testWebhook\`](${graphql.testWebhook})).

${samplesTabs(event)}

## In the GraphQL API

- Subscribe an endpoint to \`${event.type}\` with [\`createWebhook\`](${graphql.createWebhook}): the value is one of [\`WebhookEventType\`](${graphql.enumPage}).
- The same envelope is an [\`Event\`](${graphql.eventType}), listed by the [\`events\`](${graphql.events}) query.
- Each delivery and its attempts: the [\`webhookDeliveries\`](${graphql.deliveries}) query.
`;
}

export function indexPage(events: readonly WebhookEvent[]): string {
  // Pagora's delivery contract stays while any event is in its envelope: those events' pages link to its sections.
  const example = events.find((event): event is EnvelopeEvent => event.envelopeSchema !== undefined);
  if (!example) return plainIndexPage(events);
  const headers = headersTable(example);
  const rows = events.map(
    (event) =>
      `| [\`${event.type}\`](./${event.slug}.mdx) | ${cell(firstSentence(event.description))} | ${event.envelopeSchema === undefined ? '' : `[\`${event.dataSchema}\`](${restSchemaRoute(event.dataSchema)})`} |`,
  );
  return `${frontMatter({
    id: 'index',
    title: 'Webhook events',
    sidebar_label: 'Overview',
    description:
      'The events Pagora POSTs to your account webhooks: the envelope, the signed headers, what your answer means, the retry schedule, and one page per event.',
  })}
Pagora tells your server what happened in your account by POSTing an event to each webhook endpoint you registered, in the Dashboard or with the GraphQL [\`createWebhook\`](${graphql.createWebhook}) mutation, for the event types it subscribes to. Per-object callbacks (the \`callbackUrl\` of a payment or subscription) carry the object itself instead of an envelope, with the same signature, answers and retries.

## Events

| Event | When Pagora sends it | \`data\` |
| --- | --- | --- |
${rows.join('\n')}

## The event envelope

${events.every((event) => event.envelopeSchema !== undefined) ? 'Every event' : 'Every event with a `data` schema above'} is a [\`WebhookEvent\`](${restSchemaRoute('WebhookEvent')}): \`id\` (\`evt_...\`), \`type\`, \`createdAt\`, \`livemode\`, \`accountId\`, and the object in \`data\` as it was when the event happened. The [\`events\`](${graphql.events}) query returns the same envelopes.

## Headers

${headers}

Verify \`${webhookDelivery.signature.signatureHeader}\` before you trust the body: ${webhookDelivery.signature.algorithm} of the \`${webhookDelivery.signature.timestampHeader}\` value, a full stop and the raw body, keyed with your \`${webhookDelivery.signature.secretPrefix}...\` signing secret, and reject timestamps more than ${webhookDelivery.signature.toleranceSeconds} seconds from your clock. [Verify callback signatures](${verifySignature}) has the code in four languages.

## Retry schedule \\{#retries}

Answer with a 2xx status within ${webhookDelivery.responseTimeoutSeconds} seconds. Any other answer, or none in time, is a failed delivery, and Pagora tries again <RetrySchedule />:

<RetrySchedule format="table" />

After attempt ${maxDeliveryAttempts} the delivery is \`FAILED\`. The [\`webhookDeliveries\`](${graphql.deliveries}) query shows each delivery with its status, attempts and your endpoint's last answer, and [\`retryWebhookDelivery\`](${graphql.retryDelivery}) sends a failed one again.

## Duplicates and order

${orderingAdvice}
`;
}

/** The body's media type as a code fence's language. */
const fenceOf = (mediaType: string | undefined): string =>
  /json/.test(mediaType ?? 'json') ? 'json' : /xml/.test(mediaType ?? '') ? 'xml' : 'text';

/**
 * The page of a webhook outside Pagora's envelope (another provider's description): what the document
 * says of it (when it is sent, headers, payload, example, answers) and nothing of Pagora's delivery
 * contract, which is not its own.
 */
function plainEventPage(event: PlainEvent, payload: string): string {
  const schemaName = typeof event.payload?.$ref === 'string' ? schemaRefName(event.payload.$ref) : undefined;
  const body = schemaName ? `, with a [\`${schemaName}\`](${restSchemaRoute(schemaName)}) as its body` : '';
  const fence = fenceOf(event.mediaType);
  const answers = Object.entries(event.responses).map(([code, meaning]) => `| \`${code}\` | ${cell(meaning)} |`);
  const sections = [
    escapeMarkupForMdx(event.description.trim()),
    `Sent as a \`${event.method}\` request to the endpoint you registered for it${body}.`,
    event.headers.length ? `## Headers\n\n${headersTable(event)}` : '',
    event.payload
      ? `## Payload\n\n${[escapeMarkupForMdx(event.bodyDescription), event.mediaType ? `\`${event.mediaType}\`` : '', payload].filter(Boolean).join('\n\n')}`
      : '',
    event.example === undefined
      ? ''
      : `## Example\n\n\`\`\`${fence} title="${event.slug}.${fence === 'text' ? 'txt' : fence}"\n${exampleBody(event)}\n\`\`\``,
    answers.length ? `## Answers\n\n| Status | Meaning |\n| --- | --- |\n${answers.join('\n')}` : '',
  ];
  const when = firstSentence(event.description).replace(/\.$/, '');
  return `${frontMatter({
    id: event.slug,
    title: event.type,
    sidebar_label: event.type,
    description: `${when ? `${when}: the` : 'The'} ${event.type} webhook event, its payload and the answers it expects.`,
  })}
import { Field } from '@site/src/components/RestReference';

${sections.filter(Boolean).join('\n\n')}
`;
}

/** The index of webhooks outside Pagora's envelope: one row per event, nothing of Pagora's contract. */
function plainIndexPage(events: readonly WebhookEvent[]): string {
  const rows = events.map(
    (event) =>
      `| [\`${event.type}\`](./${event.slug}.mdx) | \`${event.method}\` | ${cell(firstSentence(event.description))} |`,
  );
  return `${frontMatter({
    id: 'index',
    title: 'Webhook events',
    sidebar_label: 'Overview',
    description: 'The events the API sends to the endpoints you register, one page per event with its payload.',
  })}
The API tells your server what happened by sending these requests to the endpoints you register for them. Each event's page has its headers, payload, example and the answers it expects.

| Event | Method | When it is sent |
| --- | --- | --- |
${rows.join('\n')}
`;
}
