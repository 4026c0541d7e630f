/** A worker thread of the card pool (scripts/social-cards/index.ts): renders the cards it is sent, one at a time. */
import { parentPort, workerData } from 'node:worker_threads';
import { loadCardAssets } from './assets';
import { CardRenderer } from './render';
import type { CardContent } from './card';

export interface WorkerRequest {
  id: number;
  card: CardContent;
}
export type WorkerResponse = { id: number; png: Uint8Array } | { id: number; error: string };

const renderer = new CardRenderer(loadCardAssets((workerData as { siteDir: string }).siteDir));

parentPort?.on('message', (request: WorkerRequest) => {
  renderer.render(request.card).then(
    (png) => parentPort?.postMessage({ id: request.id, png } satisfies WorkerResponse),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerResponse),
  );
});
