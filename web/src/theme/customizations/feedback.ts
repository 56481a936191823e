import type { Components, Theme } from '@mui/material/styles';

/** Dialogs, alerts, progress. */
export const feedbackCustomizations: Components<Theme> = {
  MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
};
