import { Alert, Card, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { CopyButton } from '../../components/CopyButton';
import { errorDetail } from '../environments/feedback';
import { CodeBlock } from '../setup/CodeBlock';
import type { Instant } from './auditModel';
import { PanelContent } from './auditParts';
import type { PastProject } from './timeTravelModel';
import { useServedConfig } from './useTimeTravel';

/** Beside the past project on wide screens, it stays in view while the sections scroll. */
const StickyCard = styled(Card)(({ theme }) => ({ [theme.breakpoints.up('md')]: { position: 'sticky', top: 88 } }));

const Intro = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(2) }));
/** Environment and override: side by side from sm. */
const Choices = styled(Stack)(({ theme }) => ({ marginBottom: theme.spacing(2) }));
const EtagLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginBottom: theme.spacing(1.25), minWidth: 0 }));
const EtagLabel = styled(Typography)({ fontWeight: 600 });

const Etag = styled('code')(({ theme }) => ({
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12,
  padding: theme.spacing(0.25, 0.75),
  borderRadius: Number(theme.shape.borderRadius),
  backgroundColor: theme.palette.action.hover,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
}));

/** The public config as it was served then, for an environment (and optionally an override). */
export function ServedConfig({ project, instant }: { project: PastProject; instant: Instant }) {
  const s = useServedConfig(project, instant);
  return (
    <StickyCard>
      <PanelContent>
        <Typography variant="sectionTitle" component="h3">
          Served configuration
        </Typography>
        <Intro variant="body2" color="text.secondary">
          The exact response the public config endpoint gave at that moment.
        </Intro>
        {!s.env ? (
          <Typography variant="body2" color="text.secondary">
            The project had no environment then.
          </Typography>
        ) : (
          <>
            <ServedChoices project={project} envId={s.env.id} s={s} />
            {s.loading ? (
              <Skeleton variant="rounded" height={260} />
            ) : s.error ? (
              <Alert severity="info">{errorDetail(s.error) ?? 'No configuration was served for this environment then.'}</Alert>
            ) : (
              s.config && <ServedBody s={s} config={s.config} envName={s.env.name} />
            )}
          </>
        )}
      </PanelContent>
    </StickyCard>
  );
}

type Served = ReturnType<typeof useServedConfig>;

/** Which environment's config, and through which override (none when the environment had none). */
function ServedChoices({ project, envId, s }: { project: PastProject; envId: string; s: Served }) {
  return (
    <Choices direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField select label="Environment" value={envId} onChange={(e) => s.chooseEnvironment(e.target.value)} fullWidth>
        {project.environments.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Override"
        value={s.override?.id ?? ''}
        onChange={(e) => s.chooseOverride(e.target.value)}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        disabled={s.overrides.length === 0}
      >
        <MenuItem value="">No override</MenuItem>
        {s.overrides.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </Choices>
  );
}

/** The served config's ETag (copyable) and its JSON body. */
function ServedBody({ s, config, envName }: { s: Served; config: NonNullable<Served['config']>; envName: string }) {
  return (
    <>
      <EtagLine direction="row" spacing={1}>
        <EtagLabel variant="caption" color="text.secondary">
          ETag
        </EtagLabel>
        <Etag data-testid="config-etag">{config.etag}</Etag>
        <CopyButton value={config.etag} label="Copy ETag" />
      </EtagLine>
      <CodeBlock code={s.body} language="json" label={`${envName}${s.override ? ` + ${s.override.name}` : ''} · response body`} maxHeight={520} />
    </>
  );
}
