import type { Components, Theme } from '@mui/material/styles';

/** Looks of the shared components (state views, dialogs, page header, auth layout, shell menus) screens (issue 18: styles in the theme, not in `sx` copies). */
export const sharedViewsCustomizations: Components<Theme> = {};
