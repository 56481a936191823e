import { EMPTY_STATS } from './parts';
import type { DashboardStatsView } from './parts';

/**
 * What the dashboard's header and cards show from the stats answer. While the first load runs the
 * title is the selected project's name; once loaded, the server's. Failed stats (issue 17) never
 * show "Unknown Project / 0 / 0 / 0": the selected project's name, no status and no numbers.
 */
export function dashboardView(
  answer: { stats: DashboardStatsView | undefined; loading: boolean; failed: boolean },
  fallbackName: string,
): { stats: DashboardStatsView; name: string; status: string; active: boolean; loading: boolean; failed: boolean } {
  const stats = answer.stats ?? EMPTY_STATS;
  const status = stats.projectStatus || EMPTY_STATS.projectStatus;
  return {
    stats,
    name: answer.stats ? stats.projectName || fallbackName : fallbackName,
    status,
    active: status === 'active',
    loading: !answer.stats && answer.loading,
    failed: answer.failed && !answer.stats,
  };
}
