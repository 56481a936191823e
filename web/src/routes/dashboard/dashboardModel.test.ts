import { describe, expect, it } from 'vitest';
import { dashboardView } from './dashboardModel';
import { EMPTY_STATS } from './parts';

const STATS = { ...EMPTY_STATS, projectName: 'Web Shop', projectStatus: 'active', totalFeatureFlags: 4 };

describe('dashboardView', () => {
  it('while the first load runs: the selected project’s name, loading, no failure', () => {
    expect(dashboardView({ stats: undefined, loading: true, failed: false }, 'Shop')).toMatchObject({
      name: 'Shop',
      loading: true,
      failed: false,
      stats: EMPTY_STATS,
    });
  });

  it('once loaded: the server’s name and status', () => {
    expect(dashboardView({ stats: STATS, loading: false, failed: false }, 'Shop')).toMatchObject({
      name: 'Web Shop',
      status: 'active',
      active: true,
      loading: false,
    });
    expect(dashboardView({ stats: { ...STATS, projectName: '', projectStatus: '' }, loading: false, failed: false }, 'Shop')).toMatchObject({
      name: 'Shop',
      status: 'inactive',
      active: false,
    });
  });

  it('failed stats never show "Unknown Project": the selected name, marked failed (issue 17)', () => {
    expect(dashboardView({ stats: undefined, loading: false, failed: true }, 'Shop')).toMatchObject({ name: 'Shop', failed: true, loading: false });
    // a refresh that fails keeps the numbers already shown
    expect(dashboardView({ stats: STATS, loading: false, failed: true }, 'Shop').failed).toBe(false);
  });
});
