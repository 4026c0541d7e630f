/**
 * `npm run fix-lockfile`: our registry mirror lacks the macOS/Windows/other-Linux builds of a few
 * native packages (@swc/*), so a lockfile written here omits them and `npm ci` refuses it
 * ("Missing: @swc/core-darwin-arm64 from lock file"). This adds an entry for each missing optional
 * platform package with its version, os, cpu and libc (read from its name) and no `resolved`:
 * npm skips it on other platforms and fetches it normally where it applies.
 * Run after every `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };

function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const suffix = name.split('/').pop() ?? '';
  const os = ['darwin', 'linux', 'win32', 'windows', 'freebsd', 'android'].find((candidate) =>
    suffix.includes(candidate),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'arm'].find((candidate) =>
    new RegExp(`-${candidate}(-|$)`).test(suffix),
  );
  if (!os || !cpu) return undefined;
  const libc = suffix.includes('musl') ? ['musl'] : suffix.includes('gnu') ? ['glibc'] : undefined;
  return { os: [os === 'windows' ? 'win32' : os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    const version = /^\d+\.\d+\.\d+/.exec(range)?.[0];
    if (!platform || !version) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`[fix-lockfile] added ${added} platform entries`);
