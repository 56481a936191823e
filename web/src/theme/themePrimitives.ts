import type { PaletteMode } from '@mui/material';
import type { ThemeOptions } from '@mui/material/styles';

// Design tokens (after MUI's dashboard template, shared-theme/themePrimitives): colours, type and shape.
// Component looks live in ./customizations/<area>.ts and read these through the theme.

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** The one monospace stack: keys, ids, code, JSON. In `sx`: `fontFamily: 'fontFamilyMono'`. */
    fontFamilyMono: string;
  }
  interface TypographyVariantsOptions {
    fontFamilyMono?: string;
  }
}

/** One accent colour; its light and dark tones below. */
export const ACCENT = '#5b4bdb';

/**
 * The monospace stack, defined once. Screens read it from the theme (`sx={{ fontFamily: 'fontFamilyMono' }}`);
 * only plain `style` objects outside `sx` (native input attributes) import it directly.
 */
export const fontFamilyMono = 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

export const fontFamilySans = '"Inter Variable", Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function palette(mode: PaletteMode): ThemeOptions['palette'] {
  const dark = mode === 'dark';
  return {
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
  };
}

/** The code panel (setup snippets, flag snippets) stays dark in both modes, like an editor. */
export const codeSurface = { background: '#0f1220', border: 'rgba(255,255,255,0.08)', text: '#e6e8f0', muted: '#9aa3b5' } as const;

export const typography: ThemeOptions['typography'] = {
  fontFamily: fontFamilySans,
  fontFamilyMono,
  h4: { fontWeight: 700, letterSpacing: '-0.02em' },
  h5: { fontWeight: 700, letterSpacing: '-0.01em' },
  h6: { fontWeight: 600 },
  subtitle2: { fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };
