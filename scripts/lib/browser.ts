import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Chromium builds we can drive, in order of preference. */
function candidates(): string[] {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? process.env.CHROMIUM_PATH;
  let bundled: string | undefined;
  try {
    // Playwright's own Chromium, when a contributor ran `npx playwright install chromium`.
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  return [fromEnv, bundled, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
}

/** The first Chromium that exists on this machine, or undefined. */
export function findChromium(): string | undefined {
  return candidates().find((candidate) => existsSync(candidate));
}

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the browser tests: the one PLAYWRIGHT_CHROMIUM_EXECUTABLE names, else Chromium's
 * headless shell, else any Chromium. Why the shell: it is the browser Playwright itself runs headless
 * tests in; the full browser's headless mode also starts its window UI (a WebUI renderer per page).
 * Three spec files (82 tests, 2 workers, CI=1) took 266 and 278 s with the full browser against 141
 * and 148 s with the shell here, alternating in one sitting.
 * The benchmark keeps the full browser, the one readers have, for its Lighthouse figures.
 */
export function findTestBrowser(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : findChromium();
}

/** Flags Chromium needs in a root, network-less container (harmless elsewhere). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No host but this machine answers: any other name fails at once instead of waiting on DNS.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
