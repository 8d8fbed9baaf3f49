import { style } from '@vanilla-extract/css';

/** The iOS share icon inside the install instruction, on the text baseline. */
export const shareIcon = style({ verticalAlign: '-3px' });
