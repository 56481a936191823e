import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Divider,
  Grid,
  IconButton,
  Link,
  MenuItem,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import FingerprintRoundedIcon from '@mui/icons-material/FingerprintRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../components/PageHeader';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState, NoProjectSelected } from '../../components/StateViews';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { truncate } from '../../lib/format';
import { SETUP_ENVIRONMENT_KEYS, SETUP_GENERATE_MISSING_UUIDS } from './documents';
import { SAMPLE_TABS, configUrl } from './samples';
import type { SampleFlagType, SampleParams, SampleTab } from './samples';
import { CLIENT_KEY_PLACEHOLDER, SDK_SNIPPETS, SERVER_KEY_PLACEHOLDER } from '@flagstream/domain';
import type { SdkSnippetId, SdkSnippetParams } from '@flagstream/domain';
import HubRoundedIcon from '@mui/icons-material/HubRounded';
import { CodeBlock } from './CodeBlock';
import { UsageHookSnippet } from './UsageHookSnippet';

const URL_DISPLAY_MAX = 50;
const UUID_DISPLAY_MAX = 30;

const PAGE_TITLE = 'Setup & Integration';
const PAGE_SUBTITLE = 'Fetch your configuration from any app: pick an environment, then copy the URL or a code sample.';

export default function SetupPage() {
  const { current, loading } = useProjects();
  if (!current) {
    return (
      <>
        <PageHeader title={PAGE_TITLE} subtitle={PAGE_SUBTITLE} />
        {loading ? <SetupSkeleton /> : <NoProjectSelected />}
      </>
    );
  }
  return <Setup key={current.id} project={current} />;
}

type Env = ProjectData['environments'][number];
type Override = ProjectData['overrides'][number];

function Setup({ project }: { project: ProjectData }) {
  const environments = useMemo(() => [...project.environments].sort((a, b) => a.order - b.order), [project.environments]);
  const [envId, setEnvId] = useState<string>(() => environments[0]?.id ?? '');
  const [overrideId, setOverrideId] = useState<string>('');
  const [tab, setTab] = useState<SampleTab>('javascript');

  const env: Env | undefined = environments.find((e) => e.id === envId) ?? environments[0];
  // The keys come with this project's environments only (issue 18: the shell's project list carries no API keys).
  const { data: keyData } = useQuery(SETUP_ENVIRONMENT_KEYS, { variables: { projectId: project.id } });
  const keys = keyData?.environments.find((e) => e.id === env?.id);
  const overridesOfEnv = project.overrides.filter((o) => o.environment?.id === env?.id);
  const override: Override | undefined = overridesOfEnv.find((o) => o.id === overrideId);

  const missingUuids = !project.uuid || environments.some((e) => !e.uuid) || project.overrides.some((o) => !o.uuid);
  // The usage lines read a flag the override changes when one is selected, else the first flag.
  const overriddenKeys = override ? Object.keys((override.feature_flag_values ?? {}) as Record<string, unknown>) : [];
  const firstFlag = project.feature_flags.find((f) => overriddenKeys.includes(f.key)) ?? project.feature_flags[0];
  const params: SampleParams = {
    origin: window.location.origin,
    projectUuid: project.uuid || 'YOUR_PROJECT_UUID',
    environmentUuid: env?.uuid || 'YOUR_ENVIRONMENT_UUID',
    overrideUuid: override ? override.uuid || 'YOUR_OVERRIDE_UUID' : null,
    flagKey: firstFlag?.key,
    flagType: firstFlag?.type as SampleFlagType | undefined,
    environmentName: env?.name,
  };
  const url = configUrl(params);

  if (!env) {
    return (
      <>
        <PageHeader title={PAGE_TITLE} subtitle={PAGE_SUBTITLE} />
        <EmptyState
          title="No environments yet"
          description="The configuration endpoint serves one environment at a time: create one first."
          action={
            <Button component={RouterLink} to="/environments" variant="contained">
              Manage Environments
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={PAGE_TITLE} subtitle={PAGE_SUBTITLE} />
      <Stack spacing={3}>
        {missingUuids && <MissingUuidsWarning canGenerate={project.permissions.canManageProject} />}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ height: '100%' }}>
              <SectionHeader icon={<LinkRoundedIcon />} title="API URL Builder" subheader="The public configuration endpoint: no API key needed." />
              <CardContent sx={{ pt: 1 }}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      select
                      fullWidth
                      label="Environment"
                      value={env.id}
                      onChange={(e) => {
                        setEnvId(e.target.value);
                        setOverrideId('');
                      }}
                    >
                      {environments.map((e) => (
                        <MenuItem key={e.id} value={e.id}>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <StatusDot active={e.status === 'active'} />
                            <span>{e.name}</span>
                          </Stack>
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      select
                      fullWidth
                      label="Override (optional)"
                      value={override?.id ?? ''}
                      onChange={(e) => setOverrideId(e.target.value)}
                      helperText={overridesOfEnv.length === 0 ? `No overrides for ${env.name}` : undefined}
                      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    >
                      <MenuItem value="">
                        <Typography color="text.secondary" component="span">
                          None
                        </Typography>
                      </MenuItem>
                      {overridesOfEnv.map((o) => (
                        <MenuItem key={o.id} value={o.id}>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
                            <span>{o.name}</span>
                            <OverrideStatus o={o} />
                          </Stack>
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                </Grid>
                <Box
                  sx={{
                    mt: 2.5,
                    p: 1,
                    pl: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.1 : 0.04),
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    minWidth: 0,
                  }}
                >
                  <Chip label="GET" size="small" color="primary" sx={{ fontFamily: 'fontFamilyMono', fontWeight: 700, height: 22, flexShrink: 0 }} />
                  <Tooltip title={url}>
                    <Typography
                      data-testid="api-url"
                      sx={{
                        fontFamily: 'fontFamilyMono',
                        fontSize: 13,
                        flex: 1,
                        minWidth: 0,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {truncate(url, URL_DISPLAY_MAX)}
                    </Typography>
                  </Tooltip>
                  <CopyButton value={url} label="Copy URL" />
                  <Tooltip title="Open in a new tab">
                    <IconButton size="small" component="a" href={url} target="_blank" rel="noreferrer" aria-label="Open URL in a new tab">
                      <OpenInNewRoundedIcon fontSize="inherit" />
                    </IconButton>
                  </Tooltip>
                </Box>
                <Stack spacing={0.75} sx={{ mt: 1.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    Responses carry an ETag: clients that send it back in <Box component="code">If-None-Match</Box> get a 304 while nothing has changed.
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    For live updates, add <Box component="code">/stream</Box> after the project UUID: the same configuration as Server-Sent Events.
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card sx={{ height: '100%' }}>
              <SectionHeader icon={<FingerprintRoundedIcon />} title="Configuration Details" subheader={project.name} />
              <CardContent sx={{ pt: 0.5 }}>
                <Stack divider={<Divider flexItem />} spacing={1.25}>
                  <UuidRow label="Project UUID" value={project.uuid} />
                  <UuidRow label="Environment UUID" value={env.uuid} />
                  <UuidRow label="Override UUID" value={override?.uuid} empty={override ? undefined : 'No override selected'} />
                  <DetailRow label="Environment status">
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <StatusDot active={env.status === 'active'} />
                      <Typography variant="body2" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
                        {env.status}
                      </Typography>
                    </Stack>
                  </DetailRow>
                  {override && (
                    <DetailRow label="Override status">
                      <OverrideStatus o={override} />
                    </DetailRow>
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>

        <Card>
          <SectionHeader
            icon={<CodeRoundedIcon />}
            title="Code Samples"
            subheader={`Filled in for ${env.name}${override ? ` with the override “${override.name}”` : ''}.`}
          />
          <Box sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={tab}
              onChange={(_, v: SampleTab) => setTab(v)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label="Code samples"
            >
              {SAMPLE_TABS.map((t) => (
                <Tab key={t.id} value={t.id} label={t.label} />
              ))}
            </Tabs>
          </Box>
          <CardContent>
            {SAMPLE_TABS.filter((t) => t.id === tab).map((t) => (
              <Stack key={t.id} spacing={2}>
                <SampleNote tab={t.id} />
                <CodeBlock code={t.generate(params)} language={t.language} label={FILE_LABELS[t.id]} />
                {t.id === 'rest' && <TryIt url={url} />}
              </Stack>
            ))}
          </CardContent>
        </Card>

        <SdkSnippets
          params={{
            origin: window.location.origin,
            environmentUuid: env.uuid || 'YOUR_ENVIRONMENT_UUID',
            environmentName: env.name,
            clientKey: keys?.client_key ?? null,
            serverKey: keys?.api_key ?? null,
            flagKey: project.feature_flags[0]?.key,
            flagType: project.feature_flags[0]?.type as SampleFlagType | undefined,
          }}
        />

        <UsingOverrides />
      </Stack>
    </>
  );
}

const FILE_LABELS: Record<SampleTab, string> = {
  javascript: 'flagstream.js',
  react: 'useFlagstream.jsx',
  rest: 'terminal',
};

function SampleNote({ tab }: { tab: SampleTab }) {
  const text: Record<SampleTab, ReactNode> = {
    javascript: 'Works in the browser and in Node 18+: no SDK, no build step.',
    react: 'A hook that loads the configuration once per mount; the fetcher is a plain function you can reuse anywhere.',
    rest: 'Any HTTP client works: the endpoint is public and answers JSON.',
  };
  return (
    <Typography variant="body2" color="text.secondary">
      {text[tab]}
    </Typography>
  );
}

/**
 * The OpenFeature SDK snippets (texts from @flagstream/domain, run by the tests), filled with this
 * environment's uuid and keys. The client key goes in browser and mobile apps; the server key only
 * on servers, and only members who may manage environments see it (others get a placeholder).
 */
function SdkSnippets({ params }: { params: SdkSnippetParams }) {
  const [tab, setTab] = useState<SdkSnippetId>('node');
  const snippet = SDK_SNIPPETS.find((s) => s.id === tab)!;
  const usesServer = snippet.keys.includes('server');
  const usesClient = snippet.keys.includes('client');
  return (
    <Card>
      <SectionHeader
        icon={<HubRoundedIcon />}
        title="OpenFeature SDKs"
        subheader={`Evaluate flags per user with the official OpenFeature SDKs (OFREP): filled in for ${params.environmentName ?? 'this environment'}.`}
      />
      <Box sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, v: SdkSnippetId) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="OpenFeature SDKs"
        >
          {SDK_SNIPPETS.map((s) => (
            <Tab key={s.id} value={s.id} label={s.label} />
          ))}
        </Tabs>
      </Box>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {snippet.summary}
            </Typography>
            <Stack direction="row" spacing={1}>
              {usesClient && <Chip size="small" color="success" variant="outlined" label="Client key" />}
              {usesServer && <Chip size="small" color="warning" variant="outlined" label="Server key" />}
            </Stack>
          </Stack>
          {usesClient &&
            (params.clientKey ? (
              <Typography variant="caption" color="text.secondary">
                The client key evaluates flags and never reads rules: it is safe to ship in a browser or mobile app.
              </Typography>
            ) : (
              <Alert severity="warning">
                This environment has no client key yet (it was created before client keys): create one on the Environments screen, then replace{' '}
                <Box component="code">{CLIENT_KEY_PLACEHOLDER}</Box>.
              </Alert>
            ))}
          {usesServer &&
            (params.serverKey ? (
              <Typography variant="caption" color="text.secondary">
                The server key also reads the rules (the flagd document): keep it on your servers, never in an app people can open.
              </Typography>
            ) : (
              <Alert severity="info">
                Replace <Box component="code">{SERVER_KEY_PLACEHOLDER}</Box> with the environment&apos;s server key: only members who can manage environments
                can see it.
              </Alert>
            ))}
          <CodeBlock code={snippet.code(params)} language={snippet.language} label={snippet.fileName} />
          <UsageHookSnippet params={params} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Sends the REST request from the browser and shows the answer. */
function TryIt({ url }: { url: string }) {
  const [state, setState] = useState<{ url: string; status?: number; body?: string; error?: string; pending: boolean } | null>(null);
  const send = async () => {
    setState({ url, pending: true });
    try {
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      const text = await res.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        /* not JSON: shown as is */
      }
      setState({ url, status: res.status, body, pending: false });
    } catch (e) {
      setState({ url, error: e instanceof Error ? e.message : String(e), pending: false });
    }
  };
  const shown = state && state.url === url ? state : null;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={send}
          disabled={shown?.pending}
          startIcon={shown?.pending ? <CircularProgress size={14} /> : <SendRoundedIcon />}
        >
          {shown?.pending ? 'Sending...' : 'Send Request'}
        </Button>
        {shown?.status !== undefined && (
          <Chip
            size="small"
            label={`HTTP ${shown.status}`}
            color={shown.status < 300 ? 'success' : 'error'}
            variant="outlined"
            sx={{ fontFamily: 'fontFamilyMono' }}
          />
        )}
      </Stack>
      {shown?.error && <Alert severity="error">{shown.error}</Alert>}
      {shown?.body !== undefined && <CodeBlock code={shown.body} language="json" label="response.json" maxHeight={360} />}
    </Stack>
  );
}

function UsingOverrides() {
  const steps = [
    { n: 1, title: 'Flag default', text: 'The value set on the flag itself: the lowest priority.' },
    { n: 2, title: 'Environment value', text: 'A custom value for one environment (see the Values Matrix).' },
    { n: 3, title: 'Override', text: 'Temporary values on top of an environment: the highest priority.' },
  ];
  return (
    <Card>
      <SectionHeader
        icon={<LayersRoundedIcon />}
        title="Using Overrides"
        subheader="Temporary environments with custom flag values, e.g. for a QA session or a demo."
      />
      <CardContent sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820 }}>
          Add{' '}
          <Box component="code" sx={{ fontFamily: 'fontFamilyMono', color: 'text.primary' }}>
            &amp;overrideUuid=…
          </Box>{' '}
          to the configuration URL (or{' '}
          <Box component="code" sx={{ fontFamily: 'fontFamilyMono', color: 'text.primary' }}>
            overrideUuid
          </Box>{' '}
          to the OpenFeature evaluation context) and the override&apos;s values replace those of its environment. Flags the override does not list keep their
          environment value. An inactive or expired override stops applying at once: the URL then serves the environment&apos;s configuration.
        </Typography>
        <Grid container spacing={2} sx={{ mt: 2.5 }}>
          {steps.map((s) => (
            <Grid key={s.n} size={{ xs: 12, sm: 4 }}>
              <Box sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', height: '100%' }}>
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 0.75 }}>
                  <Box
                    sx={{
                      width: 26,
                      height: 26,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 13,
                      fontWeight: 700,
                      color: 'primary.main',
                      bgcolor: (t) => alpha(t.palette.primary.main, 0.12),
                    }}
                  >
                    {s.n}
                  </Box>
                  <Typography variant="subtitle2">{s.title}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {s.text}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Button component={RouterLink} to="/overrides" variant="text" sx={{ mt: 2, ml: -1 }}>
          Manage Overrides
        </Button>
      </CardContent>
    </Card>
  );
}

function MissingUuidsWarning({ canGenerate }: { canGenerate: boolean }) {
  const { refetch } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const [generate, { loading }] = useMutation(SETUP_GENERATE_MISSING_UUIDS);
  const run = async () => {
    try {
      const { data } = await generate();
      if (!data?.generateMissingUuids.success) throw new Error(data?.generateMissingUuids.message);
      enqueueSnackbar('UUIDs Generated', { variant: 'success' });
      await refetch();
    } catch (e) {
      console.error('Generating UUIDs failed', e);
      enqueueSnackbar('Failed to generate UUIDs', { variant: 'error' });
    }
  };
  return (
    <Alert severity="warning">
      Some UUID fields are missing for your project or environments. This is required for the new API format.{' '}
      {canGenerate && (
        <Link component="button" type="button" onClick={run} disabled={loading} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
          {loading ? 'Generating...' : 'Generate missing UUIDs'}
        </Link>
      )}
    </Alert>
  );
}

function SectionHeader({ icon, title, subheader }: { icon: ReactNode; title: string; subheader?: ReactNode }) {
  return (
    <CardHeader
      avatar={
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          }}
        >
          {icon}
        </Box>
      }
      title={title}
      subheader={subheader}
      slotProps={{ title: { variant: 'h6', sx: { fontSize: 17 } }, subheader: { variant: 'body2' } }}
    />
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 34, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>{children}</Box>
    </Stack>
  );
}

function UuidRow({ label, value, empty }: { label: string; value: string | undefined; empty?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {value ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Tooltip title={value}>
            <Typography sx={{ fontFamily: 'fontFamilyMono', fontSize: 13, fontWeight: 500, overflow: 'hidden', whiteSpace: 'nowrap', minWidth: 0 }}>
              {truncate(value, UUID_DISPLAY_MAX)}
            </Typography>
          </Tooltip>
          <CopyButton value={value} label={`Copy ${label}`} />
        </Stack>
      ) : (
        <Typography variant="body2" color={empty ? 'text.disabled' : 'warning.main'} sx={{ py: 0.5 }}>
          {empty ?? 'Missing'}
        </Typography>
      )}
    </Box>
  );
}

function StatusDot({ active }: { active: boolean }) {
  return (
    <Box
      component="span"
      sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, display: 'inline-block', bgcolor: active ? 'success.main' : 'text.disabled' }}
    />
  );
}

function OverrideStatus({ o }: { o: Override }) {
  const active = o.is_active && !o.expired;
  return (
    <Chip
      size="small"
      label={o.expired ? 'Expired' : active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant="outlined"
      sx={{ height: 20, fontSize: 11 }}
    />
  );
}

function SetupSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}
