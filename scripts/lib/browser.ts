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
