/**
 * A command-line tool the tests run samples with (PHP): found on the PATH, or installed
 * from its Debian package with apt-get when we are root on a Debian machine (the way
 * scripts/ensure-browser.ts installs Chromium). Returns false when neither works, so the caller can
 * skip with a reason.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

function ensureDebianTool(command: string, checkArgs: string[], debianPackage: string): boolean {
  const works = (): boolean => spawnSync(command, checkArgs, { stdio: 'ignore' }).status === 0;
  if (works()) return true;
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!canInstall) return false;
  console.log(`[${command}] ${command} not found: installing Debian ${debianPackage} with apt-get`);
  // Test files run two at a time and three of them need PHP: a second apt-get fails at once on
  // dpkg's lock, so installs take turns (flock), and a turn that finds the tool there does nothing.
  const install = `${command} ${checkArgs.map((arg) => `'${arg}'`).join(' ')} >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 ${debianPackage}; }`;
  execFileSync('flock', [path.join(os.tmpdir(), 'pagora-apt-install.lock'), 'sh', '-c', install], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return works();
}

export const ensurePhp = (): boolean => ensureDebianTool('php', ['-v'], 'php-cli');
/** PHP able to run the guides' samples against a server (sandbox/test/guide-samples.test.ts). */
export const ensurePhpCurl = (): boolean =>
  ensurePhp() && ensureDebianTool('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);'], 'php-curl');
