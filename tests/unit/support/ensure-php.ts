/**
 * PHP for the tests that run PHP samples: found on the PATH, or installed from Debian's `php-cli`
 * with apt-get when we are root on a Debian machine (the way scripts/ensure-browser.ts installs
 * Chromium). Returns false when neither works, so the caller can skip with a reason.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const works = (): boolean => spawnSync('php', ['-v']).status === 0;

export function ensurePhp(): boolean {
  if (works()) return true;
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!canInstall) return false;
  console.log('[php] php not found: installing Debian php-cli with apt-get');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'php-cli'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return works();
}
