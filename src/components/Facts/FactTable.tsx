import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { FactTable as FactTableData } from '@site/data/fact-tables';
import InlineText from './InlineText';
import styles from './styles.module.css';

/** A fact table laid out in data/fact-tables.ts (the Markdown copy prints the same layout). */
export default function FactTable({ table }: { table: FactTableData }): ReactNode {
  const brokenLinks = useBrokenLinks();
  // Row anchors are link targets (the errors reference), so the build's anchor check must know them.
  for (const row of table.rows) if (row.anchor) brokenLinks.collectAnchor(row.anchor);
  return (
    <ScrollableTable>
      {table.caption && <caption>{table.caption}</caption>}
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column.label} scope="col">
              <InlineText text={column.label} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key} id={row.anchor}>
            {row.cells.map((cell, index) => {
              const column = table.columns[index];
              const Cell = column?.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column?.label ?? index}
                  scope={column?.rowHeader ? 'row' : undefined}
                  className={column?.keepCodeWhole ? styles.keepCodeWhole : undefined}>
                  <InlineText text={cell} />
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** A fact list laid out in data/fact-tables.ts. */
export function FactList({ items }: { items: readonly string[] }): ReactNode {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}
