import { readFileSync } from 'node:fs';
import { GraphQLError, buildSchema, validateSchema, type GraphQLSchema } from 'graphql';
import { SourceError, type SourceProblem } from './source-errors';

function problemsFrom(file: string, errors: readonly GraphQLError[]): SourceProblem[] {
  return errors.map((error) => {
    const location = error.locations?.[0];
    return { file, line: location?.line, column: location?.column, message: error.message };
  });
}

/** Builds and validates the SDL; syntax and type errors come back with file, line and column. */
export function loadGraphqlSchema(file: string): GraphQLSchema {
  const sdl = readFileSync(file, 'utf8');
  let schema: GraphQLSchema;
  try {
    schema = buildSchema(sdl, { noLocation: false });
  } catch (error) {
    if (error instanceof GraphQLError) throw new SourceError(problemsFrom(file, [error]));
    // buildSchema reports unknown types as plain errors without location: find the name in the SDL.
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown type:? "([^"]+)"/.exec(message)?.[1];
    const index = unknown ? sdl.search(new RegExp(`\\b${unknown}\\b`)) : -1;
    const before = index >= 0 ? sdl.slice(0, index).split('\n') : undefined;
    throw new SourceError([
      { file, line: before?.length, column: before ? (before.at(-1)?.length ?? 0) + 1 : undefined, message },
    ]);
  }
  const errors = validateSchema(schema);
  if (errors.length > 0) throw new SourceError(problemsFrom(file, errors));
  return schema;
}
