import { Box, Card, CardContent, Chip, Stack, Switch, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import PowerSettingsNewRoundedIcon from '@mui/icons-material/PowerSettingsNewRounded';

/** The flag's kill switch: live (each environment decides) or killed (off everywhere). */
export function KillSwitchCard({ flag, canManage, onKill }: { flag: { name: string; enabled: boolean }; canManage: boolean; onKill: (on: boolean) => void }) {
  const live = flag.enabled;
  return (
    <Card
      data-testid="kill-switch"
      sx={(t) => ({
        height: '100%',
        borderColor: live ? 'divider' : alpha(t.palette.error.main, 0.5),
        bgcolor: live ? 'background.paper' : alpha(t.palette.error.main, 0.05),
      })}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 40,
                height: 40,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: live ? 'success.main' : 'error.main',
                color: '#fff',
                flexShrink: 0,
              }}
            >
              <PowerSettingsNewRoundedIcon />
            </Box>
            <Box>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                Kill switch · {live ? 'Live' : 'Killed'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {live
                  ? 'Each environment serves its own state below. Turn off to stop this flag everywhere at once.'
                  : 'Off in every environment and override, whatever they say.'}
              </Typography>
            </Box>
          </Stack>
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
        </Stack>
      </CardContent>
    </Card>
  );
}
