// What a pin says (the member's earn rate or the price level) and the order the map card and sheet
// step through the pins in (issue #24).
import { describe, expect, it } from 'vitest';
import { pinLabel, priceLabel } from '../../../../src/features/search/map/pin-label.ts';
import { distanceOrder, neighbour, placeOf } from '../../../../src/features/search/map/sheet-order.ts';

const programme = { acclaimedEnabled: true, acclaimed2Enabled: true, hasVIP: true };
const merchant = {
  acclaimedLevel: null,
  benefitAvailability: { campaignCodes: [] },
  details: { priceRange: 2 },
  earnRates: [
    { tierLevel: 0, rate: 0.5, text: '1 mile per $2 spent' },
    { tierLevel: 2, rate: 3, text: '3 miles per $1' },
    { tierLevel: 3, rate: 5, text: '5 miles per $1' },
  ],
} as unknown as Parameters<typeof pinLabel>[0];
const member = (tierLevel: number, campaignCodes: string[] = ['STANDARD']) => ({ tierLevel, campaignCodes });

describe('pinLabel', () => {
  it("shows a signed-in member's rate for their tier", () => {
    expect(pinLabel(merchant, member(2), programme, 'Mile')).toBe('3x');
    expect(pinLabel(merchant, member(3), programme, 'Point')).toBe('5x');
    expect(pinLabel(merchant, member(0), programme, 'Mile')).toBe('0.5x');
  });

  it('shows a share of the bill as a percentage for cash back and credit', () => {
    const cash = { ...merchant, earnRates: [{ tierLevel: 2, rate: 0.05, text: '5% cash back' }] };
    expect(pinLabel(cash, member(2), programme, 'Dollar')).toBe('5%');
    expect(pinLabel(cash, member(2), programme, 'Credit')).toBe('5%');
  });

  it('shows the price level to visitors, non-activated members and where the member earns nothing', () => {
    expect(pinLabel(merchant, null, programme, 'Mile')).toBe('$$');
    expect(pinLabel(merchant, member(1), programme, 'Mile')).toBe('$$');
    expect(pinLabel({ ...merchant, earnRates: [] }, member(2), programme, 'Mile')).toBe('$$');
    expect(pinLabel({ ...merchant, earnRates: [{ tierLevel: 2, rate: 0, text: 'x' }] }, member(2), programme, 'Mile')).toBe('$$');
  });

  it('shows the price level where an Acclaimed merchant is locked for the member', () => {
    const locked = { ...merchant, acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['VIP'] } };
    expect(pinLabel(locked, member(2, ['STANDARD', 'SELECT']), programme, 'Mile')).toBe('$$');
  });

  it('is empty with neither a rate nor a price', () => {
    expect(priceLabel(null)).toBe('');
    expect(priceLabel(0)).toBe('');
    expect(priceLabel(9)).toBe('$$$$');
    expect(pinLabel({ ...merchant, details: { priceRange: null } } as typeof merchant, null, programme, 'Mile')).toBe('');
  });
});

describe('distanceOrder and neighbour', () => {
  const points = [
    { id: 'c', distance: 2.5 },
    { id: 'x', distance: null },
    { id: 'a', distance: 0.4 },
    { id: 'b', distance: 1.1 },
    { id: 'b2', distance: 1.1 },
  ];

  it('orders nearest first, ties in list order, unknown distances last', () => {
    expect(distanceOrder(points)).toEqual(['a', 'b', 'b2', 'c', 'x']);
  });

  it('steps to the neighbouring pin and stops at the ends', () => {
    const order = distanceOrder(points);
    expect(neighbour(order, 'b', 1)).toBe('b2');
    expect(neighbour(order, 'b', -1)).toBe('a');
    expect(neighbour(order, 'a', -1)).toBeNull();
    expect(neighbour(order, 'x', 1)).toBeNull();
    expect(neighbour(order, 'gone', 1)).toBeNull();
    expect(placeOf(order, 'c')).toBe(4);
  });
});
