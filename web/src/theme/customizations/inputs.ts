import type { Components, Theme } from '@mui/material/styles';

/** Buttons, text fields and other controls. */
export const inputsCustomizations: Components<Theme> = {
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiTextField: { defaultProps: { size: 'small' } },
};
