import type { ReactNode } from 'react';
import { apiErrorsTable } from '@site/data/fact-tables';
import FactTable from './FactTable';

/** Every REST error `type` with its HTTP status, and every `code` (REST body, GraphQL `extensions`). */
export default function ApiErrors(): ReactNode {
  return <FactTable table={apiErrorsTable()} />;
}
