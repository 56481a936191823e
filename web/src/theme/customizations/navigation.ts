import type { Components, Theme } from '@mui/material/styles';

/** Links, menus, tabs, steppers. */
export const navigationCustomizations: Components<Theme> = {};
