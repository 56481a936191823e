// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { EMPTY_FILTER } from './auditModel';
import { useAuditFilters } from './useAuditFilters';

afterEach(cleanup);

describe('useAuditFilters', () => {
  it('given a filter, when a field changes, then the rest of the filter is kept', () => {
    const onChange = vi.fn();
    const filter = { ...EMPTY_FILTER, actor: 'u1', types: ['FlagCreated'] };
    const { result } = renderHook(() => useAuditFilters(filter, onChange));
    result.current.set({ since: '2026-01-01T00:00:00' });
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, since: '2026-01-01T00:00:00' });
  });

  it('given an entity from a link, when the kind changes or the chip is removed, then the entity goes', () => {
    const onChange = vi.fn();
    const filter = { ...EMPTY_FILTER, kind: 'flag', entity: 'f1' };
    const { result } = renderHook(() => useAuditFilters(filter, onChange));
    result.current.setKind('environment');
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, kind: 'environment', entity: '' });
    result.current.clearEntity();
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, entity: '' });
  });

  it('given a filtered view with a reversed range, then it is filtered, the range error shows, and Clear empties every field', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useAuditFilters({ ...EMPTY_FILTER, since: '2026-02-01T00:00:00', until: '2026-01-01T00:00:00' }, onChange));
    expect(result.current.filtered).toBe(true);
    expect(result.current.range).toBe('"From" must not be after "To"');
    result.current.clear();
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER);
  });

  it('given no filter, then nothing is filtered and the range is fine', () => {
    const { result } = renderHook(() => useAuditFilters(EMPTY_FILTER, vi.fn()));
    expect(result.current).toMatchObject({ filtered: false, range: '' });
  });
});
