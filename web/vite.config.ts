import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The gateway serves the built app (web/dist); `vite dev` proxies the APIs to it. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:4000', '/graphql': 'http://localhost:4000', '/ofrep': 'http://localhost:4000', '/paypal-sim': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No manual chunks: each route pulls only the modules it uses; Clerk and PayPal load only when configured.
  },
});
