/** GraphQL: @graphql-inspector/core's diff, with its criticality (BREAKING / DANGEROUS / NON_BREAKING). */
import { buildSchema, type GraphQLSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import type { ApiChange, Level } from './types';

const levelOf: Record<CriticalityLevel, Level> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'non-breaking',
};

function parse(source: string, label: string): GraphQLSchema {
  try {
    return buildSchema(source);
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
}

/** Changes from `before` to `after` (SDL); null stands for a schema that does not exist on that side. */
export async function diffGraphql(before: string | null, after: string | null): Promise<ApiChange[]> {
  if (before === after) return [];
  const changes: Change[] = await diff(
    before === null ? null : parse(before, 'base schema'),
    after === null ? null : parse(after, 'new schema'),
  );
  return changes.map((change) => ({
    level: levelOf[change.criticality.level],
    location: change.path ?? '',
    message: change.message,
    ...(/DESCRIPTION/.test(change.type) ? { docsOnly: true } : {}),
  }));
}
