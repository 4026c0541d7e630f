/**
 * scripts/favicon: `/favicon.ico` is rendered from the SVG favicon at every size browsers ask for,
 * in a container browsers read (ICO entries pointing at PNG images of the stated size).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { FAVICON_SIZES, writeFaviconIco } from '../../scripts/favicon';

const root = path.resolve(__dirname, '..', '..');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test("the site's SVG favicon becomes an ICO with one PNG per size", async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'pagora-favicon-'));
  await writeFaviconIco(path.join(root, 'static', 'img', 'favicon.svg'), outDir);
  const ico = readFileSync(path.join(outDir, 'favicon.ico'));
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)], [0, 1, FAVICON_SIZES.length]);
  FAVICON_SIZES.forEach((size, index) => {
    const entry = 6 + 16 * index;
    assert.equal(ico.readUInt8(entry), size, 'width');
    assert.equal(ico.readUInt8(entry + 1), size, 'height');
    const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    const png = ico.subarray(offset, offset + length);
    assert.equal(png.length, length, 'the image lies inside the file');
    assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
    // IHDR: width and height of the PNG itself.
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size]);
  });
});

test('a favicon that is not SVG, or not square, stops the build naming the file', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pagora-favicon-bad-'));
  await assert.rejects(writeFaviconIco(path.join(dir, 'favicon.png'), dir), /favicon\.png: expected the SVG favicon/);
  const wide = path.join(dir, 'wide.svg');
  writeFileSync(
    wide,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32"/></svg>',
  );
  await assert.rejects(writeFaviconIco(wide, dir), /wide\.svg rendered 16x8 at width 16: it must be square/);
});
