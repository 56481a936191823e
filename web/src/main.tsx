import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ColorModeProvider } from './theme/ColorModeProvider';
import { AuthProvider } from './auth/AuthProvider';
import { App } from './App';

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that give the main thread back every few milliseconds: the first
// render was one long task on a phone (issue 18, Lighthouse's blocking time).
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
