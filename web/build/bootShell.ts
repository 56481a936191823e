import type { Plugin } from 'vite';
import { BRAND_MARK, BRAND_NAME } from '../src/theme/brand';
import { fontFamilySans, palette } from '../src/theme/themePrimitives';
import { HEADER_HEIGHT, MOBILE_BREAKPOINT, SIDEBAR_WIDTH } from '../src/components/shell/sidebarState';

type Tokens = { background: { default: string; paper: string }; divider: string; text: { primary: string } };

const tokens = (mode: 'light' | 'dark') => palette(mode) as unknown as Tokens;

function colours(t: Tokens): string {
  return `--fs-bg:${t.background.default};--fs-paper:${t.background.paper};--fs-line:${t.divider};--fs-text:${t.text.primary}`;
}

/**
 * The shell's frame as static HTML and CSS, in index.html's #root: the header bar and, on a
 * desktop, the sidebar column with the brand, in the theme's colours (the system's light or dark
 * mode: a stored choice needs script, and the page policy allows no inline script). The browser
 * paints it with the HTML, before any script has loaded (Lighthouse's first contentful paint on a
 * phone was 3.5 s: nothing showed until React had run); React replaces it on its first render.
 */
export function bootShell(): { style: string; markup: string } {
  const m = BRAND_MARK;
  const mark = `<svg viewBox="${m.viewBox}" width="32" height="32" aria-hidden="true"><rect width="${m.tile.width}" height="${m.tile.height}" rx="${m.tile.rx}" fill="${m.tile.fill}"/><path d="${m.flag.d}" fill="none" stroke="${m.flag.stroke}" stroke-width="${m.flag.strokeWidth}" stroke-linejoin="round" stroke-linecap="round"/></svg>`;
  const brand = `<div class="fs-brand">${mark}<span>${BRAND_NAME}</span></div>`;
  const style = [
    `:root{${colours(tokens('light'))}}`,
    `@media (prefers-color-scheme:dark){:root{${colours(tokens('dark'))}}}`,
    `body{margin:0;background:var(--fs-bg);color:var(--fs-text);font-family:${fontFamilySans}}`,
    '.fs-boot{display:flex;min-height:100vh}',
    `.fs-side{width:${SIDEBAR_WIDTH};flex-shrink:0;background:var(--fs-paper);border-right:1px solid var(--fs-line)}`,
    `.fs-side .fs-brand{height:${HEADER_HEIGHT}px;padding:0 16px}`,
    '.fs-col{flex:1;min-width:0}',
    `.fs-bar{height:${HEADER_HEIGHT}px;box-sizing:border-box;padding:0 16px;display:flex;align-items:center;background:var(--fs-paper);border-bottom:1px solid var(--fs-line)}`,
    '.fs-brand{display:flex;align-items:center;gap:10px;font-size:1.25rem;font-weight:800;letter-spacing:-0.02em}',
    '.fs-bar .fs-brand{display:none}',
    `@media (max-width:${MOBILE_BREAKPOINT - 0.05}px){.fs-side{display:none}.fs-bar .fs-brand{display:flex}}`,
  ].join('');
  const markup = `<div class="fs-boot" aria-busy="true"><div class="fs-side">${brand}</div><div class="fs-col"><div class="fs-bar">${brand}</div></div></div>`;
  return { style, markup };
}

/** Puts the boot shell into index.html (build and dev). */
export function bootShellPlugin(): Plugin {
  return {
    name: 'flagstream:boot-shell',
    transformIndexHtml(html) {
      const { style, markup } = bootShell();
      if (!html.includes('<div id="root"></div>')) throw new Error('bootShell: index.html has no empty <div id="root"></div>');
      return html.replace('</head>', `    <style>${style}</style>\n  </head>`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    },
  };
}
