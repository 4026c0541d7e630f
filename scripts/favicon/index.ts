/**
 * `/favicon.ico`, rendered at build time from the site's favicon (the SVG `docusaurus.config.ts`
 * names), so the icon has one source.
 *
 * Why: a browser asks for `/favicon.ico` whenever a document names no icon of its own: the Markdown
 * copies (`index.md`) and `llms.txt` that readers and agents open, and a page whose head a crash took
 * down. Without the file each of those visits logged a 404.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-wasm';
import { ensureWasm } from '../social-cards/render';

/** The sizes browsers pick from for tabs, bookmarks and the taskbar. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** An ICO file holding each image as PNG (allowed since Windows Vista; every current browser reads it). */
export function icoOf(images: ReadonlyArray<{ size: number; png: Uint8Array }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`favicon size ${size} is outside 1-256`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size === 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => Buffer.from(png))]);
}

/** Renders `svgFile` at each size into `<outDir>/favicon.ico`; a file that is not SVG stops the build naming it. */
export async function writeFaviconIco(svgFile: string, outDir: string): Promise<void> {
  if (path.extname(svgFile) !== '.svg')
    throw new Error(`[favicon] ${svgFile}: expected the SVG favicon the config names`);
  const svg = readFileSync(svgFile, 'utf8');
  await ensureWasm();
  const images = FAVICON_SIZES.map((size) => {
    const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } });
    const image = resvg.render();
    try {
      if (image.width !== size || image.height !== size)
        throw new Error(
          `[favicon] ${svgFile} rendered ${image.width}x${image.height} at width ${size}: it must be square`,
        );
      return { size, png: image.asPng() };
    } finally {
      image.free();
      resvg.free();
    }
  });
  writeFileSync(path.join(outDir, 'favicon.ico'), icoOf(images));
}
