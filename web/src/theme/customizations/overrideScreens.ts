import type { Components, Theme } from '@mui/material/styles';

/** Looks of the Overrides and Setup screens (issue 18: styles in the theme, not in `sx` copies). */
export const overrideScreensCustomizations: Components<Theme> = {};
