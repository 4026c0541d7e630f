/**
 * Makes sure the browser tests have a browser. Playwright cannot download its own on our CI machines,
 * so we use Debian's packages there: Chromium's headless shell (what `findTestBrowser` prefers),
 * installed with apt-get when we are root and it is missing. A full Chromium serves when the shell
 * cannot be installed. Override with PLAYWRIGHT_CHROMIUM_EXECUTABLE=/path/to/chrome.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL, findChromium, findTestBrowser } from './lib/browser';

/** Installs a Debian package; false (with the reason printed) when apt-get fails. */
function aptInstall(pkg: string): boolean {
  console.log(`[browser] installing Debian ${pkg} with apt-get`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch (error) {
    console.warn(`[browser] apt-get install ${pkg} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

function main(): void {
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE && !existsSync(DEBIAN_HEADLESS_SHELL) && canInstall) {
    // The full browser serves (slower) when the shell cannot be installed.
    if (!aptInstall('chromium-headless-shell') && !findChromium()) aptInstall('chromium');
  }
  const browser = findTestBrowser();
  if (!browser) {
    console.error(
      "[browser] no Chromium found. Run `npx playwright install chromium`, install your distribution's " +
        'chromium-headless-shell or chromium, or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.',
    );
    process.exit(1);
  }
  console.log(`[browser] using ${browser}`);
}

main();
