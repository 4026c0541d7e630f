import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A list item without a bullet. The OpenAPI theme (5.2.0) renders parameters and schemas straight
 * into <ul>s as <div>s, so screen readers lose the list (axe `list`); its wrappers in src/theme put
 * each one in this instead, which keeps the look unchanged.
 */
export default function PlainListItem({ children }: { children: ReactNode }): ReactNode {
  return <li className={styles.item}>{children}</li>;
}
