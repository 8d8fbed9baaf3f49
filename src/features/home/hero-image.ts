// The hero's picture for a partner, through Astro's image pipeline: the built-in illustration, or
// the partner's own file when its theme names one (theme.images.hero, under partners/images/).
// Partner files are imported eagerly by glob, so the pipeline knows their size and serves them as
// AVIF and WebP like the built-in one; only the pictures a page renders are generated.
import type { ImageMetadata } from 'astro';
import builtInHero from '../../assets/illustrations/hero-dinner.png';
import type { Site } from '../../site/types.ts';
import { pickHeroImage } from './hero.ts';

const partnerImages = import.meta.glob<ImageMetadata>('../../../partners/images/*.{png,jpg,jpeg,webp,svg}', {
  eager: true,
  import: 'default',
});

export const heroImageOf = (site: Site): ImageMetadata => pickHeroImage(partnerImages, site.theme.images.hero, builtInHero, site.slug);
