// The card networks' marks (issue #25: in the footer, the card list and the add-card form), drawn
// once as small shape lists that the Astro and React twins (CardMark.astro, CardMark.tsx) both
// render, so the footer (static) and the islands show the same mark. No icon package the project
// uses carries payment marks, hence these simplified badges in each network's colours. A brand code
// the product does not know (a newer backend's) gets a neutral badge with its code.
import { cardBrandNames } from '../../lib/card-number.ts';

/** Every mark's box: a card's proportions. */
export const markViewBox = '0 0 48 32';

export type MarkShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; fill: string; stroke?: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'path'; d: string; fill: string }
  | { kind: 'text'; x: number; y: number; text: string; size: number; fill: string; italic?: boolean; anchor?: 'start' | 'end' };

export interface CardMarkDrawing {
  /** The accessible name: the network's name. */
  name: string;
  shapes: readonly MarkShape[];
}

const tile = (fill: string, stroke?: string): MarkShape => ({
  kind: 'rect',
  x: 0.5,
  y: 0.5,
  width: 47,
  height: 31,
  rx: 4,
  fill,
  ...(stroke ? { stroke } : {}),
});
const edge = '#d0d5dd';

const drawings: Record<keyof typeof cardBrandNames, readonly MarkShape[]> = {
  VISA: [tile('#ffffff', edge), { kind: 'text', x: 24, y: 21, text: 'VISA', size: 14, fill: '#1a1f71', italic: true }],
  MAST: [
    tile('#ffffff', edge),
    { kind: 'circle', cx: 19, cy: 16, r: 9, fill: '#eb001b' },
    { kind: 'circle', cx: 29, cy: 16, r: 9, fill: '#f79e1b' },
    // The lens where the two circles overlap, in the mark's orange.
    { kind: 'path', d: 'M24 8.52A9 9 0 0 1 24 23.48A9 9 0 0 1 24 8.52Z', fill: '#ff5f00' },
  ],
  AMEX: [tile('#006fcf'), { kind: 'text', x: 24, y: 20, text: 'AMEX', size: 12, fill: '#ffffff' }],
  // DISCOVER with its orange disc for the O.
  DISC: [
    tile('#ffffff', edge),
    { kind: 'text', x: 21.2, y: 18.6, text: 'DISC', size: 7.4, fill: '#231f20', anchor: 'end' },
    { kind: 'circle', cx: 24.6, cy: 16, r: 3.3, fill: '#ff6000' },
    { kind: 'text', x: 28, y: 18.6, text: 'VER', size: 7.4, fill: '#231f20', anchor: 'start' },
  ],
};

/** The drawing of a brand code, and its name. */
export function cardMarkOf(cardType: string): CardMarkDrawing {
  if (Object.hasOwn(drawings, cardType)) {
    const code = cardType as keyof typeof drawings;
    return { name: cardBrandNames[code], shapes: drawings[code] };
  }
  const label = cardType.slice(0, 6);
  return {
    name: cardType,
    shapes: [tile('#f2f4f7', edge), { kind: 'text', x: 24, y: 20, text: label, size: 10, fill: '#344054' }],
  };
}

/** SVG attributes of a text shape, the same in both twins. */
export const textAttributes = (shape: Extract<MarkShape, { kind: 'text' }>) => ({
  x: shape.x,
  y: shape.y,
  fill: shape.fill,
  fontSize: shape.size,
  fontStyle: shape.italic ? ('italic' as const) : ('normal' as const),
  textAnchor: shape.anchor ?? ('middle' as const),
});

export const markFont = 'Arial, Helvetica, sans-serif';
