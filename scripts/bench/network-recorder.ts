/**
 * Records what a page downloads through the Chrome DevTools Protocol: per request, its URL,
 * resource type, priority, bytes over the wire and bytes after decompression.
 */
import type { CDPSession, Page } from '@playwright/test';
import type { TransferredFile } from './types';

interface RequestRecord {
  url: string;
  resourceType: string;
  priority: string;
  transferBytes: number;
  decodedBytes: number;
  status: number | null;
  finished: boolean;
  /** Sequence number of the finishing event, to cut windows. */
  finishedAt: number;
}

export interface NetworkRecorder {
  /** A point in the event stream; pass it to `files` to keep only requests finished after it. */
  mark: () => number;
  /**
   * Resolves once no request has been in flight for `quietMs` (network idle), measured from now.
   * Unlike Playwright's one-shot `networkidle`, this can be awaited after hydration.
   */
  waitForQuiet: (quietMs?: number, timeoutMs?: number) => Promise<void>;
  files: (since?: number, until?: number) => RequestRecord[];
  detach: () => Promise<void>;
}

export async function recordNetwork(page: Page): Promise<NetworkRecorder> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const requests = new Map<string, RequestRecord>();
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((listener) => listener());
  let sequence = 0;
  session.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    changed();
    // Redirects reuse the request id: the final hop wins.
    requests.set(event.requestId, {
      url: event.request.url,
      resourceType: event.type ?? 'Other',
      priority: event.request.initialPriority,
      transferBytes: 0,
      decodedBytes: 0,
      status: null,
      finished: false,
      finishedAt: 0,
    });
  });
  session.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.status = event.response.status;
  });
  session.on('Network.dataReceived', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.decodedBytes += event.dataLength;
  });
  session.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.transferBytes = event.encodedDataLength;
    record.finished = true;
    record.finishedAt = ++sequence;
  });
  for (const done of ['Network.loadingFinished', 'Network.loadingFailed'] as const) {
    session.on(done, (event: { requestId: string }) => {
      inFlight.delete(event.requestId);
      changed();
    });
  }
  // A dedicated worker's script (the search worker): Chrome reports the request to the page but its
  // completion only to the worker's own target, which this session does not see. Playwright sees it.
  const workerScripts = new Set<string>();
  page.on('worker', (worker) => workerScripts.add(worker.url()));
  page.on('requestfinished', (request) => {
    if (!workerScripts.has(request.url())) return;
    // Its body arrives on the worker's target too: the size comes from Content-Length.
    const measured = (async () => {
      const response = await request.response();
      const sizes = await request.sizes();
      const bodyBytes = Number(await response?.headerValue('content-length')) || sizes.responseBodySize;
      const body = await response?.body().catch(() => undefined);
      return { transferBytes: sizes.responseHeadersSize + bodyBytes, decodedBytes: body?.length ?? 0 };
    })().catch(() => ({ transferBytes: 0, decodedBytes: 0 }));
    void measured.then(({ transferBytes, decodedBytes }) => {
      for (const [id, record] of requests) {
        if (record.url !== request.url() || record.finished) continue;
        Object.assign(record, { resourceType: 'Worker', transferBytes, decodedBytes, finished: true, finishedAt: ++sequence });
        inFlight.delete(id);
        changed();
      }
    });
  });
  // Each measurement uses a new browser context, so the HTTP cache starts empty: a first visit.
  await session.send('Network.enable');
  const waitForQuiet = (quietMs = 500, timeoutMs = 60_000): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let quietTimer: NodeJS.Timeout | undefined;
      const finish = (error?: Error): void => {
        clearTimeout(quietTimer);
        clearTimeout(deadline);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      // Restarted by every network event: fires only after quietMs with nothing in flight.
      const check = (): void => {
        clearTimeout(quietTimer);
        if (inFlight.size === 0) quietTimer = setTimeout(() => finish(), quietMs);
      };
      const deadline = setTimeout(() => finish(new Error(`network not idle after ${timeoutMs} ms (${inFlight.size} requests in flight)`)), timeoutMs);
      listeners.add(check);
      check();
    });
  return {
    mark: () => sequence,
    waitForQuiet,
    files: (since = 0, until = Number.POSITIVE_INFINITY) =>
      [...requests.values()].filter((record) => record.finished && record.finishedAt > since && record.finishedAt <= until),
    detach: () => session.detach(),
  };
}

/** `<link rel=prefetch>` and other lowest-priority fetches made for a later navigation. */
export function isPrefetch(record: { resourceType: string; priority: string }): boolean {
  // Chrome also fetches a worker's script at the lowest priority; it is needed now, not later.
  return record.resourceType === 'Prefetch' || (record.priority === 'VeryLow' && record.resourceType !== 'Worker');
}

export function isScript(record: { url: string; resourceType: string }): boolean {
  return record.resourceType === 'Script' || /\.m?js(\?|$)/.test(new URL(record.url).pathname);
}

/**
 * Scripts split into those loaded to run and those only prefetched. A script prefetched first and
 * executed later counts as loaded, with the bytes of whichever request carried it.
 */
export function splitScripts(records: RequestRecord[]): { loaded: TransferredFile[]; prefetched: TransferredFile[] } {
  const byUrl = new Map<string, { file: TransferredFile; executed: boolean }>();
  for (const record of records.filter(isScript)) {
    const executed = !isPrefetch(record);
    const current = byUrl.get(record.url);
    const file: TransferredFile = {
      url: record.url,
      transferBytes: Math.max(record.transferBytes, current?.file.transferBytes ?? 0),
      decodedBytes: Math.max(record.decodedBytes, current?.file.decodedBytes ?? 0),
      resourceType: executed ? record.resourceType : (current?.file.resourceType ?? record.resourceType),
      priority: executed ? record.priority : (current?.file.priority ?? record.priority),
    };
    byUrl.set(record.url, { file, executed: executed || Boolean(current?.executed) });
  }
  const all = [...byUrl.values()].sort((a, b) => b.file.transferBytes - a.file.transferBytes);
  return { loaded: all.filter((entry) => entry.executed).map((entry) => entry.file), prefetched: all.filter((entry) => !entry.executed).map((entry) => entry.file) };
}

export function toFile(record: RequestRecord): TransferredFile {
  const { url, transferBytes, decodedBytes, resourceType, priority } = record;
  return { url, transferBytes, decodedBytes, resourceType, priority };
}

export const sum = (files: Array<{ transferBytes: number }>): number => files.reduce((total, file) => total + file.transferBytes, 0);
