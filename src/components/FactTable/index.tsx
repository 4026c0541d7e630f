import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { FactTable as FactTableData } from '@site/data/fact-tables';
import InlineText from './InlineText';

/**
 * A fact table laid out in data/fact-tables.ts, drawn in the browser: for interactive components (the
 * outcome explorer). Guides never need it: plugins/facts-at-build writes their tables at build.
 */
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
                  className={column?.keepCodeWhole ? 'fact-keep-code-whole' : undefined}>
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
