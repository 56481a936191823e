import { Paper, Skeleton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { ErrorState } from '../../components/StateViews';
import { EnabledBadge, FlagValueView, KeyText } from './FlagBits';
import type { EnvEdit, FlagDefault } from './environmentValuesModel';
import { AlignedRow, CentredRow, Shrinkable } from './flagListParts';

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

/** The tinted bar of the flag's global default and key: stacked on phones, the key at the right end from sm. */
const DefaultBar = styled(Stack)(({ theme }) => ({
  backgroundColor: theme.palette.action.hover,
  padding: theme.spacing(2, 3),
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));

const KeyBlock = styled(Shrinkable)(({ theme }) => ({ [theme.breakpoints.up('sm')]: { textAlign: 'right' } }));

/** The flag's global default and key, above the tabs. */
export function GlobalDefaultBar({ defaults, flagKey }: { defaults: FlagDefault; flagKey: string }) {
  return (
    <DefaultBar direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
      <Shrinkable>
        <Typography variant="overlineLabel">Global Default</Typography>
        <CentredRow direction="row" spacing={1.25}>
          <FlagValueView type={defaults.type} value={defaults.value} maxWidth={360} />
          <EnabledBadge enabled={defaults.enabled} />
        </CentredRow>
      </Shrinkable>
      <KeyBlock>
        <Typography variant="overlineLabel">Key</Typography>
        <KeyText value={flagKey} />
      </KeyBlock>
    </DefaultBar>
  );
}

/** The dialog's error, loading and empty states, padded as its panel. */
const StateBox = styled('div')(({ theme }) => ({ padding: theme.spacing(3) }));

const TabsSkeleton = styled(Stack)(({ theme }) => ({ marginBottom: theme.spacing(3) }));

const FieldSkeleton = styled(Skeleton)(({ theme }) => ({ marginBottom: theme.spacing(2) }));

const EmptyBox = styled('div')(({ theme }) => ({ padding: theme.spacing(4), textAlign: 'center' }));

export function EnvValuesError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StateBox>
      <ErrorState message={message} onRetry={onRetry} />
    </StateBox>
  );
}

export function EnvValuesLoading() {
  return (
    <StateBox>
      <TabsSkeleton direction="row" spacing={2}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width={110} height={36} />
        ))}
      </TabsSkeleton>
      <FieldSkeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </StateBox>
  );
}

export function EnvValuesEmpty() {
  return (
    <EmptyBox>
      <Typography variant="name">No environments yet</Typography>
      <Typography variant="body2" color="text.secondary">
        Create an environment on the Environments page to give this flag per-environment values.
      </Typography>
    </EmptyBox>
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
            <AlignedRow direction="row" spacing={0.875}>
              <span>{e.environmentName}</span>
              {e.custom && <CustomValueDot role="img" aria-label="custom value" title="Custom value" />}
              {e.targeting && (
                <Tooltip title="Targeting">
                  <TargetingMark aria-label="targeting" />
                </Tooltip>
              )}
            </AlignedRow>
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
