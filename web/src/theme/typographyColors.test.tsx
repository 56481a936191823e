// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider, Typography } from '@mui/material';
import { buildTheme } from './theme';

afterEach(cleanup);

// MUI 9 reads only palette names (error, textSecondary) from Typography's color prop; the theme maps the paths the screens use.
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('Typography colour paths', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`given the ${mode} theme, when a text says color="error.main" or "warning.main", then it has that palette colour`, () => {
      const theme = buildTheme(mode);
      render(
        <ThemeProvider theme={theme}>
          <Typography color="error.main">failed</Typography>
          <Typography color="warning.main">careful</Typography>
          <Typography color="text.secondary">quiet</Typography>
        </ThemeProvider>,
      );
      expect(getComputedStyle(screen.getByText('failed')).color).toBe(rgb(theme.palette.error.main));
      expect(getComputedStyle(screen.getByText('careful')).color).toBe(rgb(theme.palette.warning.main));
      expect(getComputedStyle(screen.getByText('quiet')).color).toBe(rgb(theme.palette.text.secondary));
    });
  }
});
