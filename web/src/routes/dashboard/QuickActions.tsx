import type { ReactNode } from 'react';
import { Box, ButtonBase, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { CardTitle, IconTile } from './parts';

const ACTIONS: Array<{ label: string; to: string; icon: ReactNode }> = [
  { label: 'Manage Feature Flags', to: '/flags', icon: <FlagRoundedIcon fontSize="small" /> },
  { label: 'Manage Environments', to: '/environments', icon: <LayersRoundedIcon fontSize="small" /> },
  { label: 'Manage Team', to: '/users', icon: <GroupRoundedIcon fontSize="small" /> },
  { label: 'Manage Overrides', to: '/overrides', icon: <TimerRoundedIcon fontSize="small" /> },
];

/** Quick Actions (spec §2): shortcuts to the project tools. */
export function QuickActions() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <CardTitle title="Quick Actions" />
        <Grid container spacing={1.5}>
          {ACTIONS.map((a) => (
            <Grid key={a.to} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ButtonBase
                component={RouterLink}
                to={a.to}
                sx={(t) => ({
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  p: 1.5,
                  borderRadius: '12px',
                  border: 1,
                  borderColor: 'divider',
                  transition: 'border-color 150ms, background-color 150ms',
                  '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: alpha(t.palette.primary.main, 0.05) },
                  '&:hover .qa-chevron': { transform: 'translateX(2px)', color: t.palette.mode === 'dark' ? 'primary.light' : 'primary.main' },
                })}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%' }}>
                  <IconTile size={34}>{a.icon}</IconTile>
                  <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                    {a.label}
                  </Typography>
                  <Box className="qa-chevron" sx={{ display: 'flex', color: 'text.secondary', transition: 'transform 150ms' }}>
                    <ChevronRightRoundedIcon fontSize="small" />
                  </Box>
                </Stack>
              </ButtonBase>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
