import { createTheme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';

/** One accent colour, light and dark, after MUI's dashboard template. */
export const ACCENT = '#5b4bdb';

export function buildTheme(mode: PaletteMode) {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: ACCENT, light: '#8478f0', dark: '#3f31b5', contrastText: '#fff' },
      secondary: { main: '#0ea5e9' },
      success: { main: '#16a34a' },
      warning: { main: '#d97706' },
      error: { main: '#dc2626' },
      background: dark ? { default: '#0b0d14', paper: '#12151f' } : { default: '#f6f7fb', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.08)' : 'rgba(15,23,42,0.08)',
      text: dark ? { primary: '#e6e8f0', secondary: '#9aa3b5' } : { primary: '#0f172a', secondary: '#5b6478' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700, letterSpacing: '-0.02em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // MUI 9 no longer reads palette paths from Typography's color prop: map the ones we use.
      MuiTypography: {
        variants: [
          { props: { color: 'text.secondary' }, style: ({ theme }) => ({ color: theme.palette.text.secondary }) },
          { props: { color: 'text.primary' }, style: ({ theme }) => ({ color: theme.palette.text.primary }) },
        ],
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    },
  });
}
