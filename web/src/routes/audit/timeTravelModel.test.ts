import { describe, expect, it } from 'vitest';
import type { TodayProject } from './timeTravelModel';
import {
  overrideChipOf,
  overrideLine,
  pendingInvitations,
  pinOf,
  planLine,
  prettyBody,
  restoreTargetOf,
  sinceChipOf,
  sinceStates,
  typeOfValue,
  valueEntries,
} from './timeTravelModel';
import type { PastProject } from './timeTravelModel';

const flag = { id: 'f1', key: 'dark_mode', name: 'Dark mode', description: '', type: 'boolean', value: false, enabled: true };
const env = { id: 'e1', name: 'production', type: 'production', variables: { dark_mode: { value: true, enabled: true } } };
const override = {
  id: 'o1',
  name: 'QA',
  featureFlagValues: {},
  expiresAt: null,
  isActive: true,
  expired: false,
  environment: { id: 'e1', name: 'production' },
};
const past = { featureFlags: [flag], environments: [env], overrides: [override] } as unknown as PastProject;
const current = (extra: Partial<Record<'featureFlags' | 'environments' | 'overrides', unknown[]>> = {}) =>
  ({ featureFlags: [flag], environments: [env], overrides: [override], ...extra }) as unknown as TodayProject;

describe('time travel model', () => {
  it('compares each past entity with today', () => {
    const same = sinceStates(past, current());
    expect([same.flag(flag as never), same.environment(env as never), same.override(override as never)]).toEqual(['same', 'same', 'same']);
    const gone = sinceStates(past, current({ featureFlags: [], environments: [], overrides: [] }));
    expect([gone.flag(flag as never), gone.environment(env as never), gone.override(override as never)]).toEqual(['deleted', 'deleted', 'deleted']);
    // a flag's values per environment count as the flag
    const valueChanged = sinceStates(past, current({ environments: [{ ...env, variables: {} }] }));
    expect(valueChanged.flag(flag as never)).toBe('changed');
    expect(valueChanged.environment(env as never)).toBe('changed');
    expect(sinceStates(past, current({ overrides: [{ ...override, isActive: false }] })).override(override as never)).toBe('changed');
  });

  it('labels the since chip', () => {
    expect(sinceChipOf('same')).toBeNull();
    expect(sinceChipOf('deleted')).toEqual({ label: 'Deleted since', colour: 'error' });
    expect(sinceChipOf('changed')).toEqual({ label: 'Changed since', colour: 'warning' });
    expect(sinceChipOf('new')).toEqual({ label: 'Not yet created', colour: 'default' });
  });

  it('pins restores to the shown event', () => {
    const at = { position: 42, time: '2026-06-01T12:00:00.000Z', eventCount: 42 };
    expect(pinOf(at, 'event #42')).toEqual({ position: 42, at: at.time, label: 'event #42' });
    expect(restoreTargetOf(at, 'flag', 'f1', 'Dark mode')).toEqual({
      kind: 'flag',
      id: 'f1',
      name: 'Dark mode',
      instant: { position: 42, at: at.time, label: 'as of event #42' },
    });
  });

  it('types and lists stored values', () => {
    expect([true, 1, 'x', { a: 1 }, null].map(typeOfValue)).toEqual(['boolean', 'number', 'string', 'json', 'json']);
    expect(valueEntries(null)).toEqual([]);
    expect(valueEntries({ a: { value: 1, enabled: true } })).toEqual([['a', { value: 1, enabled: true }]]);
  });

  it('describes overrides, the plan and invitations', () => {
    expect(overrideChipOf({ expired: true, isActive: true })).toEqual({ label: 'Expired', color: 'default', variant: 'outlined' });
    expect(overrideChipOf({ expired: false, isActive: true })).toEqual({ label: 'Active', color: 'success', variant: 'filled' });
    expect(overrideLine(override as never, {})).toBe('on production · never expires');
    expect(overrideLine({ ...override, environment: { id: 'e9', name: null } } as never, { e9: 'staging' })).toBe('on staging · never expires');
    expect(overrideLine({ ...override, environment: null } as never, {})).toBe('on a removed environment · never expires');
    expect(planLine({ planId: 'free', variant: 'Month', expiresAt: null } as never)).toBe(' plan');
    expect(planLine({ planId: 'pro', variant: 'Year', expiresAt: null } as never)).toBe(' plan (yearly)');
    expect(pendingInvitations({ invitations: [{ status: 'pending' }, { status: 'accepted' }] } as never)).toBe(1);
  });

  it('pretty-prints a JSON body and leaves other text alone', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('not json')).toBe('not json');
    expect(prettyBody(undefined)).toBe('');
  });
});
