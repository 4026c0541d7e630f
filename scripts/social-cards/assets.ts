/**
 * What every card is drawn with: the DejaVu Sans fonts committed next to this file, the Pagora mark
 * (static/img/logo.svg) and the brand colours, read from the token file src/css/custom.css so the
 * cards follow the site's palette.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface CardAssets {
  fonts: { regular: Buffer; bold: Buffer };
  /** The logo as a data URI, for satori's <img>. */
  logo: string;
  colours: { background: string; accent: string; title: string; muted: string; mark: string };
  /** Changes whenever any asset changes: part of each card's cache key. */
  fingerprint: string;
}

const here = __dirname;

/** `--pagora-ink: #0f1a2e;` in the `:root` block of the token file. */
export function tokenColours(css: string): Record<string, string> {
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--pagora-[\w-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g)].map((match) => [match[1]!, match[2]!]),
  );
}

export function loadCardAssets(siteDir: string = process.cwd()): CardAssets {
  const regular = readFileSync(path.join(here, 'fonts', 'DejaVuSans.ttf'));
  const bold = readFileSync(path.join(here, 'fonts', 'DejaVuSans-Bold.ttf'));
  const logoSvg = readFileSync(path.join(siteDir, 'static', 'img', 'logo.svg'));
  const tokens = tokenColours(readFileSync(path.join(siteDir, 'src', 'css', 'custom.css'), 'utf8'));
  const token = (name: string): string => {
    const value = tokens[name];
    if (!value) throw new Error(`src/css/custom.css has no ${name} colour in :root (the social cards use it)`);
    return value;
  };
  const colours = {
    background: token('--pagora-ink'),
    accent: token('--pagora-blue-300'),
    title: token('--pagora-surface'),
    muted: token('--pagora-blue-200'),
    mark: token('--pagora-blue-600'),
  };
  const fingerprint = createHash('sha256')
    .update(regular)
    .update(bold)
    .update(logoSvg)
    .update(JSON.stringify(colours))
    .digest('hex');
  return {
    fonts: { regular, bold },
    logo: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`,
    colours,
    fingerprint,
  };
}
