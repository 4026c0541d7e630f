/**
 * Replaces `@theme/ArrayBrackets` (docusaurus-theme-openapi-docs 5.2.0): the "Array [" and "]" lines
 * around the items of an array in a REST schema. Upstream renders them as <li>s, but its Schema puts
 * them in <div>s, among the items' own <div>s (invalid HTML: a list item outside a list). Here they are
 * <div>s with upstream's look; they are decoration for sighted readers, the type ("object[]") is
 * already in the field's heading.
 */
import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export function OpeningArrayBracket(): ReactNode {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div className={styles.bracket}>]</div>;
}
