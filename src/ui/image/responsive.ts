// The one place the site decides how a local image is served (src/ui/image/): AVIF first, WebP
// for browsers without it, at a ladder of widths for srcset. <ResponsivePicture> and
// <PreloadImage> both build their URLs from `transformOf`, so a preload fetches exactly the file
// the picture will pick (same source, width and format give the same hashed URL).
import type { ImageMetadata } from 'astro';

/** Modern formats, best first: each becomes a <source> of the <picture>. */
export const pictureFormats = ['avif', 'webp'] as const;

/** Widths (px) the srcset offers by default: phone to 2x desktop. */
export const defaultWidths = [320, 480, 640, 800, 1040, 1280, 1600] as const;

/**
 * The widths to offer for `src`: the given (or default) ladder up to the image's own width, plus the
 * image's width itself when the ladder stops short of it (never upscaled).
 */
export function widthsFor(src: Pick<ImageMetadata, 'width'>, widths: readonly number[] = defaultWidths): number[] {
  const fitting = [...new Set(widths)].filter((width) => width <= src.width).sort((a, b) => a - b);
  const largest = fitting.at(-1);
  if (largest === undefined || (largest < src.width && largest < Math.max(...widths))) fitting.push(src.width);
  return fitting;
}

/**
 * The image's size and format, read from a copy: reading the imported object itself tells Astro the
 * page uses the original file, which would then ship beside the generated variants.
 */
export function metadataOf(src: ImageMetadata): ImageMetadata {
  return (src as ImageMetadata & { clone?: ImageMetadata }).clone ?? src;
}

/** SVG is drawn by the browser at any size: it is served as it is, without raster variants. */
export const isVector = (src: Pick<ImageMetadata, 'format'>): boolean => src.format === 'svg';

/** The getImage() options of one format of a picture (the preload uses the same). */
export function transformOf(src: ImageMetadata, format: (typeof pictureFormats)[number], sizes: string, widths?: readonly number[]) {
  return { src, format, widths: widthsFor(metadataOf(src), widths), sizes } as const;
}
