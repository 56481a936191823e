import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import HowToRegRoundedIcon from '@mui/icons-material/HowToRegRounded';
import ScheduleSendRoundedIcon from '@mui/icons-material/ScheduleSendRounded';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';

export interface MemberStatsView {
  total: number;
  active: number;
  pending: number;
  admins: number;
}

/** The four stat cards of spec §2: Total Users, Active Users, Pending Invites, Admins. */
export function MemberStats({ stats, loading }: { stats: MemberStatsView; loading: boolean }) {
  const cards: Array<{ label: string; value: number; note: string; icon: ReactNode }> = [
    { label: 'Total Users', value: stats.total, note: 'Including the owner', icon: <GroupRoundedIcon /> },
    { label: 'Active Users', value: stats.active, note: 'With access today', icon: <HowToRegRoundedIcon /> },
    { label: 'Pending Invites', value: stats.pending, note: 'Awaiting acceptance', icon: <ScheduleSendRoundedIcon /> },
    { label: 'Admins', value: stats.admins, note: 'Owner and admins', icon: <AdminPanelSettingsRoundedIcon /> },
  ];
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2.5 }} sx={{ mb: 3 }}>
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Typography variant="subtitle2" color="text.secondary" sx={{ fontSize: { xs: 13, sm: 14 } }}>
                  {c.label}
                </Typography>
                <Box
                  sx={(t) => ({
                    width: 36,
                    height: 36,
                    borderRadius: '10px',
                    display: { xs: 'none', sm: 'grid' },
                    placeItems: 'center',
                    flexShrink: 0,
                    color: t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main,
                    bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.22 : 0.1),
                    '& svg': { fontSize: 20 },
                  })}
                >
                  {c.icon}
                </Box>
              </Stack>
              <Typography
                variant="h4"
                component="p"
                sx={{ mt: { xs: 0.5, sm: 0 }, fontSize: { xs: 26, sm: 32 }, lineHeight: 1.15 }}
                aria-label={`${c.label}: ${c.value}`}
              >
                {loading ? <Skeleton width={40} /> : c.value}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontSize: { xs: 12.5, sm: 14 } }}>
                {loading ? <Skeleton width={110} /> : c.note}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
