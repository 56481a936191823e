import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import HistoryToggleOffRoundedIcon from '@mui/icons-material/HistoryToggleOffRounded';
import { useQuery } from '@apollo/client/react';
import type { AuditProjectAtQuery, FlagType } from '../../apollo/generated/graphql';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ErrorState } from '../../components/StateViews';
import { plural } from '../../lib/format';
import { CopyButton } from '../../components/CopyButton';
import { errorDetail } from '../environments/feedback';
import { EnabledBadge, FlagValueView, KeyText, TypeBadge } from '../flags/FlagBits';
import { CodeBlock } from '../setup/CodeBlock';
import { AUDIT_CONFIG_AT, AUDIT_PROJECT_AT } from './documents';
import { InstantField } from './InstantField';
import { KindDot } from './Timeline';
import { dateTime, instantInput, mayRestore } from './auditModel';
import type { Instant, Permissions, RestoreTarget } from './auditModel';

type Past = AuditProjectAtQuery['projectAt'];
type PastProject = Past['project'];

const usePast = (projectId: string, instant: Instant | null) =>
  useQuery(AUDIT_PROJECT_AT, {
    variables: { projectId, at: instant ? instantInput(instant) : { time: '' } },
    skip: !instant,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "Deleted since" / "Changed since": how a past entity compares with the project today. */
function SinceChip({ state }: { state: 'deleted' | 'changed' | 'same' | 'new' }) {
  if (state === 'same') return null;
  const [label, colour] =
    state === 'deleted'
      ? (['Deleted since', 'error'] as const)
      : state === 'new'
        ? (['Not yet created', 'default'] as const)
        : (['Changed since', 'warning'] as const);
  return <Chip size="small" label={label} color={colour} variant="outlined" sx={{ height: 22, fontSize: 11.5, fontWeight: 600, borderRadius: 1.5 }} />;
}

function Section({ kind, title, count, children }: { kind: string; title: string; count: number; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5 }}>
          <KindDot kind={kind} size={10} />
          <Typography variant="h6" component="h3" sx={{ fontSize: 16 }}>
            {title}
          </Typography>
          <Chip size="small" label={count} sx={{ height: 20, fontSize: 11.5 }} />
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Row({ children, last }: { children: ReactNode; last?: boolean }) {
  return <Box sx={{ py: 1.5, borderBottom: last ? 0 : 1, borderColor: 'divider', '&:first-of-type': { pt: 0.5 } }}>{children}</Box>;
}

function RestoreButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="small" color="warning" startIcon={<RestoreRoundedIcon />} onClick={onClick} aria-label={`Restore “${name}”`} sx={{ flexShrink: 0 }}>
      Restore
    </Button>
  );
}

/** An environment's or override's per-flag values: key, value, and whether it is disabled. */
function ValueList({ values, empty }: { values: unknown; empty: string }) {
  const entries = Object.entries((values ?? {}) as Record<string, { value: unknown; enabled: boolean }>);
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {empty}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
      {entries.map(([key, v]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <KeyText value={key} />
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <FlagValueView
              type={typeof v.value === 'boolean' ? 'boolean' : typeof v.value === 'number' ? 'number' : typeof v.value === 'string' ? 'string' : 'json'}
              value={v.value}
              maxWidth="100%"
            />
            {v.enabled === false && (
              <Typography variant="caption" color="text.secondary">
                disabled
              </Typography>
            )}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/** The public config as it was served then, for an environment (and optionally an override). */
function ServedConfig({ project, instant }: { project: PastProject; instant: Instant }) {
  const [envId, setEnvId] = useState(project.environments[0]?.id ?? '');
  const [overrideId, setOverrideId] = useState('');
  const env = project.environments.find((e) => e.id === envId) ?? project.environments[0];
  const overrides = project.overrides.filter((o) => o.environment?.id === env?.id);
  const override = overrides.find((o) => o.id === overrideId);
  useEffect(() => {
    if (!project.environments.some((e) => e.id === envId)) setEnvId(project.environments[0]?.id ?? '');
  }, [project, envId]);
  const q = useQuery(AUDIT_CONFIG_AT, {
    variables: { projectUuid: project.uuid, environmentUuid: env?.uuid ?? '', ...(override ? { overrideUuid: override.uuid } : {}), at: instantInput(instant) },
    skip: !env,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const body = useMemo(() => {
    const raw = q.data?.configAt.body;
    if (!raw) return '';
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }, [q.data]);

  return (
    <Card sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 16 }}>
          Served configuration
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The exact response the public config endpoint gave at that moment.
        </Typography>
        {!env ? (
          <Typography variant="body2" color="text.secondary">
            The project had no environment then.
          </Typography>
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
              <TextField
                select
                label="Environment"
                value={env.id}
                onChange={(e) => {
                  setEnvId(e.target.value);
                  setOverrideId('');
                }}
                fullWidth
              >
                {project.environments.map((e) => (
                  <MenuItem key={e.id} value={e.id}>
                    {e.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Override"
                value={override?.id ?? ''}
                onChange={(e) => setOverrideId(e.target.value)}
                fullWidth
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                disabled={overrides.length === 0}
              >
                <MenuItem value="">No override</MenuItem>
                {overrides.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {q.loading && !q.data ? (
              <Skeleton variant="rounded" height={260} />
            ) : q.error ? (
              <Alert severity="info">{errorDetail(q.error) ?? 'No configuration was served for this environment then.'}</Alert>
            ) : (
              q.data && (
                <>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.25, minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                      ETag
                    </Typography>
                    <Box
                      component="code"
                      data-testid="config-etag"
                      sx={{
                        fontFamily: 'fontFamilyMono',
                        fontSize: 12,
                        px: 0.75,
                        py: 0.25,
                        borderRadius: 1,
                        bgcolor: 'action.hover',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        minWidth: 0,
                      }}
                    >
                      {q.data.configAt.etag}
                    </Box>
                    <CopyButton value={q.data.configAt.etag} label="Copy ETag" />
                  </Stack>
                  <CodeBlock code={body} language="json" label={`${env.name}${override ? ` + ${override.name}` : ''} · response body`} maxHeight={520} />
                </>
              )
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PastView({
  past,
  current,
  permissions,
  onRestore,
}: {
  past: Past;
  current: ProjectData;
  permissions: Permissions;
  onRestore: (t: RestoreTarget) => void;
}) {
  const p = past.project;
  const at = past.instant;
  const envNames = Object.fromEntries(p.environments.map((e) => [e.id, e.name]));
  const pin = (label: string): Instant => ({ position: at.position, at: at.time, label });
  const target = (kind: RestoreTarget['kind'], id: string, name: string): RestoreTarget => ({ kind, id, name, instant: pin(`as of event #${at.position}`) });
  // A flag's restore brings its values per environment back too: they count as the flag changing.
  const shared = p.environments.filter((e) => current.environments.some((x) => x.id === e.id)).map((e) => e.id);
  const valuesOf = (envs: ReadonlyArray<{ id: string; variables: unknown }>, key: string) =>
    shared.map((id) => (envs.find((e) => e.id === id)?.variables as Record<string, unknown> | null | undefined)?.[key] ?? null);
  const flagState = (f: PastProject['featureFlags'][number]) => {
    const now = current.featureFlags.find((x) => x.id === f.id);
    if (!now) return 'deleted' as const;
    return same([f.name, f.description, f.type, f.value, f.enabled], [now.name, now.description, now.type, now.value, now.enabled]) &&
      same(valuesOf(p.environments, f.key), valuesOf(current.environments, f.key))
      ? ('same' as const)
      : ('changed' as const);
  };
  const envState = (e: PastProject['environments'][number]) => {
    const now = current.environments.find((x) => x.id === e.id);
    return !now ? ('deleted' as const) : same(e.variables, now.variables) ? ('same' as const) : ('changed' as const);
  };
  const overrideState = (o: PastProject['overrides'][number]) => {
    const now = current.overrides.find((x) => x.id === o.id);
    return !now
      ? ('deleted' as const)
      : same([o.name, o.featureFlagValues, o.expiresAt, o.isActive], [now.name, now.featureFlagValues, now.expiresAt, now.isActive])
        ? ('same' as const)
        : ('changed' as const);
  };

  return (
    <Stack spacing={2.5}>
      <Box
        data-testid="time-travel-summary"
        sx={(t) => ({
          p: { xs: 2, sm: 2.5 },
          borderRadius: '14px',
          border: 1,
          borderColor: alpha(t.palette.primary.main, 0.25),
          bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.12 : 0.05),
          display: 'flex',
          gap: 2,
          alignItems: 'center',
        })}
      >
        <HistoryToggleOffRoundedIcon color="primary" sx={{ fontSize: 32, display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {p.name} as it was on {dateTime(at.time)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plural(at.eventCount, 'event')} in, up to event #{at.position} · {plural(p.featureFlags.length, 'flag')} ·{' '}
            {plural(p.environments.length, 'environment')} · {plural(p.overrides.length, 'override')} · {p.plan.planId} plan
          </Typography>
        </Box>
      </Box>
      {past.deleted && <Alert severity="warning">The project had been deleted at that moment: this is how it stood when it was deleted.</Alert>}

      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2.5}>
            <Section kind="flag" title="Feature flags" count={p.featureFlags.length}>
              {p.featureFlags.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No feature flags at that moment.
                </Typography>
              )}
              {p.featureFlags.map((f, i) => (
                <Row key={f.id} last={i === p.featureFlags.length - 1}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="past-flag">
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {f.name}
                        </Typography>
                        <SinceChip state={flagState(f)} />
                      </Stack>
                      <KeyText value={f.key} />
                      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
                        <TypeBadge type={f.type as FlagType} />
                        <FlagValueView type={f.type as FlagType} value={f.value} />
                        <EnabledBadge enabled={f.enabled} />
                      </Stack>
                    </Box>
                    {mayRestore('flag', permissions) && flagState(f) !== 'same' && (
                      <RestoreButton name={f.name} onClick={() => onRestore(target('flag', f.id, f.name))} />
                    )}
                  </Stack>
                </Row>
              ))}
            </Section>

            <Section kind="environment" title="Environment values" count={p.environments.length}>
              {p.environments.map((e, i) => (
                <Row key={e.id} last={i === p.environments.length - 1}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {e.name}
                        </Typography>
                        {e.type.toLowerCase() !== e.name.toLowerCase() && (
                          <Chip size="small" label={e.type} variant="outlined" sx={{ height: 20, fontSize: 11 }} />
                        )}
                        <SinceChip state={envState(e)} />
                      </Stack>
                      <ValueList values={e.variables} empty="Flag defaults only: no value of its own." />
                    </Box>
                    {mayRestore('environment', permissions) && envState(e) === 'changed' && (
                      <RestoreButton name={`${e.name} values`} onClick={() => onRestore(target('environment', e.id, e.name))} />
                    )}
                  </Stack>
                </Row>
              ))}
            </Section>

            <Section kind="override" title="Overrides" count={p.overrides.length}>
              {p.overrides.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No overrides at that moment.
                </Typography>
              )}
              {p.overrides.map((o, i) => (
                <Row key={o.id} last={i === p.overrides.length - 1}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.25 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {o.name}
                        </Typography>
                        <Chip
                          size="small"
                          label={o.expired ? 'Expired' : o.isActive ? 'Active' : 'Inactive'}
                          color={o.expired ? 'default' : o.isActive ? 'success' : 'default'}
                          variant={o.isActive && !o.expired ? 'filled' : 'outlined'}
                          sx={{ height: 20, fontSize: 11 }}
                        />
                        <SinceChip state={overrideState(o)} />
                      </Stack>
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.75 }}>
                        on {o.environment?.name ?? (o.environment ? envNames[o.environment.id] : null) ?? 'a removed environment'} ·{' '}
                        {o.expiresAt ? `expires ${dateTime(o.expiresAt)}` : 'never expires'}
                      </Typography>
                      <ValueList values={o.featureFlagValues} empty="No flag values." />
                    </Box>
                    {mayRestore('override', permissions) && overrideState(o) !== 'same' && (
                      <RestoreButton name={o.name} onClick={() => onRestore(target('override', o.id, o.name))} />
                    )}
                  </Stack>
                </Row>
              ))}
            </Section>

            <Section kind="member" title="Team and plan" count={p.teamMembers.length + 1}>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {p.owner.name}
                  </Typography>
                  <Chip size="small" label="Owner" color="primary" sx={{ height: 20, fontSize: 11 }} />
                </Stack>
                {p.teamMembers.map((m) => (
                  <Stack key={m.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                        {m.name || m.email}
                      </Typography>
                      {m.name && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {m.email}
                        </Typography>
                      )}
                    </Box>
                    <Chip size="small" label={m.role} variant="outlined" sx={{ height: 20, fontSize: 11, textTransform: 'capitalize' }} />
                  </Stack>
                ))}
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ pt: 1, mt: 0.5, borderTop: 1, borderColor: 'divider', alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <KindDot kind="plan" size={8} />
                  <Typography variant="body2">
                    <Box component="span" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
                      {p.plan.planId}
                    </Box>{' '}
                    plan{p.plan.planId !== 'free' ? ` (${p.plan.variant === 'Year' ? 'yearly' : 'monthly'})` : ''}
                    {p.plan.expiresAt ? ` · until ${dateTime(p.plan.expiresAt)}` : ''}
                  </Typography>
                  {p.invitations.filter((i) => i.status === 'pending').length > 0 && (
                    <Typography variant="caption" color="text.secondary">
                      · {p.invitations.filter((i) => i.status === 'pending').length} pending invitation(s)
                    </Typography>
                  )}
                </Stack>
              </Stack>
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ServedConfig key={`${at.position}`} project={p} instant={pin(`event #${at.position}`)} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Time travel: the project, and the config it served, as they were at an instant. */
export function TimeTravelPanel({
  projectId,
  instant,
  onInstant,
  current,
  permissions,
  onRestore,
}: {
  projectId: string;
  instant: Instant | null;
  onInstant: (i: Instant) => void;
  current: ProjectData;
  permissions: Permissions;
  onRestore: (t: RestoreTarget) => void;
}) {
  const q = usePast(projectId, instant);
  const past = q.data?.projectAt;
  return (
    <Stack spacing={2.5}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
                Time travel
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Pick a moment, or use “View as of this event” in the timeline, to see the project exactly as it was: flags, values per environment, overrides,
                team, plan and the configuration it served.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <InstantField id="travel-at" label="Show the project as it was at" value={instant} onChange={onInstant} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      {!instant ? null : q.loading && !past ? (
        <Grid container spacing={2.5} role="status" aria-busy aria-label="Loading the project as it was">
          <Grid size={12}>
            <Skeleton variant="rounded" height={76} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2.5}>
              <Skeleton variant="rounded" height={240} />
              <Skeleton variant="rounded" height={180} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={440} />
          </Grid>
        </Grid>
      ) : q.error ? (
        <ErrorState title="Could not show the project at that moment" message={errorDetail(q.error)} onRetry={() => void q.refetch()} />
      ) : past ? (
        <PastView past={past} current={current} permissions={permissions} onRestore={onRestore} />
      ) : null}
    </Stack>
  );
}
