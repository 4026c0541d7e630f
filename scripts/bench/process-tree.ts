/**
 * Peak memory of a whole process tree (the command and every descendant, however deep), sampled
 * from /proc: the sum of the resident set sizes of the tree's processes at each sample.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const SAMPLE_INTERVAL_MS = 200;

function pageSize(): number {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
}

const PAGE_SIZE = pageSize();

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process exited between listing and reading
  }
}

/** Parent pid of every live process. */
function parentMap(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    // Field 2 (comm) may contain spaces and parentheses: parse after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    if (!Number.isFinite(parent)) continue;
    const list = children.get(parent) ?? [];
    list.push(Number(entry));
    children.set(parent, list);
  }
  return children;
}

/** Summed RSS (bytes) of `root` and all its descendants right now. */
export function treeRssBytes(root: number): number {
  const children = parentMap();
  let total = 0;
  const queue = [root];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const pid = queue.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    const resident = Number(readOrEmpty(`/proc/${pid}/statm`).split(' ')[1] ?? 0);
    total += (Number.isFinite(resident) ? resident : 0) * PAGE_SIZE;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Samples a tree until `stop()`; returns the peak seen. `peakAtSeconds()` says when it was reached
 * (seconds after sampling started), to tell which phase of a build holds the memory.
 * Works only where /proc exists (Linux).
 */
export function sampleTreePeak(root: number): { stop: () => number; peakAtSeconds: () => number } {
  let peak = 0;
  let peakAt = 0;
  const started = performance.now();
  const sample = (): void => {
    const now = treeRssBytes(root);
    if (now > peak) {
      peak = now;
      peakAt = (performance.now() - started) / 1000;
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
    peakAtSeconds: () => peakAt,
  };
}
