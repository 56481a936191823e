import type { Components, Theme } from '@mui/material/styles';

/** Page-wide rules: the keyboard focus ring and the monospace stack on code elements. */
export const baselineCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (t) => ({
      // A visible focus ring on everything reached with the keyboard (never on a mouse click).
      ':focus-visible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
      '.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
      '.MuiSwitch-switchBase.Mui-focusVisible, .MuiCheckbox-root.Mui-focusVisible, .MuiRadio-root.Mui-focusVisible': { outlineOffset: -4 },
      // <code>, <pre>, <kbd> and <samp> use the theme's monospace token, not the browser's default stack.
      'code, pre, kbd, samp': { fontFamily: t.typography.fontFamilyMono },
    }),
  },
};
