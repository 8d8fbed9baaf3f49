// Renders the built-in illustrations (scripts/images/art/*.svg: original artwork made for this
// project, released under CC0) to the PNG masters the site imports. Astro's image pipeline serves
// AVIF and WebP at several widths from a raster master; it does not rasterise SVG sources unless
// told to process SVG, so the masters are rendered here once and committed beside the code.
//   npx node scripts/images/render-illustrations.ts          every illustration
//   npx node scripts/images/render-illustrations.ts hero     only those whose name contains "hero"
// Masters are twice the largest width a page shows them at, so 2x screens stay sharp.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const art = (name: string) => path.join(root, 'scripts/images/art', name);

interface Master {
  source: string;
  out: string;
  /** Width of the master in px (the height follows the SVG's aspect ratio). */
  width: number;
}

export const masters: readonly Master[] = [
  { source: 'hero-dinner.svg', out: 'src/assets/illustrations/hero-dinner.png', width: 1600 },
  { source: 'hero-brunch.svg', out: 'partners/images/hilton-hero.png', width: 1600 },
  { source: 'step-search.svg', out: 'src/assets/illustrations/step-search.png', width: 640 },
  { source: 'step-dine-pay.svg', out: 'src/assets/illustrations/step-dine-pay.png', width: 640 },
  { source: 'step-earn.svg', out: 'src/assets/illustrations/step-earn.png', width: 640 },
];

async function render(master: Master): Promise<void> {
  const svg = readFileSync(art(master.source));
  const { width = master.width } = await sharp(svg).metadata();
  // librsvg renders at 72 dpi by default: scale the density so the output is `master.width` wide.
  const image = sharp(svg, { density: (72 * master.width) / width });
  const info = await image.png({ compressionLevel: 9, adaptiveFiltering: true }).toFile(path.join(root, master.out));
  console.log(`${master.out}  ${info.width}x${info.height}  ${Math.round(info.size / 1024)} kB`);
}

const only = process.argv[2];
for (const master of masters.filter((m) => !only || m.source.includes(only))) await render(master);
