import { Alert, Card, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { CopyButton } from '../../components/CopyButton';
import { errorDetail } from '../environments/feedback';
import { CodeBlock } from '../setup/CodeBlock';
import type { Instant } from './auditModel';
import { PanelContent } from './TimeTravelParts';
import type { PastProject } from './timeTravelModel';
import { useServedConfig } from './useTimeTravel';

/** Beside the past project on wide screens, it stays in view while the sections scroll. */
const StickyCard = styled(Card)(({ theme }) => ({ [theme.breakpoints.up('md')]: { position: 'sticky', top: 88 } }));

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
  const { env, override } = s;
  return (
    <StickyCard>
      <PanelContent>
        <Typography variant="sectionTitle" component="h3">
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
              <TextField select label="Environment" value={env.id} onChange={(e) => s.chooseEnvironment(e.target.value)} fullWidth>
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
            </Stack>
            {s.loading ? (
              <Skeleton variant="rounded" height={260} />
            ) : s.error ? (
              <Alert severity="info">{errorDetail(s.error) ?? 'No configuration was served for this environment then.'}</Alert>
            ) : (
              s.config && (
                <>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.25, minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                      ETag
                    </Typography>
                    <Etag data-testid="config-etag">{s.config.etag}</Etag>
                    <CopyButton value={s.config.etag} label="Copy ETag" />
                  </Stack>
                  <CodeBlock code={s.body} language="json" label={`${env.name}${override ? ` + ${override.name}` : ''} · response body`} maxHeight={520} />
                </>
              )
            )}
          </>
        )}
      </PanelContent>
    </StickyCard>
  );
}
