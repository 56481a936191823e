import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from 'graphql';
import { precompress } from './build/precompress';
import { collectFragments, withFragments } from './build/graphqlFragments';
import { bootShellPlugin } from './build/bootShell';
import { paintFirstPlugin } from './build/paintFirst';

/**
 * `graphql(\`query Name ...\`)` of the generated client preset looks documents up in one map
 * holding every operation of the app, so every screen's documents would ship with the first
 * page. Like the preset's babel/swc optimiser, this replaces each call with its parsed document,
 * inline: each chunk carries only the documents it uses. (Types still come from the preset.)
 */
function inlineGraphqlDocuments(): Plugin {
  const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(['"])[^'"]*\/generated\1;?/;
  const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  // Fragments are colocated with their components: each document gets the ones it spreads (read again after a change in dev).
  let fragments: ReturnType<typeof collectFragments> | null = null;
  return {
    name: 'flagstream:inline-graphql-documents',
    buildStart() {
      fragments = null;
    },
    watchChange() {
      fragments = null;
    },
    transform(code, id) {
      if (id.includes('/apollo/generated/') || !IMPORT.test(code)) return null;
      fragments ??= collectFragments(new URL('./src', import.meta.url).pathname);
      const all = fragments;
      const out = code.replace(IMPORT, '').replace(CALL, (_all, source: string) => JSON.stringify(withFragments(parse(source, { noLocation: true }), all)));
      return { code: out, map: null };
    },
  };
}

const MUI =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|stylis|react-transition-group|@popperjs|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/;
/**
 * MUI components that no other MUI module imports and that only later views use (the targeting
 * editor's slider and autocompletes, dialogs' radios, billing's meters, the flag page's crumbs):
 * left out of the one MUI chunk, they travel with the chunks of the views that use them. A leaf
 * imports the MUI chunk and never the other way round, so the order problem described below
 * cannot arise. 120 KB of the chunk's 958 KB (before minifying) that no first page needs.
 */
const MUI_LEAVES = /[\\/]@mui[\\/]material[\\/](esm[\\/])?(Slider|Autocomplete|useAutocomplete|Radio|RadioGroup|LinearProgress|Breadcrumbs)[\\/]/;

/** The gateway serves the built app (web/dist); `vite dev` proxies the APIs to it. */
export default defineConfig({
  plugins: [react(), inlineGraphqlDocuments(), bootShellPlugin(), paintFirstPlugin(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:4000', '/graphql': 'http://localhost:4000', '/ofrep': 'http://localhost:4000', '/paypal-sim': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Each route pulls only the modules it uses; Clerk and PayPal load only when configured. Left to
    // itself the split hung the shell and each screen off ~50 chunks of 1-3 KB (one per MUI component
    // or icon; issue 18's trace: 75 requests for the dashboard). MUI, emotion and the icons the app
    // uses are one chunk: split by the screens that use them, MUI's modules landed in chunks that
    // import each other, and one of them ran before the binding it styles existed (a blank app:
    // "__emotion_styles of undefined"; earlier "muiName of undefined"). One chunk cannot do that and
    // is fewer bytes and requests on the first load (flags on a phone: 32 requests, 428 KB, against
    // 55 and 515 KB with rolldown's strictExecutionOrder). The app's own modules shared by several
    // screens are grouped by the set of screens that use them (entriesAware), small sets merged.
    rolldownOptions: {
      output: {
        // A group's chunk is named after every screen that shares it: too long for a file name.
        chunkFileNames: (chunk) => {
          const group = /^(mui|shared)~/.exec(chunk.name)?.[1];
          return group ? `assets/${group}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            {
              name: 'mui',
              test: (id: string) => MUI.test(id) && !MUI_LEAVES.test(id),
            },
            {
              name: 'shared',
              test: /[\\/]web[\\/]src[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 12_000,
            },
          ],
        },
      },
    },
  },
});
