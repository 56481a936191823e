import { createTheme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';

/** One accent colour, light and dark, after MUI's dashboard template. */
export const ACCENT = '#5b4bdb';

export function buildTheme(mode: PaletteMode) {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      // WCAG AA (issue 18): every "main" is readable as text on paper, on the background and on its own
      // 8-20% tint (chips, alerts, cells) at >= 4.5:1, and MUI picks the contrast text at 4.5:1 too.
      // Dark mode uses light tones, never the light theme's purple as text.
      contrastThreshold: 4.5,
      primary: dark
        ? { main: '#a99fff', light: '#c9c3ff', dark: '#8478f0', contrastText: '#0b0d14' }
        : { main: ACCENT, light: '#8478f0', dark: '#3f31b5', contrastText: '#fff' },
      secondary: { main: dark ? '#22d3ee' : '#0b6b85' },
      success: { main: dark ? '#4ade80' : '#116b2f' },
      warning: { main: dark ? '#fbbf24' : '#8f4f00' },
      error: { main: dark ? '#f87171' : '#b3261e' },
      info: { main: dark ? '#38bdf8' : '#02639a' },
      // Icons, toggle buttons and "disabled" text that still carries meaning stay >= 4.5:1.
      action: dark ? { active: 'rgba(230,232,240,0.78)' } : { active: 'rgba(15,23,42,0.7)' },
      background: dark ? { default: '#0b0d14', paper: '#12151f' } : { default: '#f6f7fb', paper: '#ffffff' },
      divider: dark ? 'rgba(255,255,255,0.08)' : 'rgba(15,23,42,0.08)',
      text: dark ? { primary: '#e6e8f0', secondary: '#aab2c2', disabled: '#8a93a6' } : { primary: '#0f172a', secondary: '#5b6478', disabled: '#6b7385' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter Variable", Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700, letterSpacing: '-0.02em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A visible focus ring on everything reached with the keyboard (never on a mouse click).
      MuiCssBaseline: {
        styleOverrides: (t) => ({
          ':focus-visible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
          '.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
          '.MuiSwitch-switchBase.Mui-focusVisible, .MuiCheckbox-root.Mui-focusVisible, .MuiRadio-root.Mui-focusVisible': { outlineOffset: -4 },
        }),
      },
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
