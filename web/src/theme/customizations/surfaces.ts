import type { Components, Theme } from '@mui/material/styles';

/** Cards, papers, accordions. */
export const surfacesCustomizations: Components<Theme> = {
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 14 } },
  },
};
