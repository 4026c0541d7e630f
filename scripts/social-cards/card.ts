/**
 * The card layout, as element trees satori lays out (plain objects, no JSX runtime needed).
 * A card is drawn in two parts: the frame (brand colours, the Pagora mark and name at the top, the
 * area and the site's host at the bottom), drawn once per area, and the page title, drawn per page
 * into TITLE_BOX on a transparent background and laid over the frame (see render.ts).
 */
import { site } from '../../config/site';
import { SOCIAL_CARD_SIZE } from '../../shared/page-routes';
import type { CardAssets } from './assets';

export interface CardContent {
  title: string;
  /** "Guides", "REST API", "GraphQL API", or the site name for pages outside the three. */
  area: string;
}

export interface CardNode {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: CardNode | string | Array<CardNode | string>;
    [key: string]: unknown;
  };
}

const PADDING_X = 72;

/** Where the title goes: between the header (ends at y 152) and the footer (starts at y 502). */
export const TITLE_BOX = { x: PADDING_X, y: 176, width: SOCIAL_CARD_SIZE.width - 2 * PADDING_X, height: 304 } as const;

const node = (
  type: string,
  style: Record<string, unknown>,
  children?: CardNode['props']['children'],
  props: Record<string, unknown> = {},
): CardNode => ({
  type,
  props: { ...props, style, ...(children === undefined ? {} : { children }) },
});

/** Average advance of DejaVu Sans Bold, in em: enough to size type so the longest word fits a line. */
const BOLD_ADVANCE_EM = 0.7;

/** Long titles get smaller type so they stay within three lines, and long words within one line. */
export function titleFontSize(title: string): number {
  const bySize = title.length <= 28 ? 80 : title.length <= 48 ? 68 : title.length <= 80 ? 56 : 46;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length));
  return Math.max(36, Math.min(bySize, Math.floor(TITLE_BOX.width / (longestWord * BOLD_ADVANCE_EM))));
}

/** Everything but the title, full size. */
export function frameElement(area: string, assets: CardAssets): CardNode {
  const { colours } = assets;
  return node(
    'div',
    {
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `64px ${PADDING_X}px`,
      backgroundColor: colours.background,
      borderTop: `16px solid ${colours.mark}`,
      fontFamily: 'DejaVu Sans',
    },
    [
      node('div', { display: 'flex', alignItems: 'center' }, [
        node('img', { width: 72, height: 72 }, undefined, { src: assets.logo, width: 72, height: 72 }),
        node('div', { marginLeft: 24, fontSize: 36, fontWeight: 700, color: colours.title }, 'Pagora'),
        node('div', { marginLeft: 14, fontSize: 36, color: colours.muted }, 'Docs'),
      ]),
      node('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 30 }, [
        node(
          'div',
          {
            display: 'flex',
            padding: '8px 20px',
            borderRadius: 999,
            border: `2px solid ${colours.accent}`,
            color: colours.accent,
            fontWeight: 700,
          },
          area,
        ),
        node('div', { color: colours.muted }, new URL(site.url).host),
      ]),
    ],
  );
}

/** The title alone, vertically centred in TITLE_BOX, at most three lines. */
export function titleElement(title: string, assets: CardAssets): CardNode {
  return node(
    'div',
    {
      width: TITLE_BOX.width,
      height: TITLE_BOX.height,
      display: 'flex',
      alignItems: 'center',
      fontFamily: 'DejaVu Sans',
    },
    [
      node(
        'div',
        {
          display: 'block',
          width: '100%',
          fontSize: titleFontSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          color: assets.colours.title,
          lineClamp: 3,
          wordBreak: 'break-word',
        },
        title,
      ),
    ],
  );
}
