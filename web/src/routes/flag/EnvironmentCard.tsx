import { Card, Chip, Divider, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
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
import { CenterRow, ShrinkRow, WrapRow } from './flagParts';

const ActiveDot = styled('span', { shouldForwardProp: (p) => p !== 'active' })<{ active: boolean }>(({ theme, active }) => ({
  display: 'block',
  width: 9,
  height: 9,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: active ? theme.palette.success.main : theme.palette.text.disabled,
}));
const ServedBox = styled('div', { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  margin: theme.spacing(0, 2, 1.5),
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: on ? alpha(theme.palette.success.main, 0.08) : theme.palette.action.hover,
}));

const EnvCard = styled(Card)({ display: 'flex', flexDirection: 'column' }) as typeof Card;
const HeaderRow = styled(Stack)(({ theme }) => ({
  padding: theme.spacing(1.75, 2, 1.25),
  alignItems: 'center',
  justifyContent: 'space-between',
}));
const EnvName = styled(Typography)({ minWidth: 0, overflowWrap: 'anywhere' }) as typeof Typography;
const SwitchLabel = styled(FormControlLabel)({ marginRight: 0 });
const ServedRow = styled(WrapRow)(({ theme }) => ({ marginTop: theme.spacing(0.5) }));
const ServedChip = styled(Chip)({ fontWeight: 700 });
const ServedFrom = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.75) })) as typeof Typography;
const LayerStack = styled(Stack)(({ theme }) => ({ padding: theme.spacing(2), flex: 1 }));

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
    <HeaderRow direction="row" spacing={1}>
      <ShrinkRow direction="row" spacing={1}>
        <ActiveDot active={env.status === 'active'} />
        <EnvName variant="cardHeading" component="h3">
          {env.name}
        </EnvName>
        {isProductionLike(env) && <Chip size="xsmall" color="warning" variant="outlined" label="Production" />}
      </ShrinkRow>
      {canEdit ? (
        <Tooltip title={switchTitle(flag, own, env.name)}>
          <SwitchLabel
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
    </HeaderRow>
  );
}

/** What the environment serves now and from which layer. */
function ServedNow({ type, status }: { type: FlagType; status: EnvironmentStatus }) {
  const served = status.served;
  return (
    <ServedBox on={served.enabled} data-testid="served-now">
      <Typography variant="label">Serves now</Typography>
      <ServedRow direction="row" spacing={1} useFlexGap>
        <ServedChip size="small" icon={<PowerSettingsNewRoundedIcon />} label={served.enabled ? 'On' : 'Off'} color={served.enabled ? 'success' : 'default'} />
        <FlagValueView type={type} value={served.value} maxWidth="100%" />
      </ServedRow>
      <ServedFrom variant="caption" component="div" color="text.secondary" data-testid="served-from">
        {servedFromText(served, status.overrides)}
      </ServedFrom>
    </ServedBox>
  );
}

/** The targeting layer: the rules' chip (to the editor), or that there are none. */
function TargetingLayer({ flag, env, status }: Pick<Props, 'flag' | 'env' | 'status'>) {
  return (
    <Layer label="Targeting" active={servingLayer(status.served, 'targeting')} testId="layer-targeting">
      {status.targeting ? (
        <CenterRow direction="row" spacing={1}>
          <TargetingChip
            flagId={flag.id}
            flagKey={flag.key}
            environmentId={env.id}
            value={{ hasTargeting: true, rolloutPercentage: status.targeting.rolloutPercentage, environmentName: env.name }}
          />
          <Typography variant="caption" color="text.secondary">
            Rules decide per user; the environment value is their default
          </Typography>
        </CenterRow>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No targeting rules
        </Typography>
      )}
    </Layer>
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
    <EnvCard component="section" aria-label={`${env.name} environment`} data-testid={`env-card-${env.name}`}>
      <CardHeader flag={flag} env={env} own={own} canEdit={canEdit} onSwitch={onSwitch} />
      <ServedNow type={type} status={status} />
      <Divider />
      <LayerStack spacing={1}>
        <Layer label="Default" active={servingLayer(served, 'default')} testId="layer-default">
          <FlagValueView type={type} value={flag.value} maxWidth="100%" />
          <div>
            <WhoWhen setBy={setBy.flag} now={now} />
          </div>
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
        <TargetingLayer flag={flag} env={env} status={status} />
        {status.overrides.map((o) => (
          <OverrideLayerRow key={o.id} o={o} type={type} now={now} setBy={setBy.overrides[o.id]} />
        ))}
      </LayerStack>
    </EnvCard>
  );
}
