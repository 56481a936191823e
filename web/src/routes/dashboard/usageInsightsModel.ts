import { environmentColor } from '../flag/usageModel';

/** The usage card polls, and its "last read" times move on, every minute. */
export const POLL_MS = 60_000;

export interface EnvironmentUsage {
  id: string;
  name: string;
  color: string;
  requests: number;
  evaluations: number;
  /** the bar's width beside the busiest environment, percent (drawn when there is no chart) */
  share: number;
}

/** Each environment with its colour (by order, for the mode) and its share of the busiest one's requests. */
export function environmentUsage(
  envs: ReadonlyArray<{ environmentId: string; environmentName: string; requests: number; evaluations: number }>,
  mode: 'light' | 'dark',
): EnvironmentUsage[] {
  const max = Math.max(1, ...envs.map((e) => e.requests));
  return envs.map((e, i) => ({
    id: e.environmentId,
    name: e.environmentName,
    color: environmentColor(i, mode),
    requests: e.requests,
    evaluations: e.evaluations,
    share: (e.requests / max) * 100,
  }));
}

/** All environments' requests together. */
export const requestsTotal = (envs: ReadonlyArray<{ requests: number }>): number => envs.reduce((a, e) => a + e.requests, 0);

/** A flag's bar beside the most evaluated one, percent (at most 100). */
export const evaluationShare = (evaluations: number, max: number): number => Math.min(100, (evaluations / Math.max(1, max)) * 100);

/** Which x labels the requests chart draws: about 4 on phones, 7 wider; never the last (it would clip). */
export function requestTicks(count: number, narrow: boolean): (i: number) => boolean {
  const every = Math.max(1, Math.ceil(count / (narrow ? 4 : 7)));
  return (i) => i % every === 0 && i < count - 1;
}
