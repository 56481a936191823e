import { describe, expect, it } from 'vitest';
import { bootShell, bootShellPlugin } from './bootShell';
import { palette } from '../src/theme/themePrimitives';
import { BRAND_NAME } from '../src/theme/brand';

const INDEX = '<html><head><title>Flagstream</title></head><body><div id="root"></div></body></html>';
const transform = (html: string) => (bootShellPlugin().transformIndexHtml as (h: string) => string)(html);

describe('boot shell (static frame painted before any script)', () => {
  it('given the theme, then the frame uses its light and dark background tokens', () => {
    const { style } = bootShell();
    const light = palette('light') as { background: { default: string; paper: string } };
    const dark = palette('dark') as { background: { default: string; paper: string } };
    expect(style).toContain(`--fs-bg:${light.background.default}`);
    expect(style).toContain(`@media (prefers-color-scheme:dark){:root{--fs-bg:${dark.background.default};--fs-paper:${dark.background.paper}`);
  });

  it('given index.html, when built, then #root holds the frame with the brand and the head its style', () => {
    const out = transform(INDEX);
    expect(out).toMatch(/<div id="root"><div class="fs-boot" aria-busy="true">.*<\/div><\/div><\/body>/);
    expect(out).toContain(`<span>${BRAND_NAME}</span>`);
    expect(out).toMatch(/<style>:root\{--fs-bg:.*<\/style>\s*<\/head>/);
  });

  it('given a page without an empty #root, when built, then the build fails instead of shipping no frame', () => {
    expect(() => transform('<html><head></head><body><main></main></body></html>')).toThrow(/no empty <div id="root"><\/div>/);
  });
});
