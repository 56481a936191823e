// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { OverrideRow } from './OverrideCard';
import { useOverrideCard } from './useOverrideCard';

afterEach(cleanup);
const NOW = Date.parse('2026-06-01T12:00:00.000Z');

describe('useOverrideCard', () => {
  it('shows the first four flag values, then all on request', () => {
    const featureFlagValues = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k, { value: true, enabled: true }]));
    const override = { featureFlagValues, expiresAt: '2026-06-01T13:00:00.000Z' } as unknown as OverrideRow;
    const { result } = renderHook(() => useOverrideCard(override, 'active', NOW));
    expect(result.current.shown).toEqual(['a', 'b', 'c', 'd']);
    expect(result.current.canShowMore).toBe(true);
    expect(result.current.tone).toBe('soon');
    act(() => result.current.toggleShowAll());
    expect(result.current.shown).toHaveLength(5);
    expect(result.current.showAll).toBe(true);
  });

  it('reads an override without values', () => {
    const override = { featureFlagValues: null, expiresAt: null } as unknown as OverrideRow;
    const { result } = renderHook(() => useOverrideCard(override, 'inactive', NOW));
    expect(result.current.keys).toEqual([]);
    expect(result.current.canShowMore).toBe(false);
    expect(result.current.tone).toBe('normal');
  });
});
