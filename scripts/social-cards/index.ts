/**
 * Writes every page's social card to build/img/social/<slug>.png (the theme points `og:image` there,
 * see src/components/PageMeta). Cards are rendered on worker threads, and kept in a content-addressed
 * cache (node_modules/.cache/pagora-social-cards) so an unchanged title is never rendered twice:
 * rebuilding the site reuses the same bytes, which also keeps CDN caches warm.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadCardAssets, type CardAssets } from './assets';
import type { CardContent } from './card';
import { CardRenderer } from './render';
import type { WorkerRequest, WorkerResponse } from './worker';

/** Bump when card.ts or render.ts change the picture: old cache entries are then ignored. */
const TEMPLATE_VERSION = 1;

export interface SocialCardJob {
  /** Output path inside the build, e.g. `img/social/testing.png`. */
  file: string;
  card: CardContent;
}

export interface SocialCardOptions {
  siteDir?: string;
  /** Where rendered cards are kept between builds; `false` renders everything. */
  cacheDir?: string | false;
  /** Worker threads; 0 or 1 renders on the main thread. */
  workers?: number;
}

export interface SocialCardReport {
  files: number;
  rendered: number;
  fromCache: number;
  workers: number;
  seconds: number;
}

export function cardKey(card: CardContent, assets: CardAssets): string {
  return createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, assets.fingerprint, card.title, card.area]))
    .digest('hex');
}

async function renderOnWorkers(cards: readonly CardContent[], siteDir: string, count: number): Promise<Buffer[]> {
  const results: Buffer[] = new Array<Buffer>(cards.length);
  let next = 0;
  // Workers start from a tiny CommonJS bootstrap that registers tsx, so worker.ts runs however this script was started.
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(path.join(__dirname, 'worker.ts'))});`;
  const workers = Array.from({ length: count }, () => new Worker(bootstrap, { eval: true, workerData: { siteDir } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = (): void => {
              if (next >= cards.length) return resolve();
              const id = next++;
              worker.postMessage({ id, card: cards[id]! } satisfies WorkerRequest);
            };
            worker.on('message', (response: WorkerResponse) => {
              if ('error' in response)
                return reject(new Error(`social card "${cards[response.id]?.title}": ${response.error}`));
              results[response.id] = Buffer.from(response.png);
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

async function renderHere(cards: readonly CardContent[], assets: CardAssets): Promise<Buffer[]> {
  const renderer = new CardRenderer(assets);
  const results: Buffer[] = [];
  for (const card of cards) results.push(await renderer.render(card));
  return results;
}

export async function writeSocialCards(
  buildDir: string,
  jobs: readonly SocialCardJob[],
  options: SocialCardOptions = {},
): Promise<SocialCardReport> {
  const started = performance.now();
  const siteDir = options.siteDir ?? process.cwd();
  const cacheDir = options.cacheDir ?? path.join(siteDir, 'node_modules', '.cache', 'pagora-social-cards');
  const assets = loadCardAssets(siteDir);

  const files = new Map<string, SocialCardJob>();
  for (const job of jobs) {
    const other = files.get(job.file);
    if (other && other.card.title !== job.card.title)
      throw new Error(`two pages want the same social card ${job.file}: "${other.card.title}" and "${job.card.title}"`);
    files.set(job.file, job);
  }

  // One render per distinct card, unless the cache has it.
  const pngs = new Map<string, Buffer>();
  const toRender = new Map<string, CardContent>();
  for (const job of files.values()) {
    const key = cardKey(job.card, assets);
    if (pngs.has(key) || toRender.has(key)) continue;
    const cached = cacheDir ? path.join(cacheDir, `${key}.png`) : undefined;
    if (cached && existsSync(cached)) pngs.set(key, readFileSync(cached));
    else toRender.set(key, job.card);
  }
  const fromCache = pngs.size;

  const keys = [...toRender.keys()];
  const cards = [...toRender.values()];
  const workerCount = Math.min(options.workers ?? Math.min(availableParallelism(), 4), Math.ceil(cards.length / 8));
  const rendered =
    workerCount > 1 ? await renderOnWorkers(cards, siteDir, workerCount) : await renderHere(cards, assets);
  if (cacheDir && keys.length) mkdirSync(cacheDir, { recursive: true });
  keys.forEach((key, index) => {
    const png = rendered[index]!;
    pngs.set(key, png);
    if (cacheDir) writeFileSync(path.join(cacheDir, `${key}.png`), png);
  });

  for (const job of files.values()) {
    const target = path.join(buildDir, job.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, pngs.get(cardKey(job.card, assets))!);
  }
  return {
    files: files.size,
    rendered: keys.length,
    fromCache,
    workers: Math.max(workerCount, 1),
    seconds: (performance.now() - started) / 1000,
  };
}
