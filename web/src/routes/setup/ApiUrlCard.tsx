import { Grid, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { CopyButton } from '../../components/CopyButton';
import { truncate } from '../../lib/format';
import { OverrideStatus, SectionHeader, StatusDot } from './SetupParts';
import type { SetupPageState } from './useSetupPage';
import type { SetupEnvironment } from './setupModel';
import { CenterRow, ContentUnderHeader, FillCard, MethodChip, SpreadRow, UrlBar, UrlNotes, UrlText } from './setupStyles';

const URL_DISPLAY_MAX = 50;

type Props = Pick<SetupPageState, 'environments' | 'selectEnvironment' | 'overrides' | 'override' | 'selectOverride' | 'url'> & { env: SetupEnvironment };

/** The environment and override selects and the public configuration URL they make. */
export function ApiUrlCard({ environments, env, selectEnvironment, overrides, override, selectOverride, url }: Props) {
  return (
    <FillCard>
      <SectionHeader icon={<LinkRoundedIcon />} title="API URL Builder" subheader="The public configuration endpoint: no API key needed." />
      <ContentUnderHeader>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth label="Environment" value={env.id} onChange={(e) => selectEnvironment(e.target.value)}>
              {environments.map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  <CenterRow direction="row" spacing={1}>
                    <StatusDot active={e.status === 'active'} />
                    <span>{e.name}</span>
                  </CenterRow>
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <OverrideSelect env={env} overrides={overrides} override={override} selectOverride={selectOverride} />
          </Grid>
        </Grid>
        <UrlLine url={url} />
        <UrlNotes spacing={0.75}>
          <Typography variant="body2" color="text.secondary">
            Responses carry an ETag: clients that send it back in <code>If-None-Match</code> get a 304 while nothing has changed.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For live updates, add <code>/stream</code> after the project UUID: the same configuration as Server-Sent Events.
          </Typography>
        </UrlNotes>
      </ContentUnderHeader>
    </FillCard>
  );
}

/** "Override (optional)": None, or one of the environment's overrides with its status. */
function OverrideSelect({ env, overrides, override, selectOverride }: Pick<Props, 'env' | 'overrides' | 'override' | 'selectOverride'>) {
  return (
    <TextField
      select
      fullWidth
      label="Override (optional)"
      value={override?.id ?? ''}
      onChange={(e) => selectOverride(e.target.value)}
      helperText={overrides.length === 0 ? `No overrides for ${env.name}` : undefined}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <Typography color="text.secondary" component="span">
          None
        </Typography>
      </MenuItem>
      {overrides.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          <SpreadRow direction="row" spacing={1}>
            <span>{o.name}</span>
            <OverrideStatus o={o} />
          </SpreadRow>
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The URL (cut to fit, whole on hover), to copy or open. */
function UrlLine({ url }: { url: string }) {
  return (
    <UrlBar>
      <MethodChip label="GET" size="small" color="primary" />
      <Tooltip title={url}>
        <UrlText variant="copyValue" component="p" data-testid="api-url" noWrap>
          {truncate(url, URL_DISPLAY_MAX)}
        </UrlText>
      </Tooltip>
      <CopyButton value={url} label="Copy URL" />
      <Tooltip title="Open in a new tab">
        <IconButton size="small" component="a" href={url} target="_blank" rel="noreferrer" aria-label="Open URL in a new tab">
          <OpenInNewRoundedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </UrlBar>
  );
}
