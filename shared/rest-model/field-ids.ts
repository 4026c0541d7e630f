/**
 * Ids of the REST reference's rows (parameters, request and response properties), given by the field
 * tree (./fields.ts), so the page, its search records and links agree. An id is its place in the operation, joined by
 * dots: `param.query.limit`, `request.customer.email`, `response.200.status`, `schema.amount` (on a
 * schema page), with `callback.<tab>.` before a callback's. Dots never occur in Docusaurus heading
 * ids (slugs), so row ids never collide with a heading's.
 */

/** Where a row's properties live on the page: the start of its id and the words a reader sees. */
export interface FieldRoot {
  id: string;
  label: string;
}

/** A property name that can be part of an id: no spaces (`property name*` stands for any key). */
export function isIdName(name: unknown): name is string {
  return typeof name === 'string' && /^[^\s.*]+$/.test(name);
}

export const requestRoot: FieldRoot = { id: 'request', label: 'Request body' };
export const schemaRoot: FieldRoot = { id: 'schema', label: 'Property' };

export function responseRoot(status: string): FieldRoot {
  return { id: `response.${status.replace(/\s+/g, '-')}`, label: `Response ${status}` };
}

export function parameterRoot(location: string): FieldRoot {
  const where = location.charAt(0).toUpperCase() + location.slice(1);
  return { id: `param.${location}`, label: `${where} parameter` };
}

/** A callback's rows: the same ids under the callback's tab, labelled with it. */
export function callbackRoot(tab: string, label: string): FieldRoot {
  return { id: `callback.${tab.replace(/\s+/g, '-')}`, label: `Callback ${label}` };
}

export function withinCallback(callback: FieldRoot | undefined, root: FieldRoot): FieldRoot {
  return callback ? { id: `${callback.id}.${root.id}`, label: `${callback.label}, ${root.label.toLowerCase()}` } : root;
}

export function fieldId(root: FieldRoot, path: readonly string[]): string {
  return [root.id, ...path].join('.');
}
