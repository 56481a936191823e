import { describe, expect, it } from 'vitest';
import { loaderScript, paintFirst, pathPattern, routeChunks } from './paintFirst';
import type { RouteChunks } from './paintFirst';
import { SIGNED_IN_SCREENS } from '../src/routes/signedInScreens';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Flagstream</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/mui-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"><div class="fs-boot"></div></div>
  </body>
</html>`;

describe('paintFirst', () => {
  it('given the built page, when rewritten, then the entry and its preloads load from one inline script after the shell', () => {
    const html = paintFirst(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    // the stylesheet stays where it was: the boot shell's first paint uses it
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    const script = `<script>${loaderScript('/assets/index-A1.js', ['/assets/mui-B2.js', '/assets/shared-C3.js'])}</script>`;
    expect(html.indexOf(script)).toBeGreaterThan(html.indexOf('fs-boot'));
  });

  it('given the loader, when run, then it adds the preloads and the entry once, after a frame or the timer', () => {
    const added: Array<Record<string, string>> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const document = { createElement: (tag: string) => ({ tag }), head: { append: (e: Record<string, string>) => added.push(e) } };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', loaderScript('/assets/index-A1.js', ['/assets/mui-B2.js']));
    run(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toEqual([]);
    frames[0]!();
    timers.forEach((t) => t());
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/mui-B2.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
    ]);
  });

  it("given a stored session, when the loader runs on a screen's path, then that screen's chunks load with the entry", () => {
    const chunks: RouteChunks = {
      files: ['/assets/Frame.js', '/assets/Flags.js', '/assets/Flag.js'],
      routes: [
        ['^/flags/?$', [0, 1]],
        ['^/flags/[^/]+/?$', [0, 2]],
      ],
      clerk: false,
    };
    const load = (path: string, session: string | null) => {
      const added: string[] = [];
      const document = {
        createElement: (tag: string) => ({ tag }),
        head: { append: (e: { href?: string; src?: string }) => added.push(e.href ?? `entry ${e.src}`) },
      };
      const localStorage = { getItem: (k: string) => (k === 'flagstream.devSession' ? session : null) };
      const run = new Function(
        'document',
        'requestAnimationFrame',
        'setTimeout',
        'location',
        'localStorage',
        loaderScript('/assets/index.js', ['/assets/mui.js'], chunks),
      );
      run(
        document,
        () => undefined,
        (f: () => void) => f(),
        { pathname: path },
        localStorage,
      );
      return added;
    };
    expect(load('/flags/checkout', '{"token":"t"}')).toEqual(['/assets/mui.js', '/assets/Frame.js', '/assets/Flag.js', 'entry /assets/index.js']);
    expect(load('/flags', '{"token":"t"}')).toEqual(['/assets/mui.js', '/assets/Frame.js', '/assets/Flags.js', 'entry /assets/index.js']);
    // signed out: the sign-in page will show, not the screen
    expect(load('/flags', null)).toEqual(['/assets/mui.js', 'entry /assets/index.js']);
    expect(load('/nowhere', '{"token":"t"}')).toEqual(['/assets/mui.js', 'entry /assets/index.js']);
  });

  it('given router paths, when made patterns, then each matches its own paths only', () => {
    const match = (path: string | undefined, url: string) => new RegExp(pathPattern(path)).test(url);
    expect(match(undefined, '/')).toBe(true);
    expect(match(undefined, '/flags')).toBe(false);
    expect(match('flags', '/flags')).toBe(true);
    expect(match('flags', '/flags/')).toBe(true);
    expect(match('flags', '/flags/x')).toBe(false);
    expect(match('flags/:key', '/flags/checkout')).toBe(true);
    expect(match('account/tokens', '/account/tokens')).toBe(true);
  });

  it("given a bundle, when its routes' chunks are listed, then each path gets its frame's and screen's chunks the entry does not load", () => {
    const chunk = (fileName: string, name: string, imports: string[], dynamic = true, isEntry = false) => ({
      type: 'chunk',
      fileName,
      name,
      imports,
      isDynamicEntry: dynamic,
      isEntry,
    });
    const screens = SIGNED_IN_SCREENS.map(([, name]) =>
      chunk(`assets/${name}.js`, name, name === 'FlagsPage' ? ['assets/mui.js', 'assets/shared-flags.js'] : []),
    );
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', 'index', ['assets/mui.js'], false, true),
        chunk('assets/mui.js', 'mui', [], false),
        chunk('assets/shared-flags.js', 'shared', ['assets/mui.js'], false),
        chunk('assets/SignedInArea.js', 'SignedInArea', ['assets/mui.js']),
        chunk('assets/AppShell.js', 'AppShell', []),
        ...screens,
      ].map((c) => [c.fileName, c]),
    );
    const { files, routes } = routeChunks(bundle as never, '/', false);
    const flags = routes.find(([p]) => p === pathPattern('flags'))!;
    expect(flags[1].map((i) => files[i])).toEqual(['/assets/SignedInArea.js', '/assets/AppShell.js', '/assets/FlagsPage.js', '/assets/shared-flags.js']);
    expect(routes).toHaveLength(SIGNED_IN_SCREENS.length);
  });

  it('given a bundle without a screen named in the route table, when listed, then the build fails', () => {
    const bundle = { 'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', name: 'index', imports: [], isDynamicEntry: false, isEntry: true } };
    expect(() => routeChunks(bundle as never, '/', false)).toThrow(/no chunk for SignedInArea/);
  });

  it('given a page without exactly one module entry, when rewritten, then the build fails', () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(/one module entry/);
  });
});
