/**
 * Finds a Java runtime for the Nu HTML checker (vnu.jar), installing Debian's `default-jre-headless`
 * with apt-get when none is found and we are root on Linux, the way `scripts/ensure-browser.ts`
 * installs Chromium. vnu-jar's own downloader is not used: it fetches a JDK from GitHub, which our
 * CI machines cannot reach. Override with JAVA_HOME.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

function candidates(): string[] {
  const fromHome = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : undefined;
  return [fromHome, '/usr/bin/java', '/usr/local/bin/java'].filter((candidate): candidate is string =>
    Boolean(candidate),
  );
}

export function findJava(): string | undefined {
  return candidates().find((candidate) => existsSync(candidate));
}

/** A java binary, installed on first need; exits with a clear message where it cannot be. */
export function ensureJava(): string {
  const found = findJava();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform !== 'linux' || !isRoot) {
    console.error('[java] no Java runtime found: install a JRE 11+ (Debian: default-jre-headless) or set JAVA_HOME.');
    process.exit(1);
  }
  console.log('[java] no Java runtime found: installing Debian default-jre-headless with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env });
  const installed = findJava();
  if (!installed) {
    console.error('[java] apt-get finished but no java binary was found');
    process.exit(1);
  }
  return installed;
}
