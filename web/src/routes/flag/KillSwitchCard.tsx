import { Card, CardContent, Chip, Switch, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import PowerSettingsNewRoundedIcon from '@mui/icons-material/PowerSettingsNewRounded';
import { CenterRow, SpreadRow } from './flagParts';

/** Live: the card's usual border and paper; killed: tinted with the error colour. */
const SwitchCard = styled(Card, { shouldForwardProp: (p) => p !== 'live' })<{ live: boolean }>(({ theme, live }) => ({
  height: '100%',
  borderColor: live ? theme.palette.divider : alpha(theme.palette.error.main, 0.5),
  backgroundColor: live ? theme.palette.background.paper : alpha(theme.palette.error.main, 0.05),
}));
const PowerTile = styled('div', { shouldForwardProp: (p) => p !== 'live' })<{ live: boolean }>(({ theme, live }) => ({
  width: 40,
  height: 40,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: live ? theme.palette.success.main : theme.palette.error.main,
  color: '#fff',
  flexShrink: 0,
}));

/** The flag's kill switch: live (each environment decides) or killed (off everywhere). */
export function KillSwitchCard({ flag, canManage, onKill }: { flag: { name: string; enabled: boolean }; canManage: boolean; onKill: (on: boolean) => void }) {
  const live = flag.enabled;
  return (
    <SwitchCard data-testid="kill-switch" live={live}>
      <CardContent>
        <SpreadRow direction="row" spacing={2}>
          <CenterRow direction="row" spacing={1.5}>
            <PowerTile live={live}>
              <PowerSettingsNewRoundedIcon />
            </PowerTile>
            <div>
              <Typography variant="cardHeading">Kill switch · {live ? 'Live' : 'Killed'}</Typography>
              <Typography variant="body2" color="text.secondary">
                {live
                  ? 'Each environment serves its own state below. Turn off to stop this flag everywhere at once.'
                  : 'Off in every environment and override, whatever they say.'}
              </Typography>
            </div>
          </CenterRow>
          {canManage ? (
            <Switch
              checked={live}
              onChange={(e) => onKill(e.target.checked)}
              color={live ? 'success' : 'error'}
              slotProps={{ input: { 'aria-label': `Kill switch for ${flag.name}` } }}
            />
          ) : (
            <Chip label={live ? 'Live' : 'Killed'} color={live ? 'success' : 'error'} />
          )}
        </SpreadRow>
      </CardContent>
    </SwitchCard>
  );
}
