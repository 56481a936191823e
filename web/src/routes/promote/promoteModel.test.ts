import { describe, expect, it } from 'vitest';
import {
  comparisonTitle,
  defaultPair,
  defaultSide,
  differingKeys,
  differsIn,
  inOrder,
  previewChanges,
  promoteView,
  promotedNote,
  promotedToast,
  promoteLabel,
  reviewLabel,
  sideText,
  showValue,
  togglePick,
  visibleRows,
} from './promoteModel';
import type { ComparedFlag, PromotedFlag } from './promoteModel';

const side = (value: unknown, custom = true, enabled = true) => ({
  __typename: 'EnvironmentSide' as const,
  custom: custom ? { value, enabled } : null,
  effective: { value, enabled },
});
const flag = (key: string, differs: Partial<{ value: boolean; enabled: boolean; targeting: boolean }>, extra: Partial<ComparedFlag> = {}): ComparedFlag =>
  ({
    __typename: 'FlagComparison',
    key,
    differs: { __typename: 'FlagDifference', value: false, enabled: false, targeting: false, ...differs },
    from: side(true),
    to: side(false),
    ...extra,
  }) as unknown as ComparedFlag;

const BOTH = { values: true, targeting: true };

describe('promoteModel', () => {
  it('opens on staging → production, else the first two environments', () => {
    const envs = [
      { id: 'd', name: 'development' },
      { id: 'p', name: 'production' },
      { id: 's', name: 'staging' },
    ];
    expect(defaultPair(envs)).toEqual({ from: 's', to: 'p' });
    expect(defaultPair([envs[0] as (typeof envs)[number], { id: 'q', name: 'qa' }])).toEqual({ from: 'd', to: 'q' });
    expect(defaultPair(envs.slice(0, 1))).toEqual({ from: 'd', to: 'd' });
    expect(defaultPair([])).toEqual({ from: '', to: '' });
    expect(inOrder([{ order: 2 }, { order: 0 }, { order: 1 }]).map((e) => e.order)).toEqual([0, 1, 2]);
  });

  it('counts a flag as differing only in the parts compared', () => {
    const onOff = flag('a', { enabled: true });
    const rules = flag('b', { targeting: true });
    expect(differsIn(onOff, BOTH)).toBe(true);
    expect(differsIn(onOff, { values: false, targeting: true })).toBe(false);
    expect(differsIn(rules, { values: true, targeting: false })).toBe(false);
    expect(differsIn(rules, { values: false, targeting: true })).toBe(true);
    const same = flag('c', {});
    expect(visibleRows([onOff, rules, same], { values: true, targeting: false }, false).map((f) => f.key)).toEqual(['a']);
    expect(visibleRows([onOff, rules, same], { values: true, targeting: false }, true).map((f) => f.key)).toEqual(['a', 'b', 'c']);
    expect(differingKeys([onOff, rules, same], BOTH)).toEqual(['a', 'b']);
  });

  it('ticks and unticks a flag', () => {
    expect(togglePick(['a'], 'b')).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('words the headline, buttons, toast and note in the singular and plural', () => {
    const c = { differing: 0, from: { id: 's', name: 'staging' }, to: { id: 'p', name: 'production' }, flags: [flag('a', {})] } as never;
    expect(comparisonTitle(c)).toBe('production already matches staging');
    expect(comparisonTitle({ ...(c as object), differing: 1 } as never)).toBe('1 of 1 flags differ');
    expect(reviewLabel(1)).toBe('Review 1 flag');
    expect(reviewLabel(0)).toBe('Review 0 flags');
    expect(promoteLabel(2)).toBe('Promote 2 flags');
    const p = { from: 'staging', to: 'production', flags: [{ key: 'a' }, { key: 'b' }] } as never;
    expect(promotedToast(p)).toBe('2 flags promoted to production');
    expect(promotedNote(p)).toBe('Promoted a, b from staging to production. Recorded as one entry in the Audit Log.');
  });

  it('prints values as the screen shows them, falling back on the default', () => {
    expect(showValue('blue')).toBe('"blue"');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(sideText({ value: 3, enabled: false }, null)).toBe('3 (off)');
    expect(sideText(null, { value: 'x', enabled: true })).toBe('"x" (default)');
    expect(sideText(null, null)).toBe('— (default)');
  });

  it('finds the default from the side without an own value', () => {
    expect(defaultSide(undefined)).toBeNull();
    expect(defaultSide(flag('a', {}, { to: side('d', false) } as never))).toEqual({ value: 'd', enabled: true });
    expect(defaultSide(flag('a', {}, { from: side('d', false) } as never))).toEqual({ value: 'd', enabled: true });
    expect(defaultSide(flag('a', {}))).toBeNull();
  });

  it('describes a previewed flag as value and targeting lines', () => {
    const compared = flag('a', { value: true }, { to: side(false, false) } as never);
    const f = {
      key: 'a',
      name: 'A',
      value: { before: null, after: { value: true, enabled: true } },
      targeting: { before: null, after: { rules: 1 } },
    } as unknown as PromotedFlag;
    const c = previewChanges(f, compared);
    expect(c.value?.text).toBe('false (default) → true');
    expect(c.value?.fallback).toEqual({ value: false, enabled: true });
    expect(c.targeting).toEqual({ before: false, after: true, text: 'rules added' });
    expect(previewChanges({ ...f, value: null, targeting: { before: {}, after: null } } as never, compared)).toEqual({
      targeting: { before: true, after: false, text: 'rules removed' },
    });
    expect(previewChanges({ ...f, value: null, targeting: { before: {}, after: {} } } as never, compared).targeting?.text).toBe('rules replaced');
  });
});

describe('promoteView', () => {
  const comparison = { flags: [flag('a', { value: true })] };
  it('given the same environment twice, when shown, then the hint wins over everything else', () => {
    expect(promoteView({ same: true, loading: true, error: new Error('x'), comparison })).toBe('same');
  });
  it('given a comparison loading or failed, when shown, then the skeleton, then the error', () => {
    expect(promoteView({ same: false, loading: true, error: new Error('x'), comparison: null })).toBe('loading');
    expect(promoteView({ same: false, loading: false, error: new Error('x'), comparison: null })).toBe('error');
  });
  it('given a comparison, when shown, then no flags is the empty state and any flags the table; none yet shows nothing', () => {
    expect(promoteView({ same: false, loading: false, error: undefined, comparison: { flags: [] } })).toBe('empty');
    expect(promoteView({ same: false, loading: false, error: undefined, comparison })).toBe('table');
    expect(promoteView({ same: false, loading: false, error: undefined, comparison: null })).toBe('none');
  });
});
