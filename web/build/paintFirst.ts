import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { DEV_SESSION_KEY } from '../src/auth/devSessionKey';
import { SIGNED_IN_FRAME, SIGNED_IN_SCREENS } from '../src/routes/signedInScreens';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The chunks a signed-in path needs beyond the entry's: files once, each path's pattern with its files' indexes. */
export interface RouteChunks {
  files: string[];
  routes: Array<[pattern: string, files: number[]]>;
  /** with Clerk, a session is unknown until Clerk has loaded: every visitor may be signed in */
  clerk: boolean;
}

/** A router path ('flags/:key', undefined for the index) as the pattern the loader tests location.pathname with. */
export function pathPattern(path: string | undefined): string {
  const parts = (path ?? '').split('/').filter(Boolean);
  return `^/${parts.map((p) => (p.startsWith(':') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}${parts.length ? '/?' : ''}$`;
}

/**
 * The script that loads the app once the boot shell has painted: it adds the entry's module
 * preloads, the current path's screen chunks (for a visitor who may be signed in) and the entry
 * itself after the first frame (a timer too, as a hidden tab runs no animation frames).
 * - With the entry in the head, ~300 KB of JavaScript shared a phone's link with the first paint
 *   (Lighthouse on a phone: first contentful paint 2.8 s for a shell that needs only the HTML and
 *   its stylesheet); one frame later, the page shows first.
 * - The screen's chunks were asked for only once the entry had run (App.tsx's preloadRoute): a
 *   second round trip behind ~130 ms of evaluation, ×4 on a phone. Now they load with the entry.
 *   Any stored development session counts (an expired one costs a few preloads, not a wrong page).
 * The gateway allows this exact script by its hash (its Content-Security-Policy: no other inline script).
 */
export function loaderScript(entry: string, preloads: readonly string[], chunks: RouteChunks = { files: [], routes: [], clerk: false }): string {
  const session = chunks.clerk ? '1' : `localStorage.getItem(${JSON.stringify(DEV_SESSION_KEY)})`;
  return (
    '(()=>{let s=0;const go=()=>{if(s)return;s=1;const add=(t,a)=>document.head.append(Object.assign(document.createElement(t),a));' +
    `const files=${JSON.stringify(chunks.files)},pre=${JSON.stringify(preloads)};` +
    `try{if(${session})for(const[p,f]of ${JSON.stringify(chunks.routes)})if(new RegExp(p).test(location.pathname)){for(const i of f)pre.push(files[i]);break}}catch{}` +
    "for(const href of pre)add('link',{rel:'modulepreload',crossOrigin:'',href});" +
    `add('script',{type:'module',crossOrigin:'',src:${JSON.stringify(entry)}})};` +
    'requestAnimationFrame(()=>setTimeout(go));setTimeout(go,250)})()'
  );
}

/** Replaces the built page's entry script and its module preloads with the loader. */
export function paintFirst(html: string, chunks?: RouteChunks): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  if (entries.length !== 1) throw new Error(`paintFirst: expected one module entry in index.html, found ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
  return rest.replace('</body>', `  <script>${loaderScript(entries[0]!, preloads, chunks)}</script>\n  </body>`);
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** Each signed-in path's chunks (the frame's, then the screen's, each with what it imports) that the entry does not load. */
export function routeChunks(bundle: Bundle, base: string, clerk: boolean): RouteChunks {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (c: Chunk, into: string[] = []): string[] => {
    if (into.includes(c.fileName)) return into;
    into.push(c.fileName);
    for (const f of c.imports) closure(byFile.get(f)!, into);
    return into;
  };
  const named = (name: string) => {
    const found = chunks.find((c) => c.isDynamicEntry && c.name === name);
    if (!found) throw new Error(`paintFirst: no chunk for ${name} (signedInScreens.ts names each screen by its module's file name)`);
    return found;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('paintFirst: no entry chunk');
  const loaded = new Set(closure(entry));
  const files: string[] = [];
  const index = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
  const routes = SIGNED_IN_SCREENS.map(([path, screen]): [string, number[]] => {
    const wanted = [...SIGNED_IN_FRAME, screen].flatMap((n) => closure(named(n)));
    return [pathPattern(path), [...new Set(wanted)].filter((f) => !loaded.has(f)).map((f) => index(`${base}${f}`))];
  });
  return { files, routes, clerk };
}

/** The production page paints its boot shell before it fetches the app (dev keeps vite's own scripts). */
export function paintFirstPlugin(): Plugin {
  let base = '/';
  let clerk = false;
  return {
    name: 'flagstream:paint-first',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      clerk = Boolean(config.env.VITE_CLERK_PUBLISHABLE_KEY);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => paintFirst(html, ctx.bundle ? routeChunks(ctx.bundle, base, clerk) : undefined),
    },
  };
}
