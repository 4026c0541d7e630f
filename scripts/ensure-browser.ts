/**
 * Makes sure a Chromium exists for the browser tests. Playwright cannot download its own browser on
 * our CI machines, so we use Debian's package there: installed with apt-get when we are root and it
 * is missing. Override with PLAYWRIGHT_CHROMIUM_EXECUTABLE=/path/to/chrome.
 */
import { execFileSync } from 'node:child_process';
import { findChromium } from './lib/browser';

function main(): void {
  const found = findChromium();
  if (found) {
    console.log(`[browser] using ${found}`);
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.platform !== 'linux' || !isRoot) {
    console.error(
      "[browser] no Chromium found. Run `npx playwright install chromium`, install your distribution's chromium, " +
        'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.',
    );
    process.exit(1);
  }
  console.log('[browser] no Chromium found: installing Debian chromium with apt-get');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) {
    console.error('[browser] apt-get finished but no chromium binary was found');
    process.exit(1);
  }
  console.log(`[browser] using ${installed}`);
}

main();
