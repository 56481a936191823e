import type { ReactNode } from 'react';
import { Avatar, Box, Stack, Typography } from '@mui/material';

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

/** A small accent-tinted icon tile (the theme's Avatar "tile"). */
export function IconTile({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return (
    <Avatar variant="tile" sx={size === 40 ? undefined : { width: size, height: size }}>
      {children}
    </Avatar>
  );
}

/** One header style for the dashboard's cards. */
export function CardTitle({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="cardTitle">{title}</Typography>
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
