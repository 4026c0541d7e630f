/**
 * `npm test`: everything CI runs, in order, with independent steps side by side on the two cores of
 * a CI machine, and each step's time printed at the end.
 *
 * Why: CI must stay under 15 minutes on two cores (issue 42), and run one after another the steps took 1,250 s
 * there (typecheck 15 s, lint 40, unit 116, build 115, MCP 20, browser 720, validators 106, plus
 * `npm ci`). Type checking and lint are independent of each other, and so are the MCP server's tests
 * and the HTML and link validators once the site is built. A failing step stops the run after its
 * group, naming the step.
 */
import { spawn } from 'node:child_process';

/** npm scripts of package.json; the steps of one group run at the same time. */
const groups: string[][] = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['build:test'],
  ['test:mcp', 'test:validate'],
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
