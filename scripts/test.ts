/**
 * `npm test`: everything CI runs, in groups, with the steps of a group side by side on the two cores of a
 * CI machine, and each step's time printed at the end.
 *
 * Why: CI must stay under 15 minutes on two cores (issue 42). Type checking and lint are one process
 * each, and the build keeps both cores busy only while it bundles (about 1.5 cores on average: 146 CPU-s
 * in 95 s, measured with /usr/bin/time), so the three run together: 166 s from a fresh clone, against
 * 58 s then 138 s one group after the other (same sitting). The unit tests (two files at a time) and the
 * browser tests (two workers) each keep both cores busy, so they run alone: with the unit tests, MCP
 * tests and validators in one group, each took more CPU time than alone (the unit tests 378 → 478 CPU-s)
 * and the group 374 s, against 195 + 108 s apart. The MCP tests wait on their server, so they run beside
 * the validators, and the two validators side by side too: the link check (one process) beside the HTML
 * checker's two JVMs took the group from 109 and 107 s to 95 and 92 s (alternating, same build, load
 * 1.3-3.1). A failing step stops the run after its group, naming the step.
 */
import { spawn } from 'node:child_process';

/** npm scripts of package.json; the steps of one group run at the same time. */
const groups: string[][] = [
  ['typecheck', 'lint', 'build:test'],
  ['test:unit'],
  ['test:mcp', 'test:sandbox', 'test:validate:html', 'test:validate:links'],
  ['test:e2e'],
];

interface StepResult {
  script: string;
  code: number;
  seconds: number;
}

/** Runs `npm run <script>`; a step that shares its group has its output held and printed whole when it ends. */
function run(script: string, alone: boolean): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n== ${script}\n${Buffer.concat(output).toString()}`);
      resolve({ script, code: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

void (async () => {
  const results: StepResult[] = [];
  for (const group of groups) {
    const groupResults = await Promise.all(group.map((script) => run(script, group.length === 1)));
    results.push(...groupResults);
    const failed = groupResults.filter((result) => result.code !== 0);
    if (failed.length > 0) {
      console.error(`\nnpm test: failed in ${failed.map((result) => `\`npm run ${result.script}\``).join(' and ')}`);
      process.exitCode = 1;
      break;
    }
  }
  console.log(`\nnpm test: ${results.map((result) => `${result.script} ${result.seconds.toFixed(0)} s`).join(', ')}`);
})();
