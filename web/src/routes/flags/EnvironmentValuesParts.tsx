import { Box, Paper, Skeleton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { ErrorState } from '../../components/StateViews';
import { EnabledBadge, FlagValueView, KeyText } from './FlagBits';
import type { EnvEdit, FlagDefault } from './environmentValuesModel';

/** The accent dot that marks an environment with its own value. */
export const CustomValueDot = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: theme.palette.primary.main,
}));

const TargetingMark = styled(AltRouteRoundedIcon)(({ theme }) => ({ fontSize: 16, color: theme.palette.primary.main }));

const DefaultBar = styled(Stack)(({ theme }) => ({ backgroundColor: theme.palette.action.hover }));

/** The flag's global default and key, above the tabs. */
export function GlobalDefaultBar({ defaults, flagKey }: { defaults: FlagDefault; flagKey: string }) {
  return (
    <DefaultBar
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      sx={{ px: 3, py: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overlineLabel">Global Default</Typography>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
          <FlagValueView type={defaults.type} value={defaults.value} maxWidth={360} />
          <EnabledBadge enabled={defaults.enabled} />
        </Stack>
      </Box>
      <Box sx={{ minWidth: 0, textAlign: { sm: 'right' } }}>
        <Typography variant="overlineLabel">Key</Typography>
        <KeyText value={flagKey} />
      </Box>
    </DefaultBar>
  );
}

export function EnvValuesError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: 3 }}>
      <ErrorState message={message} onRetry={onRetry} />
    </Box>
  );
}

export function EnvValuesLoading() {
  return (
    <Box sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width={110} height={36} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}

export function EnvValuesEmpty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="name">No environments yet</Typography>
      <Typography variant="body2" color="text.secondary">
        Create an environment on the Environments page to give this flag per-environment values.
      </Typography>
    </Box>
  );
}

const EnvTabs = styled(Tabs)(({ theme }) => ({
  borderBottom: `1px solid ${theme.palette.divider}`,
  padding: theme.spacing(0, 1),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 2) },
  '& .MuiTab-root': { minHeight: 52, textTransform: 'none', fontWeight: 600 },
}));

/** One tab per environment, marked when it has its own value or targeting. */
export function EnvironmentTabs({ edits, value, onChange }: { edits: EnvEdit[]; value: number; onChange: (tab: number) => void }) {
  return (
    <EnvTabs value={value} onChange={(_e, v: number) => onChange(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
      {edits.map((e) => (
        <Tab
          key={e.environmentId}
          label={
            <Stack direction="row" spacing={0.875} sx={{ alignItems: 'center' }}>
              <span>{e.environmentName}</span>
              {e.custom && <CustomValueDot role="img" aria-label="custom value" title="Custom value" />}
              {e.targeting && (
                <Tooltip title="Targeting">
                  <TargetingMark aria-label="targeting" />
                </Tooltip>
              )}
            </Stack>
          }
        />
      ))}
    </EnvTabs>
  );
}

/** The bordered row around a switch (Environment Enabled, a boolean value). */
export function SwitchRow({ children }: { children: React.ReactNode }) {
  return <Paper variant="switchRow">{children}</Paper>;
}
