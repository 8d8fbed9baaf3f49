import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

describe('discover', () => {
  it('parses column items with their defaults', () => {
    const { result, warnings } = parse('discover', [
      entry('main', {
        items: [
          { type: 'title', text: 'Near you' },
          { type: 'body_text', text: '<p onclick="x">Hand-picked</p>' },
          { type: 'button', text: 'Search', url: '/search', variant: 'secondary' },
          { type: 'standalone_link', text: 'Reservations', url: '/earn/reservations' },
          { type: 'merchant_carousel', headline: 'Acclaimed', query: '?location=Chicago%2C%20IL&acclaimed=true' },
        ],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(result[0]?.banner_text).toEqual([]);
    expect(result[0]?.items).toEqual([
      { type: 'title', text: 'Near you', variant: 'Lg' },
      { type: 'body_text', text: '<p>Hand-picked</p>' },
      { type: 'button', text: 'Search', url: '/search', variant: 'secondary' },
      { type: 'standalone_link', text: 'Reservations', url: '/earn/reservations', new_tab: false },
      { type: 'merchant_carousel', headline: 'Acclaimed', body: undefined, query: 'location=Chicago%2C+IL&acclaimed=true' },
    ]);
  });

  it('drops an entry with a bad item and says which', () => {
    const { result, warnings } = parse('discover', [
      entry('bad', {
        items: [
          { type: 'title', text: 'ok' },
          { type: 'title', text: 'x', variant: 'XXL' },
          { type: 'merchant_carousel', query: '' },
        ],
      }),
    ]);
    expect(result).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['items.1.variant', 'items.2.query']);
  });
});
