import { useState } from 'react';
import { Box, Button, Card, Chip, Divider, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import PowerSettingsNewRoundedIcon from '@mui/icons-material/PowerSettingsNewRounded';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { FlagValueView } from '../flags/FlagBits';
import { TargetingChip } from '../flags/TargetingChip';
import { isProductionLike } from '../flags/flagListModel';
import { ValueEditor, parseValue, valueText } from '../../components/ValueEditor';
import { shortDateTime } from './format';
import { relativeTime } from './flagPageModel';
import type { EnvironmentStatus, OverrideLayer, SetBy } from './flagPageModel';
import type { PageEnvironment, PageFlag } from './useFlagPage';

const SOURCE_LABEL = { default: 'the default value', environment: 'the environment value', targeting: 'targeting rules' } as const;

function WhoWhen({ setBy, now, fallback }: { setBy: SetBy | undefined | null; now: number; fallback?: string }) {
  if (!setBy)
    return fallback ? (
      <Typography variant="caption" color="text.secondary">
        {fallback}
      </Typography>
    ) : null;
  return (
    <Tooltip title={shortDateTime(setBy.at)}>
      <Typography variant="caption" color="text.secondary">
        Set by <b>{setBy.name}</b> · {relativeTime(setBy.at, now)}
      </Typography>
    </Tooltip>
  );
}

/** One row of the layer stack; the layer that decides what is served is highlighted. */
function Layer({
  label,
  active,
  children,
  aside,
  testId,
}: {
  label: string;
  active: boolean;
  children: React.ReactNode;
  aside?: React.ReactNode;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      data-active={active ? 'true' : 'false'}
      sx={(t) => ({
        position: 'relative',
        px: 1.5,
        py: 1.25,
        borderRadius: 1.5,
        border: 1,
        borderColor: active ? alpha(t.palette.primary.main, 0.5) : 'divider',
        bgcolor: active ? alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.14 : 0.05) : 'transparent',
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="overline" sx={{ lineHeight: 1.6, color: active ? 'primary.main' : 'text.secondary', fontWeight: 700 }}>
              {label}
            </Typography>
            {active && <Chip size="small" color="primary" label="Serving" sx={{ height: 18, fontSize: 10.5, fontWeight: 700 }} />}
          </Stack>
          {children}
        </Box>
        {aside && <Box sx={{ flexShrink: 0 }}>{aside}</Box>}
      </Stack>
    </Box>
  );
}

function OverrideRow({ o, type, now, setBy }: { o: OverrideLayer; type: FlagType; now: number; setBy: SetBy | undefined }) {
  const expiry = o.expiresAt
    ? o.state === 'expired'
      ? `Expired ${relativeTime(o.expiresAt, now)}`
      : `Expires ${relativeTime(o.expiresAt, now)} · ${shortDateTime(o.expiresAt)}`
    : 'No expiry';
  const chip =
    o.state === 'applies' ? (
      <Chip size="small" color="success" label="Applies" sx={{ height: 20, fontSize: 11 }} />
    ) : o.state === 'expired' ? (
      <Chip size="small" label="Expired" sx={{ height: 20, fontSize: 11 }} />
    ) : (
      <Chip size="small" variant="outlined" label="Inactive" sx={{ height: 20, fontSize: 11 }} />
    );
  return (
    <Layer label={`Override · ${o.name}`} active={false} testId={`layer-override-${o.id}`} aside={chip}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FlagValueView type={type} value={o.value} maxWidth="100%" />
        <Typography variant="caption" color={o.servedEnabled ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
          {o.servedEnabled ? 'on' : 'off'}
        </Typography>
      </Stack>
      <Typography
        variant="caption"
        component="div"
        color={o.state === 'applies' && o.expiresAt ? 'warning.main' : 'text.secondary'}
        sx={{ mt: 0.5 }}
        data-testid="override-expiry"
      >
        {expiry}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {o.state === 'applies' ? 'Served instead to clients that ask for this override' : 'Not served now'}
      </Typography>
      <WhoWhen setBy={setBy} now={now} />
    </Layer>
  );
}

/**
 * One environment of the flag page: what it serves now and from which layer (default,
 * environment value, targeting, overrides with their expiry), who set each, edit in place.
 */
export function EnvironmentCard({
  flag,
  env,
  status,
  now,
  setBy,
  canEdit,
  onSwitch,
  onSave,
  onReset,
  onDirty,
}: {
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
}) {
  const type = flag.type as FlagType;
  const served = status.served;
  const own = status.hasCustomValue ? status.customEnabled === true : true;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [saving, setSaving] = useState(false);
  const prod = isProductionLike(env);

  const startEdit = () => {
    setText(valueText(type, status.hasCustomValue ? status.customValue : flag.value));
    setEnabled(own);
    setEditing(true);
  };
  const stopEdit = () => {
    setEditing(false);
    onDirty(false);
  };
  const parsed = parseValue(type, text);
  const save = async () => {
    if (!parsed.ok) return;
    setSaving(true);
    try {
      await onSave({ value: parsed.value, enabled });
      stopEdit();
    } catch {
      // the toast says why; the editor keeps the input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-label={`${env.name} environment`} data-testid={`env-card-${env.name}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1.75, pb: 1.25, alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box sx={{ width: 9, height: 9, borderRadius: '50%', flexShrink: 0, bgcolor: env.status === 'active' ? 'success.main' : 'text.disabled' }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
            {env.name}
          </Typography>
          {prod && <Chip size="small" color="warning" variant="outlined" label="Production" sx={{ height: 20, fontSize: 11 }} />}
        </Stack>
        {canEdit ? (
          <Tooltip title={flag.enabled ? `Turn ${flag.name} ${own ? 'off' : 'on'} in ${env.name}` : 'The kill switch is off: every environment is off'}>
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
      <Box
        sx={(t) => ({ mx: 2, mb: 1.5, p: 1.5, borderRadius: 2, bgcolor: served.enabled ? alpha(t.palette.success.main, 0.08) : 'action.hover' })}
        data-testid="served-now"
      >
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em' }}>
          Serves now
        </Typography>
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
          {served.killed ? 'Off because the kill switch is off' : `From ${SOURCE_LABEL[served.source]}`}
          {status.overrides.some((o) => o.state === 'applies') && ' · overrides below apply to their own clients'}
        </Typography>
      </Box>
      <Divider />
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        <Layer label="Default" active={!served.killed && served.source === 'default'} testId="layer-default">
          <FlagValueView type={type} value={flag.value} maxWidth="100%" />
          <Box>
            <WhoWhen setBy={setBy.flag} now={now} />
          </Box>
        </Layer>
        <Layer
          label="Environment value"
          active={!served.killed && served.source === 'environment'}
          testId="layer-environment"
          aside={
            canEdit && !editing ? (
              <Stack direction="row" spacing={0.5}>
                <Button size="small" startIcon={<EditRoundedIcon />} onClick={startEdit}>
                  Edit
                </Button>
                {status.hasCustomValue && (
                  <Button size="small" color="inherit" startIcon={<RestartAltRoundedIcon />} onClick={() => void onReset()}>
                    Reset
                  </Button>
                )}
              </Stack>
            ) : undefined
          }
        >
          {editing ? (
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              <ValueEditor
                type={type}
                text={text}
                onChange={(t) => {
                  setText(t);
                  onDirty(true);
                }}
                size="small"
                autoFocus
                label={`Value in ${env.name}`}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={enabled}
                    onChange={(e) => {
                      setEnabled(e.target.checked);
                      onDirty(true);
                    }}
                  />
                }
                label={`On in ${env.name}`}
              />
              <Stack direction="row" spacing={1}>
                <Button variant="contained" size="small" onClick={() => void save()} disabled={!parsed.ok || saving}>
                  {saving ? 'Saving...' : 'Save'}
                </Button>
                <Button size="small" onClick={stopEdit} disabled={saving}>
                  Cancel
                </Button>
              </Stack>
            </Stack>
          ) : status.hasCustomValue ? (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FlagValueView type={type} value={status.customValue} maxWidth="100%" />
                {!own && (
                  <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                    off
                  </Typography>
                )}
              </Stack>
              <Box>
                <WhoWhen setBy={setBy.env} now={now} fallback="Set earlier" />
              </Box>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Not set: uses the default
            </Typography>
          )}
        </Layer>
        <Layer label="Targeting" active={!served.killed && served.source === 'targeting'} testId="layer-targeting">
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
          <OverrideRow key={o.id} o={o} type={type} now={now} setBy={setBy.overrides[o.id]} />
        ))}
      </Stack>
    </Card>
  );
}
