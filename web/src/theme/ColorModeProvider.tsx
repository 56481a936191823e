import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import type { PaletteMode } from '@mui/material';
import { buildTheme } from './theme';
// Inter, self-hosted (variable weight, one file per script, font-display: swap): the browser fetches the Latin file only.
import '@fontsource-variable/inter/wght.css';

const STORAGE_KEY = 'flagstream.colorMode';
const ColorModeContext = createContext<{ mode: PaletteMode; toggle: () => void }>({ mode: 'light', toggle: () => undefined });

export const useColorMode = () => useContext(ColorModeContext);

/** Light or dark: the visitor's choice, else the system's. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [chosen, setChosen] = useState<PaletteMode | null>(() => (localStorage.getItem(STORAGE_KEY) as PaletteMode | null) ?? null);
  const mode: PaletteMode = chosen ?? (prefersDark ? 'dark' : 'light');
  const value = useMemo(
    () => ({
      mode,
      toggle: () => {
        const next = mode === 'dark' ? 'light' : 'dark';
        localStorage.setItem(STORAGE_KEY, next);
        setChosen(next);
      },
    }),
    [mode],
  );
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
