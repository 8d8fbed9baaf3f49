// The shared responsive-image rules (src/ui/image/responsive.ts): which srcset widths an image gets,
// and that the picture and its preload ask for the same files.
import { describe, expect, it } from 'vitest';
import type { ImageMetadata } from 'astro';
import { isVector, transformOf, widthsFor } from '../../src/ui/image/responsive.ts';

const image = (width: number, format: ImageMetadata['format'] = 'png'): ImageMetadata => ({ src: '/x.png', width, height: width, format });

describe('srcset widths', () => {
  it('offer the ladder up to the image’s own width, never upscaled', () => {
    expect(widthsFor(image(1600), [480, 800, 1120])).toEqual([480, 800, 1120]);
    expect(widthsFor(image(900), [480, 800, 1120])).toEqual([480, 800, 900]);
  });

  it('add the image’s own width when it sits between the ladder’s steps', () => {
    expect(widthsFor(image(1000))).toEqual([320, 480, 640, 800, 1000]);
  });

  it('are just the image’s width when it is smaller than every step', () => {
    expect(widthsFor(image(200), [480, 800])).toEqual([200]);
  });

  it('are sorted and distinct whatever order they are given in', () => {
    expect(widthsFor(image(1600), [800, 480, 800])).toEqual([480, 800]);
  });
});

describe('formats', () => {
  it('leave SVG as it is', () => {
    expect(isVector(image(400, 'svg'))).toBe(true);
    expect(isVector(image(400, 'png'))).toBe(false);
  });

  it('give the preload and the picture the same transform for a format', () => {
    const hero = image(1600);
    expect(transformOf(hero, 'avif', '100vw', [480, 800])).toEqual({ src: hero, format: 'avif', widths: [480, 800], sizes: '100vw' });
  });
});
