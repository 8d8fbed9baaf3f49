// LoadFailed: the error banner with its Try again button under it.
import { style } from '@vanilla-extract/css';
import { space } from '../theme/layout.ts';

export const loadFailed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm });
