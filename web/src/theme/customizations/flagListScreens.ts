import type { Components, Theme } from '@mui/material/styles';

/** Looks of the Flags list (flags, values panels, hygiene) screens (issue 18: styles in the theme, not in `sx` copies). */
export const flagListScreensCustomizations: Components<Theme> = {};
