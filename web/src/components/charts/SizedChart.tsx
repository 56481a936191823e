import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const Frame = styled('div')({ width: '100%', minWidth: 0 });

/**
 * A chart's box of the chart's height, which renders the chart once its width is known, with
 * that width: MUI X Charts without a width measures its container in a layout effect and renders
 * again synchronously (issue 18: on the dashboard, one task of 130-300 ms while the page loaded).
 * The width is set in a transition, so the chart renders in slices that yield to input; it
 * follows the box's size. Where a box has no width (a hidden tab, jsdom) the chart measures itself.
 */
export function SizedChart({ height, children }: { height: number; children: (width: number | undefined) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const w = Math.floor(el.clientWidth);
      startTransition(() => setWidth(w));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Frame ref={box} style={{ height }}>
      {width !== null && children(width > 0 ? width : undefined)}
    </Frame>
  );
}
