import type { Components, Theme } from '@mui/material/styles';

/** Looks of the Webhooks, Invitation and Promote screens (issue 18: styles in the theme, not in `sx` copies). */
export const webhookScreensCustomizations: Components<Theme> = {};
