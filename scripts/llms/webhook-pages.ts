/**
 * Markdown copies of the webhook event pages (`/apis/rest/webhooks/<event>/`). The pages are
 * generated MDX (scripts/webhooks) whose payload is the theme's Schema component, a collapsible
 * tree the HTML fallback cannot read; so the copy is made from the same MDX with the payload's
 * fields as a table (name, type, required, description): the envelope, then `data` field by field.
 */
import type { OpenApiDocument } from '../lib/openapi-source';
import { paths } from '../../config/paths';
import { eventRoute, readWebhookEvents, type WebhookEvent } from '../webhooks/model';
import { eventPage, indexPage } from '../webhooks/pages';
import { absoluteUrl, pageMarkdown, siteLink, summaryLine } from './markdown';
import { mdxToMarkdown } from './mdx-to-markdown';
import type { OpenApiModel } from './openapi-model';
import type { OpenApiPages } from './openapi-pages';
import type { PageMarkdown } from './types';

export class WebhookPages {
  private constructor(
    private readonly model: OpenApiModel,
    private readonly rest: OpenApiPages,
    private readonly eventsBySlug: Map<string, WebhookEvent>,
  ) {}

  /** Reads the document's webhooks once (the reader resolves `$ref`s asynchronously). */
  static async of(model: OpenApiModel, rest: OpenApiPages): Promise<WebhookPages> {
    const events = await readWebhookEvents(model.document as OpenApiDocument, paths.openapi);
    return new WebhookPages(model, rest, new Map(events.map((event) => [event.slug, event])));
  }

  /** The payload's fields: the envelope's, with `data` expanded into `data.<field>` rows. */
  payloadTable(event: WebhookEvent): string {
    const link = this.rest.schemaLink;
    const envelope = { $ref: `#/components/schemas/${event.envelopeSchema}` };
    const data = { $ref: `#/components/schemas/${event.dataSchema}` };
    const rows = this.model
      .fieldRows(envelope, link)
      .flatMap((row) => (row.name === 'data' ? [row, ...this.model.fieldRows(data, link, 'data.')] : [row]));
    return this.rest.fieldTable(rows);
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
