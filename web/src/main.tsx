import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ColorModeProvider } from './theme/ColorModeProvider';
import { AuthProvider } from './auth/AuthProvider';
import { App, firstRouteLoaded } from './App';

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that give the main thread back every few milliseconds: the first
// render was one long task on a phone (issue 18, Lighthouse's blocking time). It starts once the
// first page's chunks are in, so no lazy level suspends on the way (routes/preloadedLazy.ts); a
// stalled chunk holds it a few seconds at most, then the loader shows while it comes.
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <ColorModeProvider>
          <AuthProvider>
            <App />
          </AuthProvider>
        </ColorModeProvider>
      </StrictMode>,
    ),
  );
void Promise.race([firstRouteLoaded, new Promise((resolve) => setTimeout(resolve, 4000))]).then(render);
