import type { ReactNode } from 'react';
import { Avatar, Box, CardContent, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

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

/** The tile at another size than the theme's 40 px. */
const SizedTile = styled(Avatar, { shouldForwardProp: (p) => p !== 'side' })<{ side: number }>(({ side }) => ({ width: side, height: side }));

/** A small accent-tinted icon tile (the theme's Avatar "tile"). */
export function IconTile({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return size === 40 ? (
    <Avatar variant="tile">{children}</Avatar>
  ) : (
    <SizedTile variant="tile" side={size}>
      {children}
    </SizedTile>
  );
}

/** The padding of a dashboard card that is not a grid cell's "panel" (Quick Actions): 20 px, 24 px from sm. */
export const CardBody = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2.5),
  '&:last-child': { paddingBottom: theme.spacing(2.5) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } },
}));

const TitleRow = styled(Stack)(({ theme }) => ({ justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: theme.spacing(2.5) }));
const Shrinkable = styled(Box)({ minWidth: 0 });

/** One header style for the dashboard's cards. */
export function CardTitle({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <TitleRow direction="row" spacing={1}>
      <Shrinkable>
        <Typography variant="cardTitle">{title}</Typography>
        {subtitle && (
          <Typography variant="body2" color="textSecondary">
            {subtitle}
          </Typography>
        )}
      </Shrinkable>
      {action}
    </TitleRow>
  );
}
