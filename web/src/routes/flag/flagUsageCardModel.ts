import { shareText, variantLabel } from './usageModel';
import type { VariantCountView } from './usageModel';

/** The refresh period of the usage card: the window follows the clock. */
export const REFRESH_MS = 60_000;

/** 'all', or the chosen environment while it is still in the answer. */
export const tabValueOf = (envs: ReadonlyArray<{ environmentId: string }>, envId: string) =>
  envId === 'all' || envs.some((e) => e.environmentId === envId) ? envId : 'all';

/** The environments the chart adds up: all, or the chosen one. */
export const selectedEnvironments = <T extends { environmentId: string }>(envs: readonly T[], envId: string): readonly T[] =>
  envId === 'all' ? envs : envs.filter((e) => e.environmentId === envId);

/** The share bar's accessible name: each variant's share, or none. */
export const shareBarLabel = (shares: readonly VariantCountView[]) =>
  shares.length ? `Variant shares: ${shares.map((s) => `${variantLabel(s.variant)} ${shareText(s.share)}`).join(', ')}` : 'No evaluations';

/** Which x labels the chart draws: about 4 on phones, 8 wider; never the last of three or more (it would clip). */
export function tickInterval(count: number, narrow: boolean): (i: number) => boolean {
  const every = Math.max(1, Math.ceil(count / (narrow ? 4 : 8)));
  return (i) => i % every === 0 && (i < count - 1 || count < 3);
}

/** With nothing to stack the axes still draw, under the "No evaluations" note. */
export const seriesToDraw = (series: Array<{ variant: string; data: number[] }>, x: readonly number[]) =>
  series.length ? series : [{ variant: '', data: x.map(() => 0) }];
