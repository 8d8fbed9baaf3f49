// The banner's three types (spec 000 §5): error, success, warning. The type shows as an icon
// shape, a tint and an edge, never as colour alone; the text stays the body colour.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight, radius } from '../../theme/system.ts';

const base = style({
  display: 'flex',
  gap: space.xs,
  padding: `${space.xs} ${space.sm} ${space.xs} ${space.xs}`,
  color: vars.color.text,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  borderRadius: radius.md,
});

const tones = {
  error: { edge: vars.color.critical, tint: vars.color.criticalSubtle },
  success: { edge: vars.color.positive, tint: vars.color.positiveSubtle },
  warning: { edge: vars.color.caution, tint: vars.color.cautionSubtle },
} as const;

export const banner = styleVariants(tones, ({ edge, tint }) => [
  base,
  { borderColor: `color-mix(in srgb, ${edge} 35%, transparent)`, borderInlineStartColor: edge, background: tint },
]);

const iconBase = style({ flex: '0 0 auto', width: '24px', height: '24px', marginTop: '1px' });

export const icon = styleVariants(tones, ({ edge }) => [iconBase, { color: edge }]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold, fontFamily: vars.font.body });

export const messages = style({ margin: 0, paddingInlineStart: '1.25em' });

export const message = style({ margin: 0 });
