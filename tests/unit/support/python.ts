import { spawnSync } from 'node:child_process';

/**
 * The Python 3 interpreter the tests run samples with, by its own path (`sys.executable`, asked once),
 * or undefined when there is none. Why its path: a version manager's `python3` is a shim, and pyenv's
 * is a Bash script that starts about 40 processes before Python (851 Bash processes for
 * webhook-receivers.test.ts here, 4 CPU-s).
 */
export const python: string | undefined = (() => {
  for (const name of ['python3', 'python']) {
    const result = spawnSync(name, ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
    const executable = result.stdout?.trim();
    if (result.status === 0 && executable) return executable;
  }
  return undefined;
})();
