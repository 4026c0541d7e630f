/**
 * The webhook events of openapi/openapi.yaml (`webhooks:`), read into what a reference page needs:
 * when the event is sent, its headers, its payload schema with every `$ref` resolved, its example and
 * what each answer means. A webhook that lacks one of these stops generation with the pointer to fix.
 */
import { SourceError, type SourceProblem } from '../lib/source-errors';
import { lineOfPointer, type OpenApiDocument } from '../lib/openapi-source';
import { OpenApiDocument as OpenApiRefs } from '../../shared/openapi-document';
import { webhookDelivery } from '../../data/webhook-delivery';

type Json = Record<string, unknown>;

export interface WebhookHeader {
  name: string;
  description: string;
  example: string;
}

export interface WebhookEvent {
  /** The event type, also the `webhooks` key: `PAYMENT_SUCCEEDED`. */
  type: string;
  /** `payment-succeeded`: the page's file name and last route segment. */
  slug: string;
  /** Markdown: when Pagora sends it and what to do. */
  description: string;
  headers: WebhookHeader[];
  /** Name of the envelope schema in components.schemas (`PaymentEvent`). */
  envelopeSchema: string;
  /** Name of the schema of `data` (`Payment`). */
  dataSchema: string;
  bodyDescription: string;
  /** The payload schema with every local `$ref` replaced by its target. */
  schema: Json;
  exampleSummary: string;
  example: Json;
  /** Response code pattern (`2XX`) → what it means. */
  responses: Record<string, string>;
}

export const webhooksRoute = '/apis/rest/webhooks/';

export function eventSlug(type: string): string {
  return type.toLowerCase().replace(/_/g, '-');
}

export function eventRoute(type: string): string {
  return `${webhooksRoute}${eventSlug(type)}/`;
}

function isObject(value: unknown): value is Json {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function refName(node: unknown): string | undefined {
  return isObject(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
}

/** Every webhook of the document, in document order. */
export async function readWebhookEvents(
  document: OpenApiDocument,
  file: string,
  text?: string,
): Promise<WebhookEvent[]> {
  const refs = await OpenApiRefs.of(document);
  // The same document with every $ref replaced by its target (siblings of a $ref kept), for the
  // headers, responses and payload schema; `document` keeps the names the pages link to.
  const plain = await refs.dereferenced();
  const webhooks = isObject(document.webhooks) ? document.webhooks : {};
  const plainWebhooks = plain.webhooks as Record<string, { post: Json }>;
  const problems: SourceProblem[] = [];
  const events: WebhookEvent[] = [];
  for (const [type, item] of Object.entries(webhooks)) {
    const where = `webhooks.${type}.post`;
    const line = text ? lineOfPointer(text, ['webhooks', type]) : undefined;
    const problem = (message: string): void => void problems.push({ file, line, message: `${where}: ${message}` });
    const post = isObject(item) && isObject(item.post) ? item.post : undefined;
    if (!post) {
      problem('expected a POST operation');
      continue;
    }
    const media = (post.requestBody as Json | undefined)?.content as Json | undefined;
    const json = isObject(media?.['application/json']) ? (media['application/json'] as Json) : undefined;
    const envelopeSchema = refName(json?.schema);
    const examples = isObject(json?.examples) ? Object.values(json.examples).filter(isObject) : [];
    const firstExample = examples[0];
    if (!envelopeSchema) problem('requestBody application/json schema must be a $ref to a components schema');
    if (!firstExample || !isObject(firstExample.value)) problem('requestBody needs at least one example with a value');
    if (typeof post.description !== 'string') problem('needs a description');
    if (!envelopeSchema || !firstExample || !isObject(firstExample.value) || typeof post.description !== 'string')
      continue;
    const envelope = refs.target(`#/components/schemas/${envelopeSchema}`) as Json | undefined;
    const dataPart = (envelope?.allOf as Json[] | undefined)?.find(
      (part) => isObject(part) && isObject(part.properties),
    );
    const dataProperty = (dataPart?.properties as Json | undefined)?.data as Json | undefined;
    const dataSchema = refName((dataProperty?.allOf as unknown[] | undefined)?.[0]) ?? refName(dataProperty);
    if (!dataSchema) {
      problem(`${envelopeSchema} must set properties.data to a components schema (allOf: [$ref])`);
      continue;
    }
    const plainPost = plainWebhooks[type]!.post;
    const eventId = (firstExample?.value as Json | undefined)?.id;
    const headers = ((plainPost.parameters as Json[] | undefined) ?? [])
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => ({
        name: String(parameter.name),
        description: String(parameter.description ?? ''),
        // The header carries the body's `id`: on an event's page it shows that event's own id (every
        // example event has its own, so a receiver that ignores repeats processes each of them).
        example:
          parameter.name === webhookDelivery.signature.eventIdHeader && typeof eventId === 'string'
            ? eventId
            : String(parameter.example ?? ''),
      }));
    const responses = Object.fromEntries(
      Object.entries((plainPost.responses as Record<string, Json> | undefined) ?? {}).map(([code, response]) => [
        code,
        String(response.description ?? ''),
      ]),
    );
    events.push({
      type,
      slug: eventSlug(type),
      description: post.description,
      headers,
      envelopeSchema,
      dataSchema,
      bodyDescription: String((post.requestBody as Json).description ?? ''),
      schema: ((plainPost.requestBody as Json).content as Record<string, Json>)['application/json']!.schema as Json,
      exampleSummary: String(firstExample.summary ?? type),
      example: firstExample.value as Json,
      responses,
    });
  }
  if (problems.length > 0) throw new SourceError(problems);
  return events;
}
