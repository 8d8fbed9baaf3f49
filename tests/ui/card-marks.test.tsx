// @vitest-environment happy-dom
// The card networks' marks (issue #25): one drawing per brand the product knows, named by the
// network, a neutral badge naming an unknown code; the React twin renders it named or decorative.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardTypeCodes } from '../../src/api/cards.ts';
import { cardBrandNames } from '../../src/lib/card-number.ts';
import { cardMarkOf } from '../../src/ui/card-marks/card-marks.ts';
import { CardMark } from '../../src/ui/card-marks/CardMark.tsx';

describe('card marks', () => {
  it('draws every brand the product knows, named by its network', () => {
    for (const code of cardTypeCodes) {
      const mark = cardMarkOf(code);
      expect(mark.name).toBe(cardBrandNames[code]);
      expect(mark.shapes.length).toBeGreaterThan(1);
    }
  });

  it('gives a brand code it does not know a neutral badge with the code, named by the code', () => {
    const mark = cardMarkOf('JCB');
    expect(mark.name).toBe('JCB');
    expect(mark.shapes.some((shape) => shape.kind === 'text' && shape.text === 'JCB')).toBe(true);
    // Own properties only: a code such as "constructor" is not a brand.
    expect(cardMarkOf('constructor').name).toBe('constructor');
  });

  it('renders as a named image, or hidden when the words beside it name the brand', () => {
    render(<CardMark cardType="MAST" />);
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    const decorative = renderToString(<CardMark cardType="VISA" decorative />);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role="img"');
  });
});
