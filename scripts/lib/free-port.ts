import { execFileSync } from 'node:child_process';

/**
 * A TCP port free on this machine right now, found synchronously (Playwright's config cannot await):
 * a child Node process binds port 0 and prints what the OS gave it.
 */
export function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
