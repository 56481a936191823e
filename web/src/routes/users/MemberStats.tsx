import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
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

const Cards = styled(Grid)(({ theme }) => ({ marginBottom: theme.spacing(3) }));
const StatCard = styled(Card)({ height: '100%' });
const StatContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(2),
  '&:last-child': { paddingBottom: theme.spacing(2) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2.5), '&:last-child': { paddingBottom: theme.spacing(2.5) } },
}));
const TopLine = styled(Stack)({ justifyContent: 'space-between', alignItems: 'flex-start' });
const Label = styled(Typography)(({ theme }) => ({ fontSize: 13, [theme.breakpoints.up('sm')]: { fontSize: 14 } }));
/** The accent-tinted icon tile (from sm up). */
const IconTile = styled('div')(({ theme }) => ({
  width: 36,
  height: 36,
  borderRadius: '10px',
  display: 'none',
  placeItems: 'center',
  flexShrink: 0,
  color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main,
  backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1),
  '& svg': { fontSize: 20 },
  [theme.breakpoints.up('sm')]: { display: 'grid' },
}));
const Value = styled(Typography)(({ theme }) => ({
  marginTop: theme.spacing(0.5),
  fontSize: 26,
  lineHeight: 1.15,
  [theme.breakpoints.up('sm')]: { marginTop: 0, fontSize: 32 },
})) as typeof Typography;
const Note = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.5), fontSize: 12.5, [theme.breakpoints.up('sm')]: { fontSize: 14 } }));

/** The four stat cards of spec §2: Total Users, Active Users, Pending Invites, Admins. */
export function MemberStats({ stats, loading }: { stats: MemberStatsView; loading: boolean }) {
  const cards: Array<{ label: string; value: number; note: string; icon: ReactNode }> = [
    { label: 'Total Users', value: stats.total, note: 'Including the owner', icon: <GroupRoundedIcon /> },
    { label: 'Active Users', value: stats.active, note: 'With access today', icon: <HowToRegRoundedIcon /> },
    { label: 'Pending Invites', value: stats.pending, note: 'Awaiting acceptance', icon: <ScheduleSendRoundedIcon /> },
    { label: 'Admins', value: stats.admins, note: 'Owner and admins', icon: <AdminPanelSettingsRoundedIcon /> },
  ];
  return (
    <Cards container spacing={{ xs: 1.5, sm: 2.5 }}>
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 6, md: 3 }}>
          <StatCard>
            <StatContent>
              <TopLine direction="row" spacing={1}>
                <Label variant="subtitle2" color="text.secondary">
                  {c.label}
                </Label>
                <IconTile>{c.icon}</IconTile>
              </TopLine>
              <Value variant="h4" component="p" aria-label={`${c.label}: ${c.value}`}>
                {loading ? <Skeleton width={40} /> : c.value}
              </Value>
              <Note variant="body2" color="text.secondary">
                {loading ? <Skeleton width={110} /> : c.note}
              </Note>
            </StatContent>
          </StatCard>
        </Grid>
      ))}
    </Cards>
  );
}
