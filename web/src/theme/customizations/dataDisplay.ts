import type { Components, Theme } from '@mui/material/styles';

/** Typography, chips, tooltips, lists. */
export const dataDisplayCustomizations: Components<Theme> = {
  // MUI 9 no longer reads palette paths from Typography's color prop: map the ones we use.
  MuiTypography: {
    variants: [
      { props: { color: 'text.secondary' }, style: ({ theme }) => ({ color: theme.palette.text.secondary }) },
      { props: { color: 'text.primary' }, style: ({ theme }) => ({ color: theme.palette.text.primary }) },
      { props: { color: 'error.main' }, style: ({ theme }) => ({ color: theme.palette.error.main }) },
      { props: { color: 'warning.main' }, style: ({ theme }) => ({ color: theme.palette.warning.main }) },
    ],
  },
  MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true } },
  MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
};
