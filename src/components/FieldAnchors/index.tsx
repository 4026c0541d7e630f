/**
 * Anchors on the REST reference's rows, so search and links can land on the row that defines a
 * parameter or property. The OpenAPI theme (5.2.0) renders rows without ids; its wrappers in
 * src/theme set the root (RequestSchema, ResponseSchema, Schema on schema pages, OperationTabs for
 * callbacks) and SchemaItem and ParamsItem render each row in a `FieldRow`. Nested rows know their
 * parent through `FieldPath`. The search index reads `data-search-field` and
 * `data-search-group` (scripts/lib/search-records.ts).
 */
import React, { createContext, useContext, type ReactNode } from 'react';
import { fieldId, isIdName, withinCallback, type FieldRoot } from './fieldIds';

interface FieldPathValue {
  root: FieldRoot;
  path: readonly string[];
}

const FieldPath = createContext<FieldPathValue | undefined>(undefined);
const CallbackRoot = createContext<FieldRoot | undefined>(undefined);

/** Rows inside start at `root` (under the callback's, inside a callback). */
export function FieldRootProvider({ root, children }: { root: FieldRoot; children: ReactNode }): ReactNode {
  const callback = useContext(CallbackRoot);
  return <FieldPath.Provider value={{ root: withinCallback(callback, root), path: [] }}>{children}</FieldPath.Provider>;
}

/** Rows inside sit under a part of the current root (a response's headers: `response.429.header.`). */
export function FieldSubRoot({ id, label, children }: { id: string; label: string; children: ReactNode }): ReactNode {
  const parent = useContext(FieldPath);
  if (!parent) return children;
  const root = { id: `${parent.root.id}.${id}`, label: `${parent.root.label} ${label}` };
  return <FieldPath.Provider value={{ root, path: [] }}>{children}</FieldPath.Provider>;
}

/** Rows inside belong to a callback (its tab in OperationTabs). */
export function CallbackProvider({ root, children }: { root: FieldRoot; children: ReactNode }): ReactNode {
  return <CallbackRoot.Provider value={root}>{children}</CallbackRoot.Provider>;
}

/** True when a root is set: schema pages set theirs only where no other wrapper did. */
export function useHasFieldRoot(): boolean {
  return useContext(FieldPath) !== undefined;
}

/** True outside any row: where a schema's own top row renders. */
export function useIsAtFieldRoot(): boolean {
  const here = useContext(FieldPath);
  return here !== undefined && here.path.length === 0;
}

/**
 * One row: an element with the row's id around it, and its name added to the path of the rows
 * nested in it. Without a root (a row outside the reference's schemas) or a usable name, the row
 * renders as it was.
 */
export function FieldRow({
  name,
  root: ownRoot,
  children,
}: {
  name: unknown;
  /** A root of the row's own (a parameter's location) instead of the surrounding one. */
  root?: FieldRoot;
  children: ReactNode;
}): ReactNode {
  const parent = useContext(FieldPath);
  const callback = useContext(CallbackRoot);
  const here = ownRoot ? { root: withinCallback(callback, ownRoot), path: [] } : parent;
  if (!here || !isIdName(name)) return children;
  const path = [...here.path, name];
  return (
    <FieldPath.Provider value={{ root: here.root, path }}>
      <div id={fieldId(here.root, path)} data-search-field={path.join('.')} data-search-group={here.root.label}>
        {children}
      </div>
    </FieldPath.Provider>
  );
}
