// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SizedChart } from './SizedChart';

const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;

describe('SizedChart (issue 18: a chart renders once, with its box’s width)', () => {
  afterEach(() => {
    cleanup();
    Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
  });

  it('given a box 612.7px wide, then the chart is given 612 and the box keeps the chart’s height', async () => {
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 612.7 });
    const { container } = render(<SizedChart height={230}>{(w) => <span>chart {String(w)}</span>}</SizedChart>);
    expect(await screen.findByText('chart 612')).toBeTruthy();
    expect((container.firstChild as HTMLElement).style.height).toBe('230px');
  });

  it('given a box without a width (a hidden tab), then the chart is left to measure itself', async () => {
    render(<SizedChart height={190}>{(w) => <span>chart {String(w)}</span>}</SizedChart>);
    expect(await screen.findByText('chart undefined')).toBeTruthy();
  });
});
