/**
 * Markdown copies of the REST reference pages, from the same views the pages are written from
 * (shared/rest-model/views.ts): operations (method, path, description, parameters, request body
 * fields, responses, examples, callbacks), schemas (fields or values, example) and tag pages (their
 * operations). Pages are found by the doc id of the built page.
 */
import { restOperationRoute, restSchemaId, restSchemaRoute } from '../../config/api-crosslinks';
import { fieldText, flattenFields, type FieldNode } from '../../shared/rest-model/fields';
import { type OperationEntry, type RestModel } from '../../shared/rest-model/model';
import { operationView, schemaView, tagView, type BodyView } from '../../shared/rest-model/views';
import { crossLinkLine } from './crosslinks';
import { absoluteUrl, cell, code, fenced, pageMarkdown, rewriteLinks, summaryLine, table } from './markdown';
import type { PageMarkdown, RouteExists } from './types';

const json = (value: unknown): string => fenced('json', JSON.stringify(value, null, 2));

export class OpenApiPages {
  private readonly model: RestModel;
  private readonly routeExists: RouteExists;
  private readonly operationsById: Map<string, OperationEntry>;
  private readonly schemasById: Map<string, string>;
  private readonly tagsById: Map<string, { name: string; description?: string }>;

  constructor(model: RestModel, routeExists: RouteExists) {
    this.model = model;
    this.routeExists = routeExists;
    this.operationsById = new Map(model.operations().map((entry) => [entry.id, entry]));
    this.schemasById = new Map(Object.keys(model.schemas).map((name) => [restSchemaId(name), name]));
    this.tagsById = new Map(model.tags.map((tag) => [model.tagSlug(tag.name), tag]));
  }

  /** The page for a REST doc id, or undefined when the id is not one the generator makes. */
  page(docId: string, route: string): PageMarkdown | undefined {
    const operation = this.operationsById.get(docId);
    if (operation) return this.operationPage(operation, route);
    const schema = this.schemasById.get(docId);
    if (schema) return this.schemaPage(schema, route);
    const tag = this.tagsById.get(docId);
    if (tag) return this.tagPage(tag, route);
    return undefined;
  }

  readonly schemaLink = (name: string): string => {
    const route = restSchemaRoute(name);
    return this.routeExists(route) ? `[${name}](${absoluteUrl(route)})` : name;
  };

  /** A type label with its component name linked: `array of [Payment](…)`. */
  private typeLink(type: string, schemaName: string | undefined): string {
    return schemaName ? type.replace(schemaName, this.schemaLink(schemaName)) : type;
  }

  /** One row per field, nested ones named by their path (`customer.email`). */
  fieldTable(fields: readonly FieldNode[]): string {
    return table(
      ['Field', 'Type', 'Required', 'Description'],
      flattenFields(fields).map((field) => [
        code(field.path.join('.')),
        this.typeLink(field.type, field.schemaName),
        field.required ? 'yes' : 'no',
        cell(rewriteLinks(fieldText(field))),
      ]),
    );
  }

  private bodySections(body: BodyView, heading: string, exampleHeading: string): string[] {
    const intro = [
      body.description ? rewriteLinks(body.description) : '',
      `${body.required ? 'Required' : 'Optional'}${body.mediaType ? `, \`${body.mediaType}\`` : ''}${body.schemaName ? `: ${this.schemaLink(body.schemaName)}` : ''}.`,
    ].filter(Boolean);
    const sections = [heading, intro.join(' ')];
    if (body.fields.length) sections.push(this.fieldTable(body.fields));
    if (body.example) sections.push(exampleHeading, json(body.example.value));
    return sections;
  }

  private operationPage(entry: OperationEntry, route: string): PageMarkdown {
    const view = operationView(this.model, entry);
    const sections: string[] = [`\`${view.method} ${this.model.serverUrl}${view.path}\``];
    if (view.deprecated) sections.push('**Deprecated.**');
    if (view.description) sections.push(rewriteLinks(view.description));
    const twin = crossLinkLine(route);
    if (twin) sections.push(twin);

    const parameters = view.parameters.flatMap((group) =>
      group.fields.map((field) => ({ field, location: group.location })),
    );
    if (parameters.length) {
      sections.push(
        '## Parameters',
        table(
          ['Name', 'In', 'Type', 'Required', 'Description'],
          parameters.map(({ field, location }) => [
            code(field.name),
            location,
            this.typeLink(field.type, field.schemaName),
            field.required ? 'yes' : 'no',
            cell(rewriteLinks(fieldText(field))),
          ]),
        ),
      );
    }
    if (view.requestBody)
      sections.push(...this.bodySections(view.requestBody, '## Request body', '### Example request'));

    if (view.responses.length) {
      sections.push(
        '## Responses',
        table(
          ['Status', 'Description', 'Body'],
          view.responses.map((response) => [
            code(response.status),
            cell(rewriteLinks(response.description)),
            response.body ? this.typeLink(response.body.type, response.body.schemaName) : '',
          ]),
        ),
      );
      const success = view.responses.find((response) => /^2/.test(response.status) && response.body?.example);
      if (success?.body?.example)
        sections.push(`### Example response (${success.status})`, json(success.body.example.value));
    }

    if (view.callbacks.length)
      sections.push(
        '## Callbacks',
        view.callbacks
          .map(
            (callback) =>
              `- ${code(callback.name)}: \`${callback.method} ${callback.expression}\`${callback.summary || callback.description ? `. ${summaryLine(callback.summary || callback.description)}` : ''}`,
          )
          .join('\n'),
      );

    return {
      route,
      section: 'REST API',
      title: view.title,
      summary: `${view.method} ${view.path}. ${summaryLine(view.description)}`.trim(),
      markdown: pageMarkdown({ title: view.title, body: sections.join('\n\n') }),
      origin: 'openapi',
    };
  }

  private schemaPage(name: string, route: string): PageMarkdown {
    const view = schemaView(this.model, name);
    const sections: string[] = [];
    if (view.description) sections.push(rewriteLinks(view.description));
    const twin = crossLinkLine(route);
    if (twin) sections.push(twin);
    if (view.values.length) {
      sections.push(
        '## Values',
        `Type: ${view.type}.`,
        table(
          ['Value', 'Description'],
          view.values.map((value) => [code(value.value), cell(rewriteLinks(value.meaning ?? ''))]),
        ),
      );
    } else {
      if (view.variants.length)
        sections.push(
          `One of: ${view.variants.map((variant) => (variant.schemaName ? this.schemaLink(variant.schemaName) : variant.title)).join(', ')}.`,
        );
      if (view.fields.length) sections.push('## Fields', this.fieldTable(view.fields));
    }
    if (view.example !== undefined) sections.push('## Example', json(view.example));
    return {
      route,
      section: 'REST API',
      title: view.title,
      summary: summaryLine(view.description || `The ${name} object.`),
      markdown: pageMarkdown({ title: view.title, body: sections.join('\n\n') }),
      origin: 'openapi',
    };
  }

  private tagPage(tag: { name: string; description?: string }, route: string): PageMarkdown {
    const view = tagView(this.model, tag);
    const list = view.operations.map((operation) => {
      const target = restOperationRoute(operation.operationId);
      const linked = this.routeExists(target) ? `[${operation.title}](${absoluteUrl(target)})` : operation.title;
      return `- ${linked}: \`${operation.method} ${operation.path}\`. ${rewriteLinks(operation.lead)}`.trimEnd();
    });
    const sections = [view.description ? rewriteLinks(view.description) : '', '## Operations', list.join('\n')].filter(
      Boolean,
    );
    return {
      route,
      section: 'REST API',
      title: view.name,
      summary: summaryLine(view.description || `${view.name} operations.`),
      markdown: pageMarkdown({ title: view.name, body: sections.join('\n\n') }),
      origin: 'openapi',
    };
  }
}
