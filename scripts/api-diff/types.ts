/** One change between two versions of an API description, classified for the people who call the API. */
export type Level = 'breaking' | 'dangerous' | 'non-breaking';

export const levels: readonly Level[] = ['breaking', 'dangerous', 'non-breaking'];

export interface ApiChange {
  /** breaking: existing callers fail; dangerous: existing callers may misbehave; non-breaking: safe. */
  level: Level;
  /** Where: `POST /payments` / `Payment.status` (REST) or the schema coordinate `Payment.amount` (GraphQL). */
  location: string;
  message: string;
  /** Description-only changes, shown folded away in the report. */
  docsOnly?: boolean;
}

export function worst(a: Level, b: Level): Level {
  return levels.indexOf(a) <= levels.indexOf(b) ? a : b;
}
