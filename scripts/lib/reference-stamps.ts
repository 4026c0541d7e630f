/** The two references as `npm run gen` stamps them (see generation-stamp.ts), and the skip-or-generate step. */
import path from 'node:path';
import {
  GENERATOR_INPUTS,
  clearStamp,
  inputsHash,
  staleReason,
  writeStamp,
  type StampedReference,
} from './generation-stamp';
import { graphqlGenerated, listFiles, restGenerated, type GeneratedSet } from './generated-files';
import { paths } from '../../config/paths';
import { docsInstances } from '../../config/site';
import { routeInventory } from './description-links';

const owned = (set: GeneratedSet): string[] =>
  listFiles(set.root)
    .filter(set.owns)
    .map((file) => path.join(set.root, file));

export const restReference: StampedReference = {
  name: 'rest',
  inputs: [path.dirname(paths.openapi), 'redocly.yaml', routeInventory, ...GENERATOR_INPUTS],
  namesOf: [docsInstances.guides.path],
  outputs: () => [
    ...owned(restGenerated),
    ...listFiles(path.dirname(paths.openapiJson)).map((file) => path.join(path.dirname(paths.openapiJson), file)),
  ],
};

export const graphqlReference: StampedReference = {
  name: 'graphql',
  inputs: [path.dirname(paths.graphqlSchema), routeInventory, ...GENERATOR_INPUTS],
  namesOf: [docsInstances.guides.path],
  outputs: () => owned(graphqlGenerated),
};

/** Runs `generate` unless the reference is up to date (or `force`), and stamps it after a successful run. */
export async function generateUnlessFresh(
  reference: StampedReference,
  force: boolean,
  generate: () => Promise<void>,
): Promise<void> {
  const reason = force ? '--force' : staleReason(reference);
  if (reason === undefined) {
    console.log(
      `[gen] ${reference.name}: sources, generator and generated files unchanged since the last run; skipped (--force to regenerate)`,
    );
    return;
  }
  const inputs = inputsHash(reference.inputs, reference.namesOf);
  clearStamp(reference);
  console.log(`[gen] ${reference.name}: generating (${reason})`);
  await generate();
  writeStamp(reference, inputs);
}
