import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** Defaults when the stats are absent (spec §3). */
export const EMPTY_STATS = {
  totalEnvironments: 0,
  totalFeatureFlags: 0,
  totalOverrides: 0,
  recentFlags: 0,
  recentEnvironments: 0,
  projectName: 'Unknown Project',
  projectStatus: 'inactive',
};

export type DashboardStatsView = typeof EMPTY_STATS;

/** A small accent-tinted icon tile. */
export function IconTile({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return (
    <Box
      sx={(t) => ({
        width: size,
        height: size,
        borderRadius: '12px',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        color: t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main,
        bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.22 : 0.1),
      })}
    >
      {children}
    </Box>
  );
}

/** One header style for the dashboard's cards. */
export function CardTitle({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" sx={{ fontSize: 17 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="textSecondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}
