/**
 * Renders cards without a browser: satori lays an element tree out as SVG (text as paths, fonts
 * embedded), resvg-wasm rasterises it. The frame is rasterised once per area; per page only the
 * title is, then laid over a copy of the frame and encoded (png.ts). No system fonts are used, so
 * the same title always gives the same bytes.
 */
import { readFileSync } from 'node:fs';
import satori from 'satori';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { SOCIAL_CARD_SIZE } from '../../shared/page-routes';
import type { CardAssets } from './assets';
import { TITLE_BOX, frameElement, titleElement, type CardContent, type CardNode } from './card';
import { encodeRgbPng } from './png';

let wasmReady: Promise<void> | undefined;

/** Loads resvg's WebAssembly once per thread. */
export function ensureWasm(): Promise<void> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return wasmReady;
}

/** Premultiplied RGBA pixels of an element tree. */
async function rasterise(element: CardNode, width: number, height: number, assets: CardAssets): Promise<Uint8Array> {
  await ensureWasm();
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: [
      { name: 'DejaVu Sans', data: assets.fonts.regular, weight: 400, style: 'normal' },
      { name: 'DejaVu Sans', data: assets.fonts.bold, weight: 700, style: 'normal' },
    ],
  });
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    if (image.width !== width || image.height !== height)
      throw new Error(`rendered ${image.width}x${image.height}, expected ${width}x${height}`);
    return image.pixels;
  } finally {
    image.free();
    resvg.free();
  }
}

/** Lays premultiplied RGBA `layer` over opaque `base` at (left, top). */
function composite(
  base: Uint8Array,
  baseWidth: number,
  layer: Uint8Array,
  layerWidth: number,
  left: number,
  top: number,
): void {
  for (let from = 0; from < layer.length; from += 4) {
    const alpha = layer[from + 3]!;
    if (alpha === 0) continue;
    const pixel = from / 4;
    const to = ((top + Math.floor(pixel / layerWidth)) * baseWidth + left + (pixel % layerWidth)) * 4;
    for (let channel = 0; channel < 3; channel += 1) {
      base[to + channel] = layer[from + channel]! + Math.round((base[to + channel]! * (255 - alpha)) / 255);
    }
  }
}

export class CardRenderer {
  private readonly assets: CardAssets;
  private readonly frames = new Map<string, Promise<Uint8Array>>();

  constructor(assets: CardAssets) {
    this.assets = assets;
  }

  private frame(area: string): Promise<Uint8Array> {
    let frame = this.frames.get(area);
    if (!frame) {
      frame = rasterise(frameElement(area, this.assets), SOCIAL_CARD_SIZE.width, SOCIAL_CARD_SIZE.height, this.assets);
      this.frames.set(area, frame);
    }
    return frame;
  }

  /** The card as a 1200x630 PNG. */
  async render(card: CardContent): Promise<Buffer> {
    const pixels = Uint8Array.from(await this.frame(card.area));
    const title = await rasterise(
      titleElement(card.title, this.assets),
      TITLE_BOX.width,
      TITLE_BOX.height,
      this.assets,
    );
    composite(pixels, SOCIAL_CARD_SIZE.width, title, TITLE_BOX.width, TITLE_BOX.x, TITLE_BOX.y);
    return encodeRgbPng(pixels, SOCIAL_CARD_SIZE.width, SOCIAL_CARD_SIZE.height);
  }
}
