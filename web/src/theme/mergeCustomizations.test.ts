import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { mergeCustomizations } from './mergeCustomizations';
import { buildTheme } from './theme';

describe('mergeCustomizations', () => {
  it('keeps both areas’ default props, slot styles and variants for one component', () => {
    const merged = mergeCustomizations(
      {
        MuiChip: {
          defaultProps: { size: 'small' },
          styleOverrides: { root: { fontWeight: 500, '& svg': { opacity: 1 } } },
          variants: [{ props: { color: 'primary' }, style: { borderRadius: 4 } }],
        },
      },
      {
        MuiChip: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { fontSize: 12, '& svg': { margin: 0 } }, label: { padding: 0 } },
          variants: [{ props: { color: 'error' }, style: { borderRadius: 2 } }],
        },
      },
    );
    expect(merged.MuiChip?.defaultProps).toEqual({ size: 'small', variant: 'outlined' });
    expect(merged.MuiChip?.styleOverrides).toEqual({ root: { fontWeight: 500, fontSize: 12, '& svg': { opacity: 1, margin: 0 } }, label: { padding: 0 } });
    expect(merged.MuiChip?.variants).toHaveLength(2);
  });

  it('merges default props deeply: two areas each map a Typography variant to an element', () => {
    const merged = mergeCustomizations(
      { MuiTypography: { defaultProps: { variantMapping: { h1: 'h2' } } } },
      { MuiTypography: { defaultProps: { variantMapping: { caption: 'span' }, gutterBottom: true } } },
    );
    expect(merged.MuiTypography?.defaultProps).toEqual({ variantMapping: { h1: 'h2', caption: 'span' }, gutterBottom: true });
  });

  it('combines style functions: both apply, the later part wins on a shared property', () => {
    const merged = mergeCustomizations(
      { MuiButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.primary.main, margin: 1 }) } } },
      { MuiButton: { styleOverrides: { root: { margin: 2 } } } },
    );
    const root = merged.MuiButton?.styleOverrides?.root;
    expect(typeof root).toBe('function');
    const theme = createTheme();
    expect((root as (p: unknown) => unknown)({ theme })).toEqual({ color: theme.palette.primary.main, margin: 2 });
  });

  it('merges CssBaseline overrides as one style, functions of the theme included', () => {
    const merged = mergeCustomizations(
      { MuiCssBaseline: { styleOverrides: (t) => ({ body: { color: t.palette.text.primary } }) } },
      { MuiCssBaseline: { styleOverrides: { code: { fontSize: 12 } } } },
    );
    const theme = createTheme();
    const style = merged.MuiCssBaseline?.styleOverrides as (t: unknown) => unknown;
    expect(style(theme)).toEqual({ body: { color: theme.palette.text.primary }, code: { fontSize: 12 } });
  });
});

describe('buildTheme', () => {
  it('carries the one monospace token and the code-element rule in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = buildTheme(mode);
      expect(theme.typography.fontFamilyMono).toMatch(/monospace$/);
      const baseline = theme.components?.MuiCssBaseline?.styleOverrides as (t: unknown) => Record<string, { fontFamily?: string }>;
      expect(baseline(theme)['code, pre, kbd, samp']?.fontFamily).toBe(theme.typography.fontFamilyMono);
    }
  });

  it('keeps the AA palette: dark mode never uses the light accent as text', () => {
    expect(buildTheme('light').palette.primary.main).toBe('#5b4bdb');
    expect(buildTheme('dark').palette.primary.main).toBe('#a99fff');
  });
});
