// Icons sit on the text's baseline when inline and never shrink in a flex row.
import { style } from '@vanilla-extract/css';

export const icon = style({ flex: 'none', display: 'inline-block', verticalAlign: '-0.2em' });
