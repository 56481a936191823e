import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Breadcrumbs, Button, Card, CardContent, Chip, Grid, Link, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import PowerSettingsNewRoundedIcon from '@mui/icons-material/PowerSettingsNewRounded';
import { mayRestore } from '@flagstream/domain';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { useProjects } from '../../state/ProjectsProvider';
import { EmptyState, ErrorState, NoProjectSelected } from '../../components/StateViews';
import { CopyButton } from '../../components/CopyButton';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useConfirmChange } from '../../components/useConfirmChange';
import { ValueEditor, parseValue, valueText } from '../../components/ValueEditor';
import { describeError } from '../../apollo/errors';
import { FlagValueView, TypeBadge } from '../flags/FlagBits';
import { FlagFormDialog } from '../flags/FlagFormDialog';
import { environmentSwitchWrite, isProductionLike } from '../flags/flagListModel';
import { EnvironmentCard } from './EnvironmentCard';
import { FlagHistoryCard } from './FlagHistoryCard';
import { SnippetCard } from './SnippetCard';
import { FlagUsageSection } from './FlagUsageSection';
import { ArchivedBanner } from './ArchivedBanner';
import { useFlagPage } from './useFlagPage';
import type { PageEnvironment } from './useFlagPage';
import { shortDateTime } from './format';

/** The flag page (/flags/{key}): per environment what is served now, why and who set it; edit in place; history; code. */
export default function FlagPage() {
  const { key = '' } = useParams();
  const { current, loading } = useProjects();
  if (loading) return <PageSkeleton />;
  if (!current) return <NoProjectSelected />;
  return <FlagScreen key={`${current.id}:${key}`} projectId={current.id} projectUuid={current.uuid} flagKey={key} permissions={current.permissions} />;
}

function FlagScreen({
  projectId,
  projectUuid,
  flagKey,
  permissions,
}: {
  projectId: string;
  projectUuid: string;
  flagKey: string;
  permissions: { canManageFlags: boolean; canManageEnvironments: boolean; canManageOverrides: boolean };
}) {
  const p = useFlagPage(projectId, flagKey);
  const { ask, dialog } = useConfirmChange();
  const [editOpen, setEditOpen] = useState(false);
  const [dirtyEnvs, setDirtyEnvs] = useState<ReadonlySet<string>>(new Set());
  const [defaultText, setDefaultText] = useState<string | null>(null);

  if (p.loading) return <PageSkeleton />;
  if (p.notFound) {
    return (
      <EmptyState
        icon={<FlagRoundedIcon sx={{ fontSize: 44 }} />}
        title="Flag not found"
        description={`This project has no flag with the key “${flagKey}”. It may have been deleted or renamed.`}
        action={
          <Button component={RouterLink} to="/flags" variant="contained">
            Back to Feature Flags
          </Button>
        }
      />
    );
  }
  if (p.error || !p.flag)
    return <ErrorState title="Error loading the feature flag" message={p.error ? describeError(p.error) : undefined} onRetry={() => void p.refetch()} />;

  const flag = p.flag;
  const type = flag.type as FlagType;
  const prodEnvs = p.environments.filter(isProductionLike);
  const setDirty = (envId: string, dirty: boolean) =>
    setDirtyEnvs((s) => {
      const n = new Set(s);
      if (dirty) n.add(envId);
      else n.delete(envId);
      return n;
    });

  const kill = (on: boolean) =>
    ask(prodEnvs.length > 0, {
      title: on ? `Turn ${flag.name} back on?` : `Turn off ${flag.name} everywhere?`,
      confirmLabel: on ? 'Turn on' : 'Turn off everywhere',
      message: on ? (
        <>
          Each environment, including <b>{prodEnvs.map((e) => e.name).join(', ')}</b>, serves its own state again.
        </>
      ) : (
        <>
          The flag is served off in every environment and override, including <b>{prodEnvs.map((e) => e.name).join(', ')}</b>, until you turn it back on.
        </>
      ),
      run: () => p.setKillSwitch(on),
    });

  const switchEnv = (env: PageEnvironment, on: boolean) => {
    const row = flag.environmentValues.find((r) => r.environmentId === env.id);
    return ask(isProductionLike(env), {
      title: `Turn ${flag.name} ${on ? 'on' : 'off'} in ${env.name}?`,
      confirmLabel: on ? `Turn on in ${env.name}` : `Turn off in ${env.name}`,
      message: (
        <>
          <b>{env.name}</b> is a production environment: applications using it see the change at once.
        </>
      ),
      run: () => p.setEnvironment(env, environmentSwitchWrite(flag, row, on), `${flag.name} turned ${on ? 'on' : 'off'} in ${env.name}`),
    });
  };

  const saveEnv = (env: PageEnvironment, setting: { value: FlagValue; enabled: boolean }) =>
    new Promise<unknown>((resolve, reject) => {
      const run = () =>
        p.setEnvironment(env, setting, `${flag.name} saved in ${env.name}`).then(resolve, (e) => {
          reject(e);
          throw e;
        });
      if (!isProductionLike(env)) {
        run().catch(() => undefined);
        return;
      }
      ask(true, {
        title: `Change ${flag.name} in ${env.name}?`,
        confirmLabel: 'Save',
        message: (
          <>
            <b>{env.name}</b> is a production environment: applications using it see the new value at once.
          </>
        ),
        run,
      });
    });

  const resetEnv = (env: PageEnvironment) =>
    new Promise<unknown>((resolve) => {
      ask(isProductionLike(env), {
        title: `Reset ${flag.name} in ${env.name}?`,
        confirmLabel: 'Reset to default',
        message: (
          <>
            <b>{env.name}</b> will serve the default value{isProductionLike(env) ? ' at once' : ''}.
          </>
        ),
        run: () => p.setEnvironment(env, null, `${flag.name} reset to the default in ${env.name}`).then(resolve, resolve),
      });
    });

  const defaultParsed = defaultText === null ? null : parseValue(type, defaultText);
  const saveDefault = async () => {
    if (!defaultParsed?.ok) return;
    try {
      await p.setDefault(defaultParsed.value);
      setDefaultText(null);
    } catch {
      // the toast says why; the editor keeps the input
    }
  };

  const dirty = dirtyEnvs.size > 0 || defaultText !== null;

  return (
    <Box>
      <UnsavedChangesPrompt dirty={dirty} what="flag values" />
      <Breadcrumbs sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to="/flags" underline="hover" color="inherit">
          Feature Flags
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {flag.name}
        </Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.25} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
              {flag.name}
            </Typography>
            <TypeBadge type={type} />
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, minWidth: 0 }}>
            <Typography
              component="code"
              data-testid="flag-key"
              sx={{ fontFamily: 'fontFamilyMono', fontSize: 14, color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {flag.key}
            </Typography>
            <CopyButton value={flag.key} label="Copy key" toast="Flag key copied to clipboard" />
          </Stack>
          {flag.description && (
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
              {flag.description}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Created {shortDateTime(flag.createdAt)} · Updated {shortDateTime(flag.updatedAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<HistoryRoundedIcon />} href="#history">
            History
          </Button>
          {permissions.canManageFlags && (
            <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={() => setEditOpen(true)}>
              Edit Flag
            </Button>
          )}
        </Stack>
      </Stack>

      <ArchivedBanner projectId={projectId} flagId={flag.id} flagName={flag.name} canManage={permissions.canManageFlags} />
      <Grid container spacing={2.5} sx={{ mb: 2.5 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card
            data-testid="kill-switch"
            sx={(t) => ({
              height: '100%',
              borderColor: flag.enabled ? 'divider' : alpha(t.palette.error.main, 0.5),
              bgcolor: flag.enabled ? 'background.paper' : alpha(t.palette.error.main, 0.05),
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
                      bgcolor: flag.enabled ? 'success.main' : 'error.main',
                      color: '#fff',
                      flexShrink: 0,
                    }}
                  >
                    <PowerSettingsNewRoundedIcon />
                  </Box>
                  <Box>
                    <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                      Kill switch · {flag.enabled ? 'Live' : 'Killed'}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {flag.enabled
                        ? 'Each environment serves its own state below. Turn off to stop this flag everywhere at once.'
                        : 'Off in every environment and override, whatever they say.'}
                    </Typography>
                  </Box>
                </Stack>
                {permissions.canManageFlags ? (
                  <Switch
                    checked={flag.enabled}
                    onChange={(e) => kill(e.target.checked)}
                    color={flag.enabled ? 'success' : 'error'}
                    slotProps={{ input: { 'aria-label': `Kill switch for ${flag.name}` } }}
                  />
                ) : (
                  <Chip label={flag.enabled ? 'Live' : 'Killed'} color={flag.enabled ? 'success' : 'error'} />
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    Default value
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Served where an environment has no value of its own
                  </Typography>
                  {defaultText === null ? (
                    <FlagValueView type={type} value={flag.value} maxWidth="100%" />
                  ) : (
                    <Stack spacing={1.5}>
                      <ValueEditor type={type} text={defaultText} onChange={setDefaultText} size="small" autoFocus label="Default value" />
                      <Stack direction="row" spacing={1}>
                        <Button variant="contained" size="small" onClick={() => void saveDefault()} disabled={!defaultParsed?.ok}>
                          Save
                        </Button>
                        <Button size="small" onClick={() => setDefaultText(null)}>
                          Cancel
                        </Button>
                      </Stack>
                    </Stack>
                  )}
                </Box>
                {permissions.canManageFlags && defaultText === null && (
                  <Button size="small" startIcon={<EditRoundedIcon />} onClick={() => setDefaultText(valueText(type, flag.value))}>
                    Edit
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Environments
      </Typography>
      {p.targetingError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Targeting could not be loaded: {describeError(p.targetingError)}
        </Alert>
      )}
      {p.environments.length === 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          This project has no environments yet.
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, mb: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}>
          {p.environments.map((env) => {
            const status = p.statuses.find((s) => s.environmentId === env.id);
            if (!status) return null;
            return (
              <EnvironmentCard
                key={env.id}
                flag={flag}
                env={env}
                status={status}
                now={p.now}
                setBy={{ flag: p.setBy?.flag ?? null, env: p.setBy?.environments[env.id], overrides: p.setBy?.overrides ?? {} }}
                canEdit={permissions.canManageEnvironments}
                onSwitch={(on) => switchEnv(env, on)}
                onSave={(setting) => saveEnv(env, setting)}
                onReset={() => resetEnv(env)}
                onDirty={(d) => setDirty(env.id, d)}
              />
            );
          })}
        </Box>
      )}

      {/* issue 20: evaluations over time per environment, stacked by variant (charts load lazily) */}
      <Box sx={{ mb: 2.5 }}>
        <FlagUsageSection projectId={projectId} flagId={flag.id} flagName={flag.name} />
      </Box>

      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <FlagHistoryCard
            projectId={projectId}
            flagId={flag.id}
            entries={p.history.entries}
            loading={p.history.loading}
            error={p.history.error}
            hasMore={p.history.hasMore}
            loadingOlder={p.history.loadingOlder}
            onLoadOlder={() => void p.history.loadOlder()}
            now={p.now}
            canRestore={(kind) => mayRestore(kind, permissions)}
            onRestored={p.refetch}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SnippetCard flagKey={flag.key} type={type} defaultValue={flag.value as FlagValue} projectUuid={projectUuid} environments={p.environments} />
        </Grid>
      </Grid>

      {dialog}
      {permissions.canManageFlags && (
        <FlagFormDialog
          open={editOpen}
          projectId={projectId}
          flag={flag as never}
          onClose={() => setEditOpen(false)}
          onSaved={() => {
            setEditOpen(false);
            void p.refetch();
          }}
          onLimit={() => setEditOpen(false)}
        />
      )}
    </Box>
  );
}

function PageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading flag">
      <Skeleton width={180} />
      <Skeleton width="40%" height={48} />
      <Skeleton width="25%" />
      <Grid container spacing={2.5} sx={{ mt: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
