/**
 * Markdown copies of the webhook event pages (`/apis/rest/webhooks/<event>/`), made from the same
 * MDX (scripts/webhooks) with the payload's field rows as a table (name, type, required,
 * description): the envelope, then `data` field by field, from the one REST model.
 */
import type { OpenApiDocument } from '../lib/openapi-source';
import { paths } from '../../config/paths';
import { eventRoute, readWebhookEvents, type WebhookEvent } from '../webhooks/model';
import { eventPage, indexPage } from '../webhooks/pages';
import { absoluteUrl, pageMarkdown, siteLink, summaryLine } from './markdown';
import { mdxToMarkdown } from './mdx-to-markdown';
import type { RestModel } from '../../shared/rest-model/model';
import { fieldTree } from '../../shared/rest-model/fields';
import { schemaRoot } from '../../shared/rest-model/field-ids';
import type { OpenApiPages } from './openapi-pages';
import type { PageMarkdown } from './types';

export class WebhookPages {
  private constructor(
    private readonly model: RestModel,
    private readonly rest: OpenApiPages,
    private readonly eventsBySlug: Map<string, WebhookEvent>,
  ) {}

  /** Reads the document's webhooks once (the reader resolves `$ref`s asynchronously). */
  static async of(model: RestModel, rest: OpenApiPages): Promise<WebhookPages> {
    const events = await readWebhookEvents(model.document as OpenApiDocument, paths.openapi);
    return new WebhookPages(model, rest, new Map(events.map((event) => [event.slug, event])));
  }

  /** The payload's fields: for Pagora's events the envelope's, with `data` expanded into `data.<field>` rows. */
  payloadTable(event: WebhookEvent): string {
    return event.payload ? this.rest.fieldTable(fieldTree(this.model, event.payload, schemaRoot).fields) : '';
  }

  /** The copy for a REST doc id `webhooks/index` or `webhooks/<slug>`, or undefined for any other id. */
  page(docId: string, route: string): PageMarkdown | undefined {
    const slug = /^webhooks\/(.+)$/.exec(docId)?.[1];
    const event = slug ? this.eventsBySlug.get(slug) : undefined;
    if (!event && slug !== 'index') return undefined;
    // The index links each event as `./<slug>.mdx`.
    const resolveLink = (href: string): string => {
      const linked = /^\.\/([\w-]+)\.mdx$/.exec(href)?.[1];
      const target = linked ? this.eventsBySlug.get(linked) : undefined;
      return target ? absoluteUrl(eventRoute(target.type)) : siteLink(href);
    };
    const source = event ? eventPage(event, this.payloadTable(event)) : indexPage([...this.eventsBySlug.values()]);
    const converted = mdxToMarkdown(source, { resolveLink });
    const title = converted.title ?? event?.type ?? 'Webhook events';
    return {
      route,
      section: 'REST API',
      title,
      summary: summaryLine(converted.description ?? converted.body),
      markdown: pageMarkdown({ title, description: converted.description, body: converted.body }),
      origin: 'openapi',
    };
  }
}
