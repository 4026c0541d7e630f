/**
 * Search records of the generated REST reference pages, from the one REST model (the views the pages
 * are written from), not from their HTML: a page record (its title and description), one record per
 * h2 section that says something a reader searches for (responses, errors, callbacks), and one per
 * row (a parameter, a request or response property, a header) on the row's anchor, named by its path
 * and placed by where it lives ("Request body", "Response 200"). The anchors are the ids the page's
 * rows carry (shared/rest-model/field-ids.ts), so a hit lands on its row by construction.
 */
import { markdownToText } from '../../shared/markdown-text.mjs';
import { site } from '../../config/site';
import { restOperationRoute, restSchemaRoute } from '../../config/api-crosslinks';
import { fieldTree, flattenFields, type FieldNode } from '../../shared/rest-model/fields';
import { schemaRoot } from '../../shared/rest-model/field-ids';
import type { Json, RestModel } from '../../shared/rest-model/model';
import { operationView, schemaView, tagView, type OperationView } from '../../shared/rest-model/views';
import type { SearchRecord } from '../../shared/search/types';

const MAX_CHARS = 600;
const restBase = '/apis/rest';

/** Markdown as the text a reader sees: link text kept, targets, backticks and emphasis dropped. */
export const markdownText = (markdown: string): string => markdownToText(markdown);

interface Section {
  anchor?: string;
  lvl2?: string;
  lvl3?: string;
  text: string;
  names?: readonly string[];
  field?: boolean;
}

function records(route: string, title: string, sections: readonly Section[]): SearchRecord[] {
  return sections.map((section) => {
    const url = `${site.url}${route}${section.anchor ? `#${section.anchor}` : ''}`;
    return {
      id: url,
      url,
      lvl0: 'REST API',
      lvl1: title,
      ...(section.lvl2 ? { lvl2: section.lvl2 } : {}),
      ...(section.lvl3 ? { lvl3: section.lvl3 } : {}),
      content: markdownText(section.text).slice(0, MAX_CHARS),
      ...(section.names?.length ? { names: [...new Set(section.names)].join(' ') } : {}),
      language: 'en',
      docusaurus_tag: 'docs-rest-current',
      ...(section.field ? { field: true } : {}),
    };
  });
}

/**
 * A row as the page reads: name, type, "required", its description, then its values as the page
 * lists them (bounds, patterns and examples aside: their words stand on thousands of rows).
 */
const rowText = (field: FieldNode): string =>
  [
    `${field.name} ${field.type}${field.required ? ' required' : ''}`,
    field.description,
    field.values.length
      ? `Possible values: ${field.values.map((value) => `${value.value}${value.meaning ? ` ${value.meaning}` : ''}`).join(' ')}`
      : '',
    field.deprecated ? 'Deprecated.' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A row's record: its path, where it lives, and its name, type, "required" and description as text. */
function fieldSection(field: FieldNode): Section | undefined {
  if (!field.id) return undefined;
  return {
    anchor: field.id,
    lvl2: field.group,
    lvl3: field.path.join('.'),
    text: rowText(field),
    // The values a row lists are its names, as a table of values names its section (search-records.ts).
    names: field.values.map((value) => value.value),
    field: true,
  };
}

function fieldSections(fields: readonly FieldNode[]): Section[] {
  return flattenFields(fields).flatMap((field) => fieldSection(field) ?? []);
}

/**
 * An operation page's records: the page (method, path, description), each h2 section with the text
 * the page shows under it, the rows.
 */
function operationSections(view: OperationView): Section[] {
  const sections: Section[] = [{ text: `${view.method} ${view.path} ${view.description}` }];
  const request = [
    ...view.parameters.flatMap((group) => [group.title, ...group.fields.map(rowText)]),
    ...(view.requestBody ? ['Body', view.requestBody.description, ...view.requestBody.fields.map(rowText)] : []),
  ];
  if (request.length) sections.push({ anchor: 'request', lvl2: 'Request', text: request.join(' ') });
  // The first response is the tab a reader sees; the others follow by status.
  const [shown, ...others] = view.responses;
  sections.push({
    anchor: 'responses',
    lvl2: 'Responses',
    text: [
      shown ? `${shown.status} ${shown.description} ${(shown.body?.fields ?? []).map(rowText).join(' ')}` : '',
      ...others.map((response) => `${response.status} ${response.description}`),
    ].join(' '),
  });
  if (view.callbacks.length)
    sections.push({
      anchor: 'callbacks',
      lvl2: 'Callbacks',
      text: view.callbacks
        .map((callback) => `${callback.method} ${callback.name} ${callback.summary} ${callback.description}`)
        .join(' '),
    });
  if (view.errors.length)
    sections.push({
      anchor: 'errors',
      lvl2: 'Errors',
      text: `Each error body carries type and code; branch on code. ${view.errors
        .map((error) => `${error.status} ${error.type}: ${error.codes.join(', ')}`)
        .join('. ')}`,
    });
  if (view.schemas.length)
    sections.push({
      anchor: 'schemas',
      lvl2: 'Schemas',
      text: `The objects this operation reads and returns, each on its own page: ${view.schemas.join(' ')}`,
    });
  sections.push({
    anchor: 'request-samples',
    lvl2: 'Request sample',
    text: `${view.samples.exampleSummary ? `Body: the “${view.samples.exampleSummary}” example ` : ''}${view.samples.code.curl}`,
  });
  return [
    ...sections,
    ...view.parameters.flatMap((group) => fieldSections(group.fields)),
    ...fieldSections(view.requestBody?.fields ?? []),
    ...view.responses.flatMap((response) => [
      ...fieldSections(response.headers),
      ...fieldSections(response.body?.fields ?? []),
    ]),
    ...view.callbacks.flatMap((callback) => [
      ...fieldSections(callback.requestBody?.fields ?? []),
      ...callback.responses.flatMap((response) => fieldSections(response.body?.fields ?? [])),
    ]),
  ];
}

/** Every generated REST page's records, by route: operations, schemas and tag pages. */
export function restRecordsByRoute(model: RestModel): Map<string, SearchRecord[]> {
  const pages = new Map<string, SearchRecord[]>();
  for (const entry of model.operations()) {
    const view = operationView(model, entry);
    const route = restOperationRoute(entry.operation.operationId);
    pages.set(route, records(route, view.title, operationSections(view)));
  }
  for (const name of Object.keys(model.schemas)) {
    const view = schemaView(model, name);
    const route = restSchemaRoute(name);
    // The page record reads as the page: its description, then its values or its top-level rows.
    const page: Section = {
      text: [
        view.description,
        ...view.values.map((value) => `${value.value} ${value.meaning ?? ''}`),
        ...view.fields.map(rowText),
      ].join(' '),
      names: view.values.map((value) => value.value),
    };
    pages.set(route, records(route, view.title, [page, ...fieldSections(view.fields)]));
  }
  for (const tag of model.tags) {
    const view = tagView(model, tag);
    const route = `${restBase}/${model.tagSlug(tag.name)}/`;
    const text = view.operations.map(
      (operation) => `${operation.title}: ${operation.method} ${operation.path}. ${operation.lead}`,
    );
    pages.set(route, records(route, view.name, [{ text: [view.description, ...text].join(' ') }]));
  }
  return pages;
}

/**
 * The payload rows of a webhook event page (`/apis/rest/webhooks/<event>/`), from the model: the page's
 * prose sections are indexed from its HTML like a guide's, its rows here, as on every REST page.
 */
export function webhookFieldRecords(
  model: RestModel,
  events: ReadonlyArray<{ type: string; route: string; payload?: Json }>,
): Map<string, SearchRecord[]> {
  return new Map(
    events.map((event) => {
      const { fields } = event.payload ? fieldTree(model, event.payload, schemaRoot) : { fields: [] };
      return [event.route, records(event.route, event.type, fieldSections(fields))];
    }),
  );
}
