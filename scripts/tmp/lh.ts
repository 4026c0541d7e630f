import { writeFileSync } from 'node:fs';
import { chromiumArgs, findChromium } from '../lib/browser';
import { startStaticServer } from '../bench/static-server';
void (async () => {
  const server = await (startStaticServer as any)('build');
  const origin = server.origin ?? `http://localhost:${server.port}`;
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: [...chromiumArgs, '--headless=new'], logLevel: 'silent' });
  const path = process.argv[2] ?? '/search/?q=refund';
  const n = Number(process.argv[3] ?? 1);
  for (let i = 0; i < n; i++) {
    const r = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: process.env.BLOCK ? process.env.BLOCK.split(',') : [] });
    const lhr = r!.lhr;
    writeFileSync(`/tmp/lhr-${i}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log(Math.round(lhr.categories.performance!.score! * 100), ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index'].map((k) => `${k.split('-').map(w=>w[0]).join('')}=${Math.round(a[k]!.numericValue!)}`).join(' '));
  }
  chrome.kill(); server.close?.(); process.exit(0);
})();
