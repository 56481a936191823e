import { Box, Card, Chip, Divider, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import PowerSettingsNewRoundedIcon from '@mui/icons-material/PowerSettingsNewRounded';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { FlagValueView } from '../flags/FlagBits';
import { TargetingChip } from '../flags/TargetingChip';
import { isProductionLike } from '../flags/flagListModel';
import type { EnvironmentStatus, SetBy } from './flagPageModel';
import type { PageEnvironment, PageFlag } from './useFlagPage';
import { ownEnabled, servedFromText, servingLayer, switchTitle } from './flagEnvironmentModel';
import { EnvironmentValueLayer, Layer, OverrideLayerRow, WhoWhen } from './EnvironmentLayers';
import { useEnvironmentValueEdit } from './useEnvironmentValueEdit';

const ActiveDot = styled('span', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  display: 'block',
  width: 9,
  height: 9,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: active ? theme.palette.success.main : theme.palette.text.disabled,
}));
const ServedBox = styled(Box, { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  margin: theme.spacing(0, 2, 1.5),
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: on ? alpha(theme.palette.success.main, 0.08) : theme.palette.action.hover,
}));

interface Props {
  flag: PageFlag;
  env: PageEnvironment;
  status: EnvironmentStatus;
  now: number;
  setBy: { flag: SetBy | null; env: SetBy | undefined; overrides: Record<string, SetBy> };
  canEdit: boolean;
  onSwitch: (on: boolean) => void;
  onSave: (setting: { value: FlagValue; enabled: boolean }) => Promise<unknown>;
  onReset: () => Promise<unknown>;
  onDirty: (dirty: boolean) => void;
}

/** The environment's name, production mark, and its switch (or On/Off for readers). */
function CardHeader({ flag, env, own, canEdit, onSwitch }: Pick<Props, 'flag' | 'env' | 'canEdit' | 'onSwitch'> & { own: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1.75, pb: 1.25, alignItems: 'center', justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ActiveDot active={env.status === 'active'} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {env.name}
        </Typography>
        {isProductionLike(env) && <Chip size="xsmall" color="warning" variant="outlined" label="Production" />}
      </Stack>
      {canEdit ? (
        <Tooltip title={switchTitle(flag, own, env.name)}>
          <FormControlLabel
            sx={{ mr: 0 }}
            labelPlacement="start"
            label={
              <Typography variant="body2" color="text.secondary">
                {own ? 'On' : 'Off'}
              </Typography>
            }
            control={
              <Switch checked={own} onChange={(e) => onSwitch(e.target.checked)} slotProps={{ input: { 'aria-label': `${flag.name} in ${env.name}` } }} />
            }
          />
        </Tooltip>
      ) : (
        <Chip size="small" label={own ? 'On' : 'Off'} />
      )}
    </Stack>
  );
}

/** What the environment serves now and from which layer. */
function ServedNow({ type, status }: { type: FlagType; status: EnvironmentStatus }) {
  const served = status.served;
  return (
    <ServedBox on={served.enabled} data-testid="served-now">
      <Typography variant="label">Serves now</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Chip
          size="small"
          icon={<PowerSettingsNewRoundedIcon />}
          label={served.enabled ? 'On' : 'Off'}
          color={served.enabled ? 'success' : 'default'}
          sx={{ fontWeight: 700 }}
        />
        <FlagValueView type={type} value={served.value} maxWidth="100%" />
      </Stack>
      <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.75 }} data-testid="served-from">
        {servedFromText(served, status.overrides)}
      </Typography>
    </ServedBox>
  );
}

/**
 * One environment of the flag page: what it serves now and from which layer (default,
 * environment value, targeting, overrides with their expiry), who set each, edit in place.
 */
export function EnvironmentCard({ flag, env, status, now, setBy, canEdit, onSwitch, onSave, onReset, onDirty }: Props) {
  const type = flag.type as FlagType;
  const served = status.served;
  const own = ownEnabled(status);
  const edit = useEnvironmentValueEdit({ type, startValue: status.hasCustomValue ? status.customValue : flag.value, own, onSave, onDirty });
  return (
    <Card component="section" aria-label={`${env.name} environment`} data-testid={`env-card-${env.name}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardHeader flag={flag} env={env} own={own} canEdit={canEdit} onSwitch={onSwitch} />
      <ServedNow type={type} status={status} />
      <Divider />
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        <Layer label="Default" active={servingLayer(served, 'default')} testId="layer-default">
          <FlagValueView type={type} value={flag.value} maxWidth="100%" />
          <Box>
            <WhoWhen setBy={setBy.flag} now={now} />
          </Box>
        </Layer>
        <EnvironmentValueLayer
          edit={edit}
          type={type}
          envName={env.name}
          status={status}
          own={own}
          active={servingLayer(served, 'environment')}
          canEdit={canEdit}
          setBy={setBy.env}
          now={now}
          onReset={onReset}
        />
        <Layer label="Targeting" active={servingLayer(served, 'targeting')} testId="layer-targeting">
          {status.targeting ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TargetingChip
                flagId={flag.id}
                flagKey={flag.key}
                environmentId={env.id}
                value={{ hasTargeting: true, rolloutPercentage: status.targeting.rolloutPercentage, environmentName: env.name }}
              />
              <Typography variant="caption" color="text.secondary">
                Rules decide per user; the environment value is their default
              </Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No targeting rules
            </Typography>
          )}
        </Layer>
        {status.overrides.map((o) => (
          <OverrideLayerRow key={o.id} o={o} type={type} now={now} setBy={setBy.overrides[o.id]} />
        ))}
      </Stack>
    </Card>
  );
}
