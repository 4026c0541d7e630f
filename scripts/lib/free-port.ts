import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

const script =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";

/**
 * A TCP port free on this machine right now, found synchronously (Playwright's config cannot await):
 * a child Node process binds port 0 and prints what the OS gave it. Code that can await uses `freePort`,
 * which costs no process (a Node start here is about 0.2 CPU-s).
 */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** A TCP port free on this machine right now: binds port 0 in this process, reads it, and lets it go. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
