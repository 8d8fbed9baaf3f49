import { describe, expect, it } from 'vitest';
import { entry, parse } from './parse.ts';

const banner = [
  { type: 'title', text_desktop: 'Welcome to <b>dining</b>', text_mobile: 'Welcome' },
  { type: 'body_text', text_mobile: '<p>Earn more</p>' },
  { type: 'button', text_mobile: 'Join', url: '/join' },
  { type: 'standalone_link', text_mobile: 'Terms', url: 'https://www.example.com/terms', new_tab: true },
  { type: 'carousel', text_mobile: 'Featured' },
];

describe('home', () => {
  it('keeps entries with at least one user state and parses the banner blocks', () => {
    const { result, warnings } = parse('home', [
      entry('hero', {
        user_states: ['anonymous', 'known'],
        banner_text: banner,
        image: { src: 'https://cdn.example.com/hero.jpg', alt: 'Dinner' },
      }),
      entry('no-states', { user_states: [], banner_text: banner }),
      entry('bad-state', { user_states: ['vip'], banner_text: banner }),
    ]);
    expect(result).toHaveLength(1);
    const [hero] = result;
    expect(hero?.slug).toBe('hero');
    expect(hero?.image).toEqual({ src: 'https://cdn.example.com/hero.jpg', alt: 'Dinner' });
    expect(hero?.banner_text).toEqual([
      { type: 'title', text_desktop: 'Welcome to <b>dining</b>', text_mobile: 'Welcome' },
      { type: 'body_text', text_desktop: undefined, text_mobile: '<p>Earn more</p>' },
      { type: 'button', text_desktop: undefined, text_mobile: 'Join', url: '/join', new_tab: false },
      { type: 'standalone_link', text_desktop: undefined, text_mobile: 'Terms', url: 'https://www.example.com/terms', new_tab: true },
      { type: 'carousel', text_mobile: 'Featured' },
    ]);
    expect(warnings.map((w) => [w.set, w.slug, w.field])).toEqual([
      ['home', 'no-states', 'user_states'],
      ['home', 'bad-state', 'user_states.0'],
    ]);
  });

  it('names the field of a bad banner block', () => {
    const { warnings } = parse('home', [
      entry('hero', {
        user_states: ['anonymous'],
        banner_text: [
          { type: 'marquee', text_mobile: 'x' },
          { type: 'button', text_mobile: 'Go', url: 'data:text/html,x' },
        ],
      }),
    ]);
    expect(warnings.map((w) => w.field)).toEqual(['banner_text.0.type', 'banner_text.1.url']);
    expect(warnings[0]?.message).toContain('type must be one of body_text, title, button, standalone_link, carousel');
  });
});
