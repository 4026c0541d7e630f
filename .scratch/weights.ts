import { chromium } from '@playwright/test';
import { startStaticServer } from '../scripts/bench/static-server';
import { measurePageWeight } from '../scripts/bench/page-weight';
import { benchPages } from '../scripts/bench/pages';
import { findChromium, chromiumArgs } from '../scripts/lib/browser';
(async () => {
  const server = await startStaticServer(process.argv[2] ?? '/work/main/build');
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
  for (const page of benchPages) {
    const w = await measurePageWeight(browser, server.origin, page);
    console.log(page.id.padEnd(16), (w.jsTransferBytes / 1024).toFixed(1).padStart(8), 'KB', page.path);
    if (process.env.DETAIL)
      for (const s of w.scripts.sort((a, b) => b.transferBytes - a.transferBytes).slice(0, 8))
        console.log('   ', (s.transferBytes / 1024).toFixed(1), s.url.replace(server.origin, ''));
  }
  await browser.close();
  await server.close();
})();
