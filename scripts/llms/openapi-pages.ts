/**
 * Markdown copies of the REST reference pages, from openapi/openapi.yaml: operations (method, path,
 * description, parameters, request body fields, responses, examples), schemas (fields or values,
 * example) and tag pages (their operations). Pages are found by the doc id of the built page.
 */
import { restOperationRoute, restSchemaId, restSchemaRoute, restSlug } from '../../config/api-crosslinks';
import { crossLinkLine } from './crosslinks';
import { absoluteUrl, cell, code, fenced, pageMarkdown, rewriteLinks, summaryLine, table } from './markdown';
import type { OpenApiModel } from './openapi-model';
import { tagSlug, type Json, type OperationEntry } from './openapi-model';
import type { PageMarkdown, RouteExists } from './types';

const json = (value: unknown): string => fenced('json', JSON.stringify(value, null, 2));

export class OpenApiPages {
  private readonly model: OpenApiModel;
  private readonly routeExists: RouteExists;
  private readonly operationsById: Map<string, OperationEntry>;
  private readonly schemasById: Map<string, string>;
  private readonly tagsById: Map<string, { name: string; description?: string }>;

  constructor(model: OpenApiModel, routeExists: RouteExists) {
    this.model = model;
    this.routeExists = routeExists;
    this.operationsById = new Map(model.operations().map((entry) => [restSlug(entry.operation.operationId), entry]));
    this.schemasById = new Map(Object.keys(model.schemas).map((name) => [restSchemaId(name), name]));
    this.tagsById = new Map(model.tags.map((tag) => [tagSlug(tag.name), tag]));
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

  private operationPage({ method, path, operation }: OperationEntry, route: string): PageMarkdown {
    const title = operation.summary ?? operation.operationId;
    const sections: string[] = [`\`${method} ${this.model.serverUrl}${path}\``];
    if (operation.deprecated) sections.push('**Deprecated.**');
    if (operation.description) sections.push(rewriteLinks(operation.description));
    const twin = crossLinkLine(route);
    if (twin) sections.push(twin);

    const parameters = (operation.parameters ?? []).map((parameter) => this.model.deref(parameter));
    if (parameters.length) {
      sections.push(
        '## Parameters',
        table(
          ['Name', 'In', 'Type', 'Required', 'Description'],
          parameters.map((parameter) => [
            code(String(parameter.name)),
            String(parameter.in ?? ''),
            this.model.typeLabel(parameter.schema, this.schemaLink),
            parameter.required ? 'yes' : 'no',
            cell(rewriteLinks(String(parameter.description ?? ''))),
          ]),
        ),
      );
    }

    const body = operation.requestBody ? this.model.deref(operation.requestBody) : undefined;
    if (body) {
      const [mediaType, media] = Object.entries((body.content as Record<string, Json> | undefined) ?? {})[0] ?? [];
      const schemaName = this.model.schemaName(media?.schema);
      const intro = [
        body.description ? rewriteLinks(String(body.description)) : '',
        `${body.required ? 'Required' : 'Optional'}${mediaType ? `, \`${mediaType}\`` : ''}${schemaName ? `: ${this.schemaLink(schemaName)}` : ''}.`,
      ].filter(Boolean);
      sections.push('## Request body', intro.join(' '));
      const rows = media ? this.model.fieldRows(media.schema, this.schemaLink) : [];
      if (rows.length) sections.push(this.fieldTable(rows));
      if (media) sections.push('### Example request', json(this.model.mediaExample(media)));
    }

    const responses = Object.entries(operation.responses ?? {});
    if (responses.length) {
      sections.push(
        '## Responses',
        table(
          ['Status', 'Description', 'Body'],
          responses.map(([status, response]) => {
            const resolved = this.model.deref(response);
            const media = Object.values((resolved.content as Record<string, Json> | undefined) ?? {})[0];
            return [
              code(status),
              cell(rewriteLinks(String(resolved.description ?? ''))),
              media ? this.model.typeLabel(media.schema, this.schemaLink) : '',
            ];
          }),
        ),
      );
      const success = responses.find(([status, response]) => /^2/.test(status) && this.model.deref(response).content);
      if (success) {
        const media = Object.values(this.model.deref(success[1]).content as Record<string, Json>)[0];
        sections.push(`### Example response (${success[0]})`, json(this.model.mediaExample(media)));
      }
    }

    const callbacks = Object.entries(operation.callbacks ?? {});
    if (callbacks.length) {
      const lines = callbacks.flatMap(([name, callback]) =>
        Object.entries(this.model.deref(callback)).flatMap(([expression, item]) =>
          Object.entries(this.model.deref(item))
            .filter(([key]) => /^(get|put|post|delete|patch)$/.test(key))
            .map(([key, callbackOperation]) => {
              const summary = (callbackOperation as Json).summary ?? (callbackOperation as Json).description ?? '';
              return `- ${code(name)}: \`${key.toUpperCase()} ${expression}\`${summary ? `. ${summaryLine(String(summary))}` : ''}`;
            }),
        ),
      );
      if (lines.length) sections.push('## Callbacks', lines.join('\n'));
    }

    return {
      route,
      section: 'REST API',
      title,
      summary: `${method} ${path}. ${summaryLine(operation.description)}`.trim(),
      markdown: pageMarkdown({ title, body: sections.join('\n\n') }),
      origin: 'openapi',
    };
  }

  fieldTable(rows: ReturnType<OpenApiModel['fieldRows']>): string {
    return table(
      ['Field', 'Type', 'Required', 'Description'],
      rows.map((row) => [code(row.name), row.type, row.required ? 'yes' : 'no', cell(rewriteLinks(row.description))]),
    );
  }

  private schemaPage(name: string, route: string): PageMarkdown {
    const schema = this.model.schemas[name] ?? {};
    const title = typeof schema.title === 'string' ? schema.title : name;
    const sections: string[] = [];
    if (schema.description) sections.push(rewriteLinks(String(schema.description)));
    const twin = crossLinkLine(route);
    if (twin) sections.push(twin);
    if (Array.isArray(schema.enum)) {
      const described = (schema['x-enumDescriptions'] as Record<string, string> | undefined) ?? {};
      sections.push(
        '## Values',
        `Type: ${this.model.typeLabel({ ...schema, enum: undefined }, this.schemaLink)}.`,
        table(
          ['Value', 'Description'],
          schema.enum.map((value) => [code(String(value)), cell(rewriteLinks(described[String(value)] ?? ''))]),
        ),
      );
    } else {
      for (const key of ['oneOf', 'anyOf'] as const) {
        const options = schema[key];
        if (Array.isArray(options))
          sections.push(
            `One of: ${options.map((option) => this.model.typeLabel(option, this.schemaLink)).join(', ')}.`,
          );
      }
      const rows = this.model.fieldRows(schema, this.schemaLink);
      if (rows.length) sections.push('## Fields', this.fieldTable(rows));
    }
    const example = this.model.example(schema);
    if (example !== undefined) sections.push('## Example', json(example));
    return {
      route,
      section: 'REST API',
      title,
      summary: summaryLine(String(schema.description ?? `The ${name} object.`)),
      markdown: pageMarkdown({ title, body: sections.join('\n\n') }),
      origin: 'openapi',
    };
  }

  private tagPage(tag: { name: string; description?: string }, route: string): PageMarkdown {
    const operations = [...this.operationsById.values()].filter(({ operation }) => operation.tags?.includes(tag.name));
    const list = operations.map(({ method, path, operation }) => {
      const target = restOperationRoute(operation.operationId);
      const label = operation.summary ?? operation.operationId;
      const linked = this.routeExists(target) ? `[${label}](${absoluteUrl(target)})` : label;
      return `- ${linked}: \`${method} ${path}\`. ${summaryLine(operation.description)}`.trimEnd();
    });
    const sections = [tag.description ? rewriteLinks(tag.description) : '', '## Operations', list.join('\n')].filter(
      Boolean,
    );
    return {
      route,
      section: 'REST API',
      title: tag.name,
      summary: summaryLine(tag.description ?? `${tag.name} operations.`),
      markdown: pageMarkdown({ title: tag.name, body: sections.join('\n\n') }),
      origin: 'openapi',
    };
  }
}
