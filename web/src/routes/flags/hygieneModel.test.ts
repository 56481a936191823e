import { describe, expect, it } from 'vitest';
import type { StaleFlagsQuery } from '../../apollo/generated/graphql';
import { AFTER_ARCHIVE, AFTER_STALE_SETTING, hygieneTexts, hygieneView, staleById } from './hygieneModel';

const row = (flagId: string) => ({
  __typename: 'StaleFlag' as const,
  flagId,
  flagKey: flagId,
  flagName: flagId,
  reason: 'NOT_EVALUATED',
  since: '2026-01-01T00:00:00.000Z',
  variant: null,
  lastEvaluatedAt: null,
});
const answer = (days: number, flags = [row('a')]) =>
  ({ staleFlags: flags, usageSettings: { __typename: 'UsageSettings', staleAfterDays: days } }) as unknown as StaleFlagsQuery;

describe('flag hygiene model (issue 20)', () => {
  it('given stale rows, when keyed, then each is found by its flag id; no rows give an empty map', () => {
    const byId = staleById([row('a'), row('b')]);
    expect([...byId.keys()]).toEqual(['a', 'b']);
    expect(byId.get('b')?.flagId).toBe('b');
    expect(staleById(undefined).size).toBe(0);
  });

  it('given no answer yet, when viewed, then loading with no flags and the days unknown', () => {
    expect(hygieneView({ loading: true })).toEqual({ loading: true, error: undefined, staleFlags: [], staleAfterDays: null });
  });

  it('given an answer, when a refetch is loading or failing, then the answer is shown without loading or error', () => {
    const data = answer(14);
    expect(hygieneView({ data, loading: true, error: new Error('down') })).toEqual({
      loading: false,
      error: undefined,
      staleFlags: data.staleFlags,
      staleAfterDays: 14,
    });
  });

  it('given no answer and an error, when viewed, then the error', () => {
    const error = new Error('down');
    expect(hygieneView({ loading: false, error }).error).toBe(error);
  });

  it('given a flag or a number of days, when the toasts are worded, then they say what happened, 1 day singular', () => {
    expect(hygieneTexts.archived('Dark mode')).toBe('Dark mode archived: no longer served');
    expect(hygieneTexts.archiveFailed('Dark mode')).toBe('Failed to archive Dark mode');
    expect(hygieneTexts.restored('Dark mode')).toBe('Dark mode restored: it is served again');
    expect(hygieneTexts.unarchiveFailed('Dark mode')).toBe('Failed to unarchive Dark mode');
    expect(hygieneTexts.staleAfter(1)).toBe('Flags are now stale after 1 day');
    expect(hygieneTexts.staleAfter(45)).toBe('Flags are now stale after 45 days');
    expect(hygieneTexts.staleSettingFailed).toBe('Failed to save the stale setting');
  });

  it('given an archive or a setting change, then the screens showing stale or archived flags refetch, not the flag list', () => {
    expect(AFTER_ARCHIVE).toEqual(['StaleFlags', 'DashboardUsageSummary', 'DashboardStats', 'FlagPage', 'FlagArchived']);
    expect(AFTER_STALE_SETTING).toEqual(['StaleFlags', 'DashboardUsageSummary']);
    expect(AFTER_ARCHIVE).not.toContain('Flags');
  });
});
