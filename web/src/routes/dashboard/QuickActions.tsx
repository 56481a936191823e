import { memo } from 'react';
import type { ReactNode } from 'react';
import { Box, ButtonBase, Card, Grid, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import GroupRoundedIcon from '@mui/icons-material/GroupRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { CardBody, CardTitle, IconTile } from './parts';

const ACTIONS: Array<{ label: string; to: string; icon: ReactNode }> = [
  { label: 'Manage Feature Flags', to: '/flags', icon: <FlagRoundedIcon fontSize="small" /> },
  { label: 'Manage Environments', to: '/environments', icon: <LayersRoundedIcon fontSize="small" /> },
  { label: 'Manage Team', to: '/users', icon: <GroupRoundedIcon fontSize="small" /> },
  { label: 'Manage Overrides', to: '/overrides', icon: <TimerRoundedIcon fontSize="small" /> },
];

/** A shortcut: a bordered tile that tints with the accent on hover or keyboard focus, its chevron nudged. */
// cast: styled() drops ButtonBase's `component` prop from the type
const Shortcut = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'left',
  padding: theme.spacing(1.5),
  borderRadius: '12px',
  border: '1px solid',
  borderColor: theme.palette.divider,
  transition: 'border-color 150ms, background-color 150ms',
  '&:hover, &.Mui-focusVisible': { borderColor: theme.palette.primary.main, backgroundColor: alpha(theme.palette.primary.main, 0.05) },
  '&:hover .qa-chevron': { transform: 'translateX(2px)', color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main },
})) as typeof ButtonBase;
const ShortcutLine = styled(Stack)({ alignItems: 'center', width: '100%' });
const ShortcutLabel = styled(Typography)({ fontWeight: 600, flex: 1 });
const Chevron = styled(Box)(({ theme }) => ({ display: 'flex', color: theme.palette.text.secondary, transition: 'transform 150ms' }));

/** Quick Actions (spec §2): shortcuts to the project tools. */
export const QuickActions = memo(function QuickActions() {
  return (
    <Card>
      <CardBody>
        <CardTitle title="Quick Actions" />
        <Grid container spacing={1.5}>
          {ACTIONS.map((a) => (
            <Grid key={a.to} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Shortcut component={RouterLink} to={a.to}>
                <ShortcutLine direction="row" spacing={1.5}>
                  <IconTile size={34}>{a.icon}</IconTile>
                  <ShortcutLabel variant="body2">{a.label}</ShortcutLabel>
                  <Chevron className="qa-chevron">
                    <ChevronRightRoundedIcon fontSize="small" />
                  </Chevron>
                </ShortcutLine>
              </Shortcut>
            </Grid>
          ))}
        </Grid>
      </CardBody>
    </Card>
  );
});
