/**
 * The phases of one `docusaurus build`, read from its own timing log: the bench runs the build with
 * `DOCUSAURUS_PERF_LOGGER=true`, which makes Docusaurus print one `[PERF] … - <duration>` line per
 * phase. Issue 19 asks where the time goes as the API grows (bundling, rendering the pages, our
 * postBuild artefacts), which one wall-clock figure for the whole build cannot say.
 */

/** Docusaurus's environment switch for its phase timings (`@docusaurus/logger`'s PerfLogger). */
export const PERF_LOGGER_ENV = { DOCUSAURUS_PERF_LOGGER: 'true' } as const;

/** The phases the bench reports, by the label Docusaurus 3.10 gives them (`Build > en > <label>`). */
export const BUILD_PHASES = [
  { name: 'load site', label: /^Load site$/ },
  { name: 'bundle', label: /^Bundling with \w+$/ },
  { name: 'render pages (SSG)', label: /^SSG$/ },
  { name: 'postBuild artefacts', label: /^postBuild\(\)$/ },
] as const;

export type BuildPhaseName = (typeof BUILD_PHASES)[number]['name'];

// `[PERF] Build > en > SSG - 12.34 seconds! - (Heap …)` or `… - 850.20 ms - …`; colours stripped first.
const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!?)(?: - |$)/;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Seconds per phase found in a build log (a phase absent from the log is absent here). */
export function buildPhasesOf(log: string): Partial<Record<BuildPhaseName, number>> {
  const phases: Partial<Record<BuildPhaseName, number>> = {};
  for (const raw of log.split('\n')) {
    const match = PERF_LINE.exec(raw.replace(ANSI, '').trim());
    if (!match) continue;
    // Only the build's own phases (`Build > <locale> > <label>`), not a plugin's nested steps.
    const path = match[1]!.split(' > ');
    if (path.length !== 3 || path[0] !== 'Build') continue;
    const phase = BUILD_PHASES.find(({ label }) => label.test(path[2]!));
    if (!phase) continue;
    const seconds = match[3] === 'ms' ? Number(match[2]) / 1000 : Number(match[2]);
    phases[phase.name] = (phases[phase.name] ?? 0) + seconds;
  }
  return phases;
}
