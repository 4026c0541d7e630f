/**
 * Runs one command and measures it: wall time, CPU time and largest single-process RSS through
 * GNU time (`/usr/bin/time`), and the peak summed RSS of the whole process tree through /proc.
 * Output goes to a log file, not the terminal.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleTreePeak } from './process-tree';
import type { StepResult } from './types';

const GNU_TIME = '/usr/bin/time';

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export interface MeasuredCommand {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  logDir: string;
  env?: NodeJS.ProcessEnv;
}

export async function runMeasured({ name, command, args, cwd, logDir, env }: MeasuredCommand): Promise<StepResult> {
  mkdirSync(logDir, { recursive: true });
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const logFile = path.join(logDir, `${slug}.log`);
  const timeFile = path.join(logDir, `${slug}.time`);
  rmSync(timeFile, { force: true });
  const useGnuTime = existsSync(GNU_TIME);
  const [file, fileArgs] = useGnuTime ? [GNU_TIME, ['-f', '%e %U %S %M', '-o', timeFile, command, ...args]] : [command, args];
  const out = openSync(logFile, 'w');
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const started = performance.now();
  const child = spawn(file, fileArgs, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  const sampler = child.pid === undefined ? undefined : sampleTreePeak(child.pid);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  }).finally(() => closeSync(out));
  const wallSeconds = (performance.now() - started) / 1000;
  const peakTreeRssBytes = sampler?.stop() ?? 0;
  const peakAtSeconds = sampler?.peakAtSeconds();

  let cpuSeconds: number | null = null;
  let peakSingleRssBytes: number | null = null;
  if (useGnuTime && existsSync(timeFile)) {
    // The last line is ours; a failing command makes GNU time write "Command exited with non-zero status" first.
    const last = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '';
    const [, user, system, maxRssKb] = last.split(' ').map(Number);
    if (user !== undefined && system !== undefined && Number.isFinite(user + system)) cpuSeconds = user + system;
    if (maxRssKb !== undefined && Number.isFinite(maxRssKb)) peakSingleRssBytes = maxRssKb * 1024;
  }
  const ok = exitCode === 0;
  return {
    name,
    command: [command, ...args].join(' '),
    ok,
    exitCode,
    wallSeconds,
    cpuSeconds,
    peakTreeRssBytes: Math.max(peakTreeRssBytes, peakSingleRssBytes ?? 0),
    ...(peakAtSeconds === undefined ? {} : { peakAtSeconds }),
    peakSingleRssBytes,
    loadAverageAtStart,
    logFile,
    ...(ok ? {} : { error: tail(logFile, 25) }),
  };
}
