import React, { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A list item without a bullet. The OpenAPI theme (5.2.0) renders parameters and request/response
 * schemas straight into <ul>s as <div>s, so screen readers lose the list (axe `list`); its wrappers
 * in src/theme put each one in this instead, which keeps the look unchanged.
 */
export default function PlainListItem({ children }: { children: ReactNode }): ReactNode {
  return <li className={styles.item}>{children}</li>;
}

/** True inside RequestSchema/ResponseSchema, which render their Schema inside a <ul>. */
const InsideSchemaList = createContext(false);

/** Marks a component whose Schema children sit in a <ul> (the RequestSchema/ResponseSchema wrappers). */
export function withSchemaList<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  return function WithSchemaList(props: P): ReactNode {
    return (
      <InsideSchemaList.Provider value>
        <Component {...props} />
      </InsideSchemaList.Provider>
    );
  };
}

/** A list item where the parent is a <ul>; as is elsewhere (a schema page renders Schema on its own). */
export function SchemaListItem({ children }: { children: ReactNode }): ReactNode {
  return useContext(InsideSchemaList) ? <PlainListItem>{children}</PlainListItem> : children;
}
