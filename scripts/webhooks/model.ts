/**
 * The webhook events of openapi/openapi.yaml (`webhooks:`), read into what a reference page needs:
 * when the event is sent, its headers, its payload schema, its example and what each answer means.
 *
 * An event in Pagora's envelope (the body a `$ref` to a components schema whose `data` is another)
 * is an `EnvelopeEvent`: its page states Pagora's delivery contract and has receiver samples, so it
 * must have a description and an example, or generation stops with the pointer to fix. Any other
 * webhook (another provider's description) is a `PlainEvent`: its page says what the document says.
 */
import { SourceError, type SourceProblem } from '../lib/source-errors';
import { lineOfPointer, type OpenApiDocument } from '../lib/openapi-source';
import { isObject, OpenApiDocument as OpenApiRefs, schemaRefName, type Json } from '../../shared/openapi-document';
import { restSlug } from '../../config/api-crosslinks';
import { httpMethods } from '../../shared/rest-model/model';
import { webhookDelivery } from '../../data/webhook-delivery';

export interface WebhookHeader {
  name: string;
  description: string;
  example: string;
}

export interface PlainEvent {
  /** The `webhooks` key: `PAYMENT_SUCCEEDED`, `newBooking`. */
  type: string;
  /** `payment-succeeded`, `new-booking`: the page's file name and last route segment. */
  slug: string;
  /** The method the event is sent with: the webhook's POST, else its first operation. */
  method: string;
  /** Markdown: when the event is sent and what to do; may be empty. */
  description: string;
  headers: WebhookHeader[];
  /** The body's media type and schema as written (a `$ref` kept: the root of the field rows). */
  mediaType?: string;
  payload?: Json;
  bodyDescription: string;
  exampleSummary: string;
  example?: unknown;
  /** Response code pattern (`2XX`) → what it means. */
  responses: Record<string, string>;
  envelopeSchema?: undefined;
  dataSchema?: undefined;
}

export interface EnvelopeEvent extends Omit<PlainEvent, 'envelopeSchema' | 'dataSchema' | 'example'> {
  /** Name of the envelope schema in components.schemas (`PaymentEvent`). */
  envelopeSchema: string;
  /** Name of the schema of `data` (`Payment`). */
  dataSchema: string;
  example: Json;
}

export type WebhookEvent = EnvelopeEvent | PlainEvent;

export const webhooksRoute = '/apis/rest/webhooks/';

export function eventRoute(type: string): string {
  return `${webhooksRoute}${restSlug(type)}/`;
}

/** The component schema a `$ref` node names. */
function refName(node: unknown): string | undefined {
  return isObject(node) && typeof node.$ref === 'string' ? schemaRefName(node.$ref) : undefined;
}

/** The schema name of `properties.data` in an envelope's `allOf` part (`data: { allOf: [$ref] }`). */
function dataSchemaOf(envelope: unknown): string | undefined {
  const parts = isObject(envelope) && Array.isArray(envelope.allOf) ? envelope.allOf : [];
  const data = (parts.find((part) => isObject(part) && isObject(part.properties))?.properties as Json | undefined)
    ?.data;
  return isObject(data) ? (refName((data.allOf as unknown[] | undefined)?.[0]) ?? refName(data)) : undefined;
}

/** Every webhook of the document, in document order. */
export async function readWebhookEvents(
  document: OpenApiDocument,
  file: string,
  text?: string,
): Promise<WebhookEvent[]> {
  const refs = await OpenApiRefs.of(document);
  const webhooks = isObject(document.webhooks) ? document.webhooks : {};
  const problems: SourceProblem[] = [];
  const events: WebhookEvent[] = [];
  for (const [type, written] of Object.entries(webhooks)) {
    const item = refs.follow(written);
    const method = isObject(item.post) ? 'post' : httpMethods.find((name) => isObject(item[name]));
    const where = `webhooks.${type}.${method ?? 'post'}`;
    const line = text ? lineOfPointer(text, ['webhooks', type]) : undefined;
    const problem = (message: string): void => void problems.push({ file, line, message: `${where}: ${message}` });
    if (!method) {
      problem('expected an operation (post)');
      continue;
    }
    const operation = item[method] as Json;
    const requestBody = refs.follow(operation.requestBody);
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const mediaType = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
    const media = mediaType ? refs.follow(content[mediaType]) : {};
    const namedExamples = isObject(media.examples)
      ? Object.values(media.examples).map((example) => refs.follow(example))
      : [];
    const firstExample =
      namedExamples.find((example) => 'value' in example) ??
      ('example' in media ? { value: media.example } : undefined);
    const eventId = isObject(firstExample?.value) ? firstExample.value.id : undefined;
    const headers = ((operation.parameters as unknown[] | undefined) ?? [])
      .map((parameter) => refs.follow(parameter))
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => ({
        name: String(parameter.name),
        description: String(parameter.description ?? ''),
        // The header carries the body's `id`: on an event's page it shows that event's own id (every
        // example event has its own, so a receiver that ignores repeats processes each of them).
        example:
          parameter.name === webhookDelivery.signature.eventIdHeader && typeof eventId === 'string'
            ? eventId
            : String(parameter.example ?? (isObject(parameter.schema) ? (parameter.schema.example ?? '') : '')),
      }));
    const responses = Object.fromEntries(
      Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([code, response]) => [
        code,
        String(refs.follow(response).description ?? ''),
      ]),
    );
    const plain: PlainEvent = {
      type,
      slug: restSlug(type),
      method: method.toUpperCase(),
      description: typeof operation.description === 'string' ? operation.description : String(operation.summary ?? ''),
      headers,
      ...(mediaType ? { mediaType } : {}),
      ...(isObject(media.schema) ? { payload: media.schema } : {}),
      bodyDescription: String(requestBody.description ?? ''),
      exampleSummary: String(firstExample?.summary ?? type),
      ...(firstExample ? { example: firstExample.value } : {}),
      responses,
    };
    const envelopeSchema = mediaType === 'application/json' ? refName(media.schema) : undefined;
    const dataSchema = envelopeSchema ? dataSchemaOf(refs.target(`#/components/schemas/${envelopeSchema}`)) : undefined;
    if (!envelopeSchema || !dataSchema) {
      events.push(plain);
      continue;
    }
    // Pagora's envelope: its page states the delivery contract and replays the example, so both are needed.
    if (!isObject(plain.example)) problem('requestBody needs at least one example with a value');
    if (typeof operation.description !== 'string') problem('needs a description');
    if (isObject(plain.example) && typeof operation.description === 'string')
      events.push({ ...plain, envelopeSchema, dataSchema, example: plain.example });
  }
  if (problems.length > 0) throw new SourceError(problems);
  return events;
}
