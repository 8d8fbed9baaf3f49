// What the layout uses of the overlays: one call registers them all.
export { defineOverlayElements } from './overlay-elements.ts';
